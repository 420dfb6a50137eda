// The meal plan's rules (spec 2 §4, §5, §9): which periods a day has and in what order, when a draft can
// be saved, the default duration, and the limits the API enforces on every planned food.
import { addMonthsToDate } from './calendar';
import { compareText } from './compare-text';
import { MEAL_PERIOD_ORDER, type MealPeriodName } from './meal-periods';

export { MEAL_PERIOD_ORDER, type MealPeriodName } from './meal-periods';

/** Beyond these a number is a typing slip, not a portion: 100 portions, 5 kg or 5 l in one portion. */
export const MAX_PLAN_QUANTITY = 100;
export const MAX_PLAN_BASELINE_WEIGHT = 5000;
/** The default plan runs three months from today (spec 2 §9). */
export const DEFAULT_PLAN_MONTHS = 3;

/** The refusals of a plan's content, as the API's codes. */
export type MealPlanProblem =
  | 'NO_MEAL_PERIODS'
  | 'MEAL_PERIOD_REQUIRED'
  | 'DUPLICATE_MEAL_PERIOD'
  | 'EMPTY_MEAL_PERIOD'
  | 'INVALID_QUANTITY'
  | 'INVALID_BASELINE_WEIGHT'
  | 'INVALID_DATE_RANGE';

interface DraftPeriod {
  period: MealPeriodName | null;
  meal_foodstuffs: readonly { quantity: number | null; baseline_weight: number | null }[];
}

/** Save and 'Nova refeição' (spec 2 §5): at least one period, each with a meal type and a food. */
export function canSaveMealPlan(periods: readonly DraftPeriod[]): boolean {
  return (
    periods.length > 0 &&
    periods.every((period) => period.period !== null && period.meal_foodstuffs.length > 0)
  );
}

/** The meal types still free for a period: those no other period uses, in the day's order. */
export function listAvailablePeriods(
  periods: readonly { period: MealPeriodName | null }[],
  current: MealPeriodName | null,
): MealPeriodName[] {
  const used = new Set(periods.map((period) => period.period).filter((period) => period !== current));
  return MEAL_PERIOD_ORDER.filter((period) => !used.has(period));
}

/**
 * The type 'Nova refeição' starts with: the first free one after the day's latest meal so far (after
 * 'Almoço', 'Lanche da tarde'), else the first free one; null when all are used. She may change it.
 */
export function nextMealPeriod(periods: readonly { period: MealPeriodName | null }[]): MealPeriodName | null {
  const free = listAvailablePeriods(periods, null);
  const latest = Math.max(
    -1,
    ...periods.map((period) => (period.period ? MEAL_PERIOD_ORDER.indexOf(period.period) : -1)),
  );
  return free.find((period) => MEAL_PERIOD_ORDER.indexOf(period) > latest) ?? free[0] ?? null;
}

/** Periods in the day's order whatever order they were added in; a period with no type yet goes last. */
export function sortPeriodsByDay<T extends { period: MealPeriodName | null }>(periods: readonly T[]): T[] {
  const rank = (period: MealPeriodName | null) =>
    period === null ? MEAL_PERIOD_ORDER.length : MEAL_PERIOD_ORDER.indexOf(period);
  return [...periods].sort((a, b) => rank(a.period) - rank(b.period));
}

/** A meal's time of day: 'HH:MM' on a 24-hour clock. */
export const MEAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isValidMealTime(text: string): boolean {
  return MEAL_TIME_PATTERN.test(text);
}

/**
 * Periods as the patient follows them: in the day's order, with the periods that have a time reordered by
 * it among the places they hold (a period without a time keeps its place). 'HH:MM' compares as text.
 */
export function sortPeriodsByTime<T extends { period: MealPeriodName | null; time: string | null }>(
  periods: readonly T[],
): T[] {
  const byDay = sortPeriodsByDay(periods);
  const timed = byDay
    .filter((period) => period.time !== null)
    // 'HH:MM' sorts as text; compared without localeCompare, whose first use loads ICU's collation data.
    .sort((a, b) => compareText(a.time as string, b.time as string));
  let next = 0;
  return byDay.map((period) => (period.time === null ? period : (timed[next++] as T)));
}

export function isValidPlanQuantity(quantity: number | null | undefined): quantity is number {
  return (
    typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 && quantity <= MAX_PLAN_QUANTITY
  );
}

export function isValidPlanBaselineWeight(weight: number | null | undefined): weight is number {
  return (
    typeof weight === 'number' && Number.isFinite(weight) && weight > 0 && weight <= MAX_PLAN_BASELINE_WEIGHT
  );
}

export function getDefaultPlanDates(today: string): { start_date: string; end_date: string } {
  return { start_date: today, end_date: addMonthsToDate(today, DEFAULT_PLAN_MONTHS) };
}

/** The end must come after the start (ISO dates compare as text). */
export function isValidPlanDateRange(startDate: string, endDate: string): boolean {
  return endDate > startDate;
}

/** The first thing wrong with a plan's content, or null. Foods are checked against the catalogue elsewhere. */
export function findMealPlanProblem(plan: {
  start_date: string;
  end_date: string;
  meal_periods: readonly DraftPeriod[];
}): MealPlanProblem | null {
  if (!isValidPlanDateRange(plan.start_date, plan.end_date)) return 'INVALID_DATE_RANGE';
  if (plan.meal_periods.length === 0) return 'NO_MEAL_PERIODS';
  const seen = new Set<MealPeriodName>();
  for (const period of plan.meal_periods) {
    if (period.period === null) return 'MEAL_PERIOD_REQUIRED';
    if (seen.has(period.period)) return 'DUPLICATE_MEAL_PERIOD';
    seen.add(period.period);
    if (period.meal_foodstuffs.length === 0) return 'EMPTY_MEAL_PERIOD';
    for (const food of period.meal_foodstuffs) {
      // A missing quantity means one portion, except for UNITS foods (checked with the catalogue).
      if (food.quantity !== null && !isValidPlanQuantity(food.quantity)) return 'INVALID_QUANTITY';
      // A missing baseline weight is the food's own.
      if (food.baseline_weight !== null && !isValidPlanBaselineWeight(food.baseline_weight)) {
        return 'INVALID_BASELINE_WEIGHT';
      }
    }
  }
  return null;
}
