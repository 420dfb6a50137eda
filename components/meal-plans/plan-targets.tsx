'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import type { DayTargets } from '@/lib/rules/goal-targets';
import { computeRequirementShare, type NutrientTotals } from '@/lib/rules/meal-plan-totals';
import styles from './meal-plan.module.css';

const NO_TARGETS: DayTargets = { energy: null, proteins: null, carbohydrates: null, fats: null };
const TargetsContext = createContext<DayTargets>(NO_TARGETS);

/** The day's targets of the patient's goals, in kcal and g, for the plan's totals to compare against. */
export const PlanTargetsProvider = TargetsContext.Provider;

/** The day's targets the page gave (none set: every one null). */
export const usePlanTargets = () => useContext(TargetsContext);

const MACROS = ['proteins', 'carbohydrates', 'fats'] as const;

/** Under the day's totals: each set target, and the share of it the plan reaches. */
export function PlanGoalComparison({ totals }: { totals: NutrientTotals }) {
  const t = useTranslations('PlanTargets');
  const targets = useContext(TargetsContext);
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
