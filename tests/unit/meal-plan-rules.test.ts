import { describe, expect, it } from 'vitest';
import {
  canSaveMealPlan,
  findMealPlanProblem,
  getDefaultPlanDates,
  listAvailablePeriods,
  MAX_PLAN_QUANTITY,
  sortPeriodsByDay,
} from '@/lib/rules/meal-plan-rules';

const food = { quantity: 1, baseline_weight: 100 };

describe('canSaveMealPlan', () => {
  it('needs at least one period, each with a meal type and a food', () => {
    expect(canSaveMealPlan([])).toBe(false);
    expect(canSaveMealPlan([{ period: null, meal_foodstuffs: [food] }])).toBe(false);
    expect(canSaveMealPlan([{ period: 'LUNCH', meal_foodstuffs: [] }])).toBe(false);
    expect(canSaveMealPlan([{ period: 'LUNCH', meal_foodstuffs: [food] }])).toBe(true);
    expect(
      canSaveMealPlan([
        { period: 'LUNCH', meal_foodstuffs: [food] },
        { period: 'DINNER', meal_foodstuffs: [] },
      ]),
    ).toBe(false);
  });
});

describe('listAvailablePeriods', () => {
  it('leaves out the types other periods use, keeping the current one', () => {
    const periods = [{ period: 'LUNCH' as const }, { period: 'BREAKFAST' as const }, { period: null }];
    expect(listAvailablePeriods(periods, null)).toEqual([
      'MORNING_SNACK',
      'AFTERNOON_SNACK',
      'DINNER',
      'SUPPER',
    ]);
    expect(listAvailablePeriods(periods, 'LUNCH')).toEqual([
      'MORNING_SNACK',
      'LUNCH',
      'AFTERNOON_SNACK',
      'DINNER',
      'SUPPER',
    ]);
  });
});

describe('sortPeriodsByDay', () => {
  it("puts periods in the day's order, an untyped one last", () => {
    const sorted = sortPeriodsByDay([
      { period: 'SUPPER' },
      { period: null },
      { period: 'BREAKFAST' },
      { period: 'LUNCH' },
    ]);
    expect(sorted.map((period) => period.period)).toEqual(['BREAKFAST', 'LUNCH', 'SUPPER', null]);
  });
});

describe('plan dates', () => {
  it('runs three months from today by default', () => {
    expect(getDefaultPlanDates('2026-11-23')).toEqual({ start_date: '2026-11-23', end_date: '2027-02-23' });
  });

  it('clamps to the last day of a shorter month', () => {
    expect(getDefaultPlanDates('2026-11-30').end_date).toBe('2027-02-28');
    expect(getDefaultPlanDates('2027-11-30').end_date).toBe('2028-02-29');
  });
});

describe('findMealPlanProblem', () => {
  const plan = (
    meal_periods: Parameters<typeof findMealPlanProblem>[0]['meal_periods'],
    end_date = '2027-02-23',
  ) => ({
    start_date: '2026-11-23',
    end_date,
    meal_periods,
  });

  it('accepts a plan with typed periods and valid foods', () => {
    expect(findMealPlanProblem(plan([{ period: 'LUNCH', meal_foodstuffs: [food] }]))).toBeNull();
  });

  it('names each refusal', () => {
    expect(findMealPlanProblem(plan([{ period: 'LUNCH', meal_foodstuffs: [food] }], '2026-11-23'))).toBe(
      'INVALID_DATE_RANGE',
    );
    expect(findMealPlanProblem(plan([]))).toBe('NO_MEAL_PERIODS');
    expect(
      findMealPlanProblem(
        plan([
          { period: 'LUNCH', meal_foodstuffs: [food] },
          { period: 'LUNCH', meal_foodstuffs: [food] },
        ]),
      ),
    ).toBe('DUPLICATE_MEAL_PERIOD');
    expect(findMealPlanProblem(plan([{ period: 'LUNCH', meal_foodstuffs: [] }]))).toBe('EMPTY_MEAL_PERIOD');
    for (const quantity of [0, -1, MAX_PLAN_QUANTITY + 1, Number.NaN]) {
      expect(findMealPlanProblem(plan([{ period: 'LUNCH', meal_foodstuffs: [{ ...food, quantity }] }]))).toBe(
        'INVALID_QUANTITY',
      );
    }
    expect(
      findMealPlanProblem(plan([{ period: 'LUNCH', meal_foodstuffs: [{ ...food, baseline_weight: 0 }] }])),
    ).toBe('INVALID_BASELINE_WEIGHT');
  });
});
