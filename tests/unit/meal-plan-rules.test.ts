import { describe, expect, it } from 'vitest';
import {
  canSaveMealPlan,
  findMealPlanProblem,
  getDefaultPlanDates,
  isValidMealTime,
  listAvailablePeriods,
  MAX_PLAN_QUANTITY,
  type MealPeriodName,
  nextMealPeriod,
  sortPeriodsByDay,
  sortPeriodsByTime,
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

describe('nextMealPeriod', () => {
  it("starts 'Nova refeição' on the first free meal after the day's latest one, else the first free one", () => {
    expect(nextMealPeriod([{ period: 'BREAKFAST' }])).toBe('MORNING_SNACK');
    expect(nextMealPeriod([{ period: 'BREAKFAST' }, { period: 'LUNCH' }])).toBe('AFTERNOON_SNACK');
    expect(nextMealPeriod([{ period: 'SUPPER' }, { period: 'LUNCH' }])).toBe('BREAKFAST');
    expect(nextMealPeriod([{ period: null }])).toBe('BREAKFAST');
    const all = ['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER', 'SUPPER'] as const;
    expect(nextMealPeriod(all.map((period) => ({ period })))).toBeNull();
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

describe('sortPeriodsByTime', () => {
  const at = (period: MealPeriodName, time: string | null) => ({ period, time });
  it('orders the periods with a time by it; one without a time keeps its place in the day', () => {
    expect(
      sortPeriodsByTime([
        at('LUNCH', '09:00'),
        at('MORNING_SNACK', null),
        at('BREAKFAST', '09:30'),
        at('DINNER', '19:00'),
      ]),
    ).toEqual([
      at('LUNCH', '09:00'),
      at('MORNING_SNACK', null),
      at('BREAKFAST', '09:30'),
      at('DINNER', '19:00'),
    ]);
  });
  it('without times, the day order', () => {
    expect(sortPeriodsByTime([at('DINNER', null), at('BREAKFAST', null)])).toEqual([
      at('BREAKFAST', null),
      at('DINNER', null),
    ]);
  });
});

describe('isValidMealTime', () => {
  it('takes HH:MM of a 24-hour clock only', () => {
    for (const time of ['00:00', '07:05', '23:59']) expect(isValidMealTime(time)).toBe(true);
    for (const time of ['', '7:00', '24:00', '12:60', '12:3', '12:30:00', ' 12:30']) {
      expect(isValidMealTime(time)).toBe(false);
    }
  });
});
