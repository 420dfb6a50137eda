'use client';

import { useTranslations } from 'next-intl';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { computeRequirementShare, type NutrientTotals } from '@/lib/rules/meal-plan-totals';
import styles from './meal-plan.module.css';
import { usePlanTargets } from './plan-targets';

const MACROS = ['proteins', 'carbohydrates', 'fats'] as const;

/** Under the day's totals: each set target, and the share of it the plan reaches. */
export function PlanGoalComparison({ totals }: { totals: NutrientTotals }) {
  const t = useTranslations('PlanTargets');
  const targets = usePlanTargets();
  const lines = [
    targets.energy === null
      ? null
      : {
          key: 'energy',
          text: t('energy', {
            percent: computeRequirementShare(Math.round(totals.sums.calories), targets.energy) ?? 0,
            target: formatCalories(targets.energy),
          }),
        },
    ...MACROS.map((macro) => {
      const target = targets[macro];
      if (target === null) return null;
      return {
        key: macro,
        text: t(macro, {
          percent: computeRequirementShare(totals.sums[macro], target) ?? 0,
          target: formatNutrient(target),
        }),
      };
    }),
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <div className={styles.goalComparison} data-testid="goal-comparison">
      <h3 className={styles.goalTitle}>{t('title')}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </div>
  );
}
