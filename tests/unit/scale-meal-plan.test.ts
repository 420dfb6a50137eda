import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Unit } from '@/lib/api/contract/foodstuffs';
import { computeDayTotals, computeFoodTotals } from '@/lib/rules/meal-plan-totals';
import {
  describeScaling,
  GRAM_STEP,
  type ScalableFood,
  scaleMealPlan,
  UNIT_STEP,
} from '@/lib/rules/scale-meal-plan';

function food(
  unit: Unit,
  baseline: number,
  quantity: number,
  kcalPerReference: number | null,
  reference = 100,
  measure: string | null = null,
) {
  return {
    baseline_weight: baseline,
    quantity,
    measure_name: measure,
    foodstuff: {
      unit_of_measurement: unit,
      baseline_weight: reference,
      nutrition_information: { calories: kcalPerReference, proteins: 1 },
    },
  } satisfies ScalableFood;
}

const weighed = fc.record({
  unit: fc.constant<Unit>('GRAMS'),
  baseline: fc.integer({ min: 20, max: 400 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  kcal: fc.integer({ min: 20, max: 500 }),
  reference: fc.constant(100),
});
// A bread slice or an egg: its values per unit, one unit of 20 to 80 g.
const counted = fc.record({
  unit: fc.constant<Unit>('UNITS'),
  baseline: fc.integer({ min: 20, max: 80 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  kcal: fc.integer({ min: 20, max: 200 }),
  reference: fc.integer({ min: 20, max: 80 }),
});
// Cooked rice in 'colher de servir': a household measure of 10 to 150 g, counted in measures.
const measured = fc.record({
  unit: fc.constant<Unit>('GRAMS'),
  baseline: fc.integer({ min: 10, max: 150 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  kcal: fc.integer({ min: 20, max: 500 }),
  reference: fc.constant(100),
  measure: fc.constant('colher de servir'),
});
const planArbitrary = fc.array(
  fc.array(fc.oneof(weighed, counted, measured), { minLength: 1, maxLength: 6 }),
  {
    minLength: 1,
    maxLength: 6,
  },
);

const toPeriods = (
  plan: {
    unit: Unit;
    baseline: number;
    quantity: number;
    kcal: number;
    reference: number;
    measure?: string;
  }[][],
) =>
  plan.map((foods) => ({
    meal_foodstuffs: foods.map((item) =>
      food(item.unit, item.baseline, item.quantity, item.kcal, item.reference, item.measure ?? null),
    ),
  }));

/** Counted in halves: a unit food, or a food in a household measure. */
const countsHalves = (item: ScalableFood) =>
  item.foodstuff.unit_of_measurement === 'UNITS' || Boolean(item.measure_name);

/** The most energy rounding each food to its step can add or take away. */
function worstRounding(item: ScalableFood): number {
  const perReference = (item.foodstuff.nutrition_information.calories ?? 0) / item.foodstuff.baseline_weight;
  return countsHalves(item)
    ? (UNIT_STEP / 2) * item.baseline_weight * perReference
    : (GRAM_STEP / 2) * item.quantity * perReference;
}

describe('scaleMealPlan', () => {
  it('lands within 5 % of the target when the foods are large enough for their rounding', () => {
    fc.assert(
      fc.property(planArbitrary, fc.integer({ min: 1000, max: 4000 }), (plan, target) => {
        const periods = toPeriods(plan);
        const current = computeDayTotals(periods).sums.calories;
        const ratio = target / current;
        const foods = periods.flatMap((period) => period.meal_foodstuffs);
        // Enough food: no amount reaches the minimum or the limits, and all rounding together stays in 5 %.
        fc.pre(
          foods.every((item) =>
            countsHalves(item)
              ? item.quantity * ratio >= UNIT_STEP && item.quantity * ratio <= 100
              : item.baseline_weight * ratio >= GRAM_STEP && item.baseline_weight * ratio <= 5000,
          ),
        );
        fc.pre(foods.reduce((sum, item) => sum + worstRounding(item), 0) <= 0.05 * target);
        const scaled = scaleMealPlan(periods, target, { halfUnits: true });
        expect(scaled).not.toBeNull();
        const total = computeDayTotals(scaled?.periods ?? []).sums.calories;
        expect(Math.abs(total - target)).toBeLessThanOrEqual(0.05 * target);
      }),
    );
  });

  it('never leaves a portion under 5 g or half a unit (or measure), and rounds to those steps', () => {
    fc.assert(
      fc.property(planArbitrary, fc.integer({ min: 1, max: 6000 }), (plan, target) => {
        const periods = toPeriods(plan);
        const scaled = scaleMealPlan(periods, target, { halfUnits: true });
        const before = periods.flatMap((period) => period.meal_foodstuffs);
        for (const [index, item] of (
          scaled?.periods.flatMap((period) => period.meal_foodstuffs) ?? []
        ).entries()) {
          if (countsHalves(item)) {
            expect(item.quantity).toBeGreaterThanOrEqual(UNIT_STEP);
            expect((item.quantity / UNIT_STEP) % 1).toBe(0);
            // A measure keeps its weight and name: the count changes ('1½ colher de servir').
            expect(item.baseline_weight).toBe(before[index]!.baseline_weight);
            expect(item.measure_name).toBe(before[index]!.measure_name);
          } else {
            expect(item.baseline_weight).toBeGreaterThanOrEqual(GRAM_STEP);
            expect((item.baseline_weight / GRAM_STEP) % 1).toBe(0);
          }
        }
      }),
    );
  });

  it('keeps a food of unknown energy as it was, counts it, and scales the rest by the known energy', () => {
    // 150 g of rice (124 kcal/100 g) = 186 kcal known; the soup has no energy value.
    const rice = food('GRAMS', 150, 1, 124);
    const soup = food('GRAMS', 250, 1, null);
    const scaled = scaleMealPlan([{ meal_foodstuffs: [rice, soup] }], 372);
    expect(scaled?.unknownEnergyFoods).toBe(1);
    expect(scaled?.periods[0]?.meal_foodstuffs[0]?.baseline_weight).toBe(300);
    expect(scaled?.periods[0]?.meal_foodstuffs[1]).toEqual(soup);
    expect(computeFoodTotals(scaled?.periods[0]?.meal_foodstuffs[0] ?? rice).calories).toBe(372);
  });

  it('keeps units whole unless halves are allowed, and rounds kilograms to 5 g', () => {
    const egg = food('UNITS', 50, 2, 70, 50);
    const flour = food('KILOGRAMS', 0.1, 1, 3600, 1);
    const amounts = (halfUnits: boolean) =>
      scaleMealPlan([{ meal_foodstuffs: [egg, flour] }], (140 + 360) * 1.3, {
        halfUnits,
      })?.periods[0]?.meal_foodstuffs.map((item) => [item.quantity, item.baseline_weight]);
    // Never '2,5 ovos' unless she allows halves; the flour takes up what the whole egg leaves.
    expect(amounts(false)?.[0]).toEqual([3, 50]);
    expect(amounts(true)).toEqual([
      [2.5, 50],
      [1, 0.13],
    ]);
  });

  it('has nothing to scale by without a target or without a known energy', () => {
    expect(scaleMealPlan([{ meal_foodstuffs: [food('GRAMS', 100, 1, 100)] }], null)).toBeNull();
    expect(scaleMealPlan([{ meal_foodstuffs: [food('GRAMS', 100, 1, null)] }], 2000)).toBeNull();
  });

  it('a food counted in units stays whole unless halves are allowed, whatever the plan and target', () => {
    fc.assert(
      fc.property(planArbitrary, fc.integer({ min: 300, max: 5000 }), (plan, target) => {
        const scaled = scaleMealPlan(toPeriods(plan), target);
        for (const item of scaled?.periods.flatMap((period) => period.meal_foodstuffs) ?? []) {
          if (item.foodstuff.unit_of_measurement === 'UNITS')
            expect(Number.isInteger(item.quantity)).toBe(true);
        }
      }),
    );
  });

  it('says the total as the screen sums it, even where another order of the sum rounds the other way', () => {
    // A plan fast-check found: summed food by food in another order, 4405.5 rounded to 4405, not 4406.
    const plan = [
      [{ unit: 'UNITS', baseline: 31, quantity: 1, kcal: 173, reference: 21 }],
      [
        { unit: 'UNITS', baseline: 78, quantity: 1, kcal: 20, reference: 34 },
        { unit: 'UNITS', baseline: 22, quantity: 1, kcal: 114, reference: 68 },
        { unit: 'GRAMS', baseline: 17, quantity: 4, kcal: 22, reference: 100, measure: 'colher de servir' },
        { unit: 'GRAMS', baseline: 58, quantity: 3, kcal: 77, reference: 100, measure: 'colher de servir' },
      ],
      [
        { unit: 'GRAMS', baseline: 45, quantity: 3, kcal: 205, reference: 100 },
        { unit: 'GRAMS', baseline: 20, quantity: 2, kcal: 21, reference: 100 },
        { unit: 'GRAMS', baseline: 253, quantity: 2, kcal: 393, reference: 100 },
        { unit: 'GRAMS', baseline: 19, quantity: 2, kcal: 115, reference: 100, measure: 'colher de servir' },
        { unit: 'GRAMS', baseline: 123, quantity: 5, kcal: 28, reference: 100, measure: 'colher de servir' },
      ],
      [
        { unit: 'GRAMS', baseline: 129, quantity: 2, kcal: 106, reference: 100, measure: 'colher de servir' },
        { unit: 'GRAMS', baseline: 13, quantity: 1, kcal: 353, reference: 100, measure: 'colher de servir' },
        { unit: 'GRAMS', baseline: 332, quantity: 3, kcal: 301, reference: 100 },
      ],
      [{ unit: 'GRAMS', baseline: 328, quantity: 2, kcal: 184, reference: 100 }],
      [{ unit: 'GRAMS', baseline: 142, quantity: 3, kcal: 192, reference: 100 }],
    ] as Parameters<typeof toPeriods>[0];
    const scaled = scaleMealPlan(toPeriods(plan), 4400)!;
    const shown = Math.round(computeDayTotals(scaled.periods).sums.calories);
    expect(describeScaling(scaled, 4400)).toEqual({
      kind: 'SCALED',
      achievedKcal: shown,
      percentOfTarget: Math.round((shown / 4400) * 100),
    });
  });

  it('what it says matches what it did: the total reached and its share, or that nothing moved', () => {
    fc.assert(
      fc.property(
        planArbitrary,
        fc.integer({ min: 1, max: 6000 }),
        fc.boolean(),
        (plan, target, halfUnits) => {
          const periods = toPeriods(plan);
          const scaled = scaleMealPlan(periods, target, { halfUnits });
          if (!scaled) return;
          const total = computeDayTotals(scaled.periods).sums.calories;
          const outcome = describeScaling(scaled, target);
          const moved = scaled.periods.some((period, p) =>
            period.meal_foodstuffs.some(
              (item, f) =>
                item.quantity !== periods[p]!.meal_foodstuffs[f]!.quantity ||
                item.baseline_weight !== periods[p]!.meal_foodstuffs[f]!.baseline_weight,
            ),
          );
          if (!moved) expect(outcome).toEqual({ kind: 'UNCHANGED' });
          else {
            expect(outcome).toEqual({
              kind: 'SCALED',
              achievedKcal: Math.round(total),
              percentOfTarget: Math.round((Math.round(total) / target) * 100),
            });
          }
        },
      ),
    );
  });

  it('keeps vegetables as they were: served freely, they are not scaled', () => {
    const rice = food('GRAMS', 150, 1, 124);
    const lettuce = {
      ...food('GRAMS', 50, 1, 11),
      foodstuff: { ...food('GRAMS', 50, 1, 11).foodstuff, group: 'VEGETABLES' },
    };
    const scaled = scaleMealPlan([{ meal_foodstuffs: [rice, lettuce] }], 2 * (186 + 5.5));
    expect(scaled?.keptVegetables).toBe(1);
    expect(scaled?.periods[0]?.meal_foodstuffs[1]).toEqual(lettuce);
    // The rice takes the whole change: 186 + 5.5 + 191.5 kcal more.
    expect(scaled?.achievedKcal).toBeGreaterThanOrEqual(Math.round(0.95 * 383));
  });

  it('corrects for rounding: 107 % of the target in one step comes back within 5 %', () => {
    // Three eggs of 70 kcal and some rice: one step of the eggs is a large share of the day.
    const egg = food('UNITS', 50, 3, 70, 50);
    const rice = food('GRAMS', 100, 1, 124);
    const scaled = scaleMealPlan([{ meal_foodstuffs: [egg, rice] }], 420);
    expect(Math.abs((scaled?.achievedKcal ?? 0) - 420)).toBeLessThanOrEqual(21);
  });

  it('says nothing moved when every food is already at its smallest step', () => {
    const egg = food('UNITS', 50, 1, 70, 50);
    const scaled = scaleMealPlan([{ meal_foodstuffs: [egg] }], 10);
    expect(scaled?.changed).toBe(false);
    expect(describeScaling(scaled!, 10)).toEqual({ kind: 'UNCHANGED' });
  });
});
