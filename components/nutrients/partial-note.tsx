import { useTranslations } from 'next-intl';
import { describePartialSum } from '@/lib/format/partial-totals';
import type { PlanNutrient } from '@/lib/rules/meal-plan-totals';
import styles from './nutrients.module.css';

/** 'total parcial: 1 alimento sem valor de energia' under a sum that met unknowns; nothing when it did not. */
export function PartialNote({
  unknown,
  kind = 'partialTotal',
}: {
  unknown: Partial<Record<PlanNutrient, number>>;
  kind?: 'partialTotal' | 'partialAdherence';
}) {
  const t = useTranslations('UnknownNutrients');
  const text = describePartialSum(unknown, (key, values) => t(key as 'unknown', values), kind);
  if (text === null) return null;
  return (
    <small className={styles.partialNote} data-testid="partial-note">
      {text}
    </small>
  );
}
