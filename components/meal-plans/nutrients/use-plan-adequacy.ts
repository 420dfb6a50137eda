import { useMemo } from 'react';
import { computeDayComponentTotals, type PlannedFoodWithComponents } from '@/lib/rules/component-totals';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { assessPlanAdequacy, type PlanAdequacy } from '@/lib/rules/plan-adequacy';
import { usePlanReferences } from '../plan-references';

export type AdequacyPeriods = readonly { meal_foodstuffs: readonly PlannedFoodWithComponents[] }[];

/** The day's adequacy for the patient the page read; null where the page gave no patient facts. */
export function usePlanAdequacy(periods: AdequacyPeriods): PlanAdequacy | null {
  const { person } = usePlanReferences();
  return useMemo(() => {
    if (!person) return null;
    const foods = periods.reduce((count, period) => count + period.meal_foodstuffs.length, 0);
    return assessPlanAdequacy(computeDayTotals(periods), computeDayComponentTotals(periods), foods, person);
  }, [periods, person]);
}
