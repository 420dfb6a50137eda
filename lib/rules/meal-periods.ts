// The day's meal periods, in the order the day has them (spec 2 §4): apart from the meal plan's rules, so
// the contract's values (and every page that reads one) carry the list alone.

export const MEAL_PERIOD_ORDER = [
  'BREAKFAST',
  'MORNING_SNACK',
  'LUNCH',
  'AFTERNOON_SNACK',
  'DINNER',
  'SUPPER',
] as const;
export type MealPeriodName = (typeof MEAL_PERIOD_ORDER)[number];
