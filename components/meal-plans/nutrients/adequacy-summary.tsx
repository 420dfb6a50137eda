'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DRI_NUTRIENT_LABELS, formatShownTotal } from '@/lib/format/adequacy';
import { WARNING_FLAGS } from '@/lib/rules/dri/adequacy';
import { usePlanReferences } from '../plan-references';
import { DriMarkers } from './adequacy-markers';
import { MacroShareRow, SaturatedFatRow } from './energy-share-rows';
import { LifeStageCaption } from './life-stage-caption';
import styles from './plan-nutrients.module.css';
import { ScrollArea } from './scroll-area';
import { type AdequacyPeriods, usePlanAdequacy } from './use-plan-adequacy';

/**
 * Beside the day's totals: what needs her attention against the DRIs (below the EAR, above the UL or the
 * CDRR, a macronutrient outside its AMDR, saturated fat at 10 % of the energy or more), in a compact table.
 */
export function AdequacySummary({
  periods,
  onShowAll,
}: {
  periods: AdequacyPeriods;
  onShowAll?: () => void;
}) {
  const t = useTranslations('PlanNutrients');
  const adequacy = usePlanAdequacy(periods);
  const { person } = usePlanReferences();
  if (!adequacy || !person) return null;
  const flagged = adequacy.rows.filter(
    (row) => row.assessment.flag === 'BELOW_EAR' || WARNING_FLAGS.includes(row.assessment.flag ?? 'BELOW_AI'),
  );
  const macros = adequacy.macros
    ? (['proteins', 'carbohydrates', 'fats'] as const).filter((macro) => {
        const flag = adequacy.macros?.[macro].flag;
        return flag === 'BELOW_AMDR' || flag === 'ABOVE_AMDR';
      })
    : [];
  const saturated = adequacy.saturatedFat.flag === 'AT_OR_ABOVE_SATURATED_FAT_LIMIT';
  const nothing = flagged.length === 0 && macros.length === 0 && !saturated;
  return (
    <section
      className={styles.summary}
      aria-labelledby="adequacy-summary-title"
      data-testid="adequacy-summary"
    >
      <h3 id="adequacy-summary-title">{t('summaryTitle')}</h3>
      <p className={styles.note}>
        <LifeStageCaption adequacy={adequacy} stage={person.stage} />
      </p>
      {adequacy.group === null ? null : nothing ? (
        <p>{t('nothingFlagged')}</p>
      ) : (
        <ScrollArea label={t('summaryCaption')}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('summaryCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('nutrient')}</th>
                <th scope="col" className={styles.number}>
                  {t('dayTotal')}
                </th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {flagged.map((row) => (
                <tr key={row.nutrient}>
                  <th scope="row">{DRI_NUTRIENT_LABELS[row.nutrient]}</th>
                  <td className={styles.number}>{formatShownTotal(row.total, row.reference.unit)}</td>
                  <td>
                    <DriMarkers assessment={row.assessment} />
                  </td>
                </tr>
              ))}
              {macros.map((macro) => (
                <MacroShareRow key={macro} macros={adequacy.macros!} macro={macro} />
              ))}
              {saturated ? <SaturatedFatRow saturatedFat={adequacy.saturatedFat} /> : null}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {onShowAll && adequacy.group !== null ? (
        <Button variant="ghost" size="sm" onClick={onShowAll}>
          {t('showAll')}
        </Button>
      ) : null}
    </section>
  );
}
