import { findMealPlanProblem } from '@/lib/rules/meal-plan-rules';
import type { DraftContentSchema } from './draft-content-rule';
import { hasUnconfirmedNonEquivalent } from './draft-substitutions';
import { type MealPlanDraft, toCreateRequest } from './meal-plan-draft';
import type { PlanDateValues } from './plan-dates';

/**
 * The draft as a save would send it passes the contract's schema (times, notes, dates) and the plan's
 * rules the API applies (periods, amounts within limits, the dates in order, no alternative "não
 * equivalente" left undecided). Until the schema has loaded (or when it cannot), the plan's rules alone:
 * the save checks with the schema again.
 */
export function isDraftSavable(
  draft: MealPlanDraft,
  dates: PlanDateValues,
  contentSchema: DraftContentSchema | null,
): boolean {
  if (dates.start_date === null || dates.end_date === null) return false;
  const dated = { ...draft, start_date: dates.start_date, end_date: dates.end_date };
  const accepted = !contentSchema || contentSchema.safeParse(toCreateRequest(dated, 0, 0)).success;
  return accepted && findMealPlanProblem(dated) === null && !hasUnconfirmedNonEquivalent(dated);
}
