import { useTranslations } from 'next-intl';
import { ShownValue } from '@/components/nutrients/unknown-value';
import { formatDecimal } from '@/lib/format/numbers';
import { UNKNOWN_VALUE } from '@/lib/format/partial-totals';
import { AMDR_LABELS, SATURATED_FAT_LABELS } from '@/lib/rules/dri/adequacy';
import type { PlanAdequacy } from '@/lib/rules/plan-adequacy';
import { AdequacyMarkers } from './adequacy-markers';
import styles from './plan-nutrients.module.css';

type Macro = 'proteins' | 'carbohydrates' | 'fats';

/** '23,4 % da energia', or '–' read as 'sem valor'. */
function PercentCell({ percent }: { percent: number | null }) {
  const t = useTranslations('PlanNutrients');
  return (
    <td className={styles.number}>
      <ShownValue text={percent === null ? UNKNOWN_VALUE : t('percent', { value: formatDecimal(percent) })} />
    </td>
  );
}

/** A macronutrient's share of the energy, its AMDR (when `withReference`) and its flag. */
export function MacroShareRow({
  macros,
  macro,
  withReference = false,
}: {
  macros: NonNullable<PlanAdequacy['macros']>;
  macro: Macro;
  withReference?: boolean;
}) {
  const t = useTranslations('PlanNutrients');
  const share = macros[macro];
  return (
    <tr>
      <th scope="row">{t(`macros.${macro}`)}</th>
      <PercentCell percent={share.percent} />
      {withReference ? (
        <td className={styles.number}>{t('amdr', { min: share.range.min, max: share.range.max })}</td>
      ) : null}
      <td>
        <AdequacyMarkers assessment={share} labels={AMDR_LABELS} />
      </td>
    </tr>
  );
}

/** Saturated fat's share of the energy, the limit (when `withReference`) and its flag. */
export function SaturatedFatRow({
  saturatedFat,
  withReference = false,
}: {
  saturatedFat: PlanAdequacy['saturatedFat'];
  withReference?: boolean;
}) {
  const t = useTranslations('PlanNutrients');
  return (
    <tr>
      <th scope="row">{t('saturatedFat')}</th>
      <PercentCell percent={saturatedFat.percent} />
      {withReference ? <td className={styles.number}>{t('saturatedLimit')}</td> : null}
      <td>
        <AdequacyMarkers
          assessment={saturatedFat}
          labels={SATURATED_FAT_LABELS}
          warnings={['AT_OR_ABOVE_SATURATED_FAT_LIMIT']}
        />
      </td>
    </tr>
  );
}
