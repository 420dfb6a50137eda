import { useTranslations } from 'next-intl';
import { formatList } from '@/lib/format/lists';
import { listUnknownNutrients } from '@/lib/format/partial-totals';
import type { PlanNutrient } from '@/lib/rules/meal-plan-totals';
import styles from './nutrients.module.css';

/** 'Sem valor de energia e gorduras' on a food the source gives no value of those; nothing on a complete one. */
export function UnknownNutrientsMark({ values }: { values: Partial<Record<PlanNutrient, number | null>> }) {
  const t = useTranslations('UnknownNutrients');
  const unknown = listUnknownNutrients(values);
  if (unknown.length === 0) return null;
  const names = formatList(unknown.map((nutrient) => t(`nutrients.${nutrient}`)));
  return (
    <small className={styles.unknownMark} data-testid="unknown-nutrients-mark">
      {t('pickerMark', { nutrients: names })}
    </small>
  );
}
