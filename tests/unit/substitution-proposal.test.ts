import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Unit } from '@/lib/api/contract/foodstuffs';
import { computeFoodTotals } from '@/lib/rules/meal-plan-totals';
import {
  type AlternativeFood,
  BASIS_NUTRIENT,
  proposeSubstitution,
  SUBSTITUTION_BASES,
  servingStepOf,
} from '@/lib/rules/substitution-proposal';

const values = (calories: number | null, proteins: number | null = 2) => ({
  calories,
  proteins,
  carbohydrates: 20,
  fats: 1,
  fiber: null,
  sodium: 1,
});
const rice = { unit_of_measurement: 'GRAMS', baseline_weight: 100, nutrition_information: values(124, 2.6) };
const bread = { unit_of_measurement: 'UNITS', baseline_weight: 25, nutrition_information: values(62, 3) };
const planned = (food: typeof rice, weight: number, quantity = 1) => ({
  baseline_weight: weight,
  quantity,
  foodstuff: food,
});

describe('proposeSubstitution', () => {
  it('writes the amount in the household measure that comes nearest, in halves, where one fits', () => {
    const measures = [
      { name: 'colher de sopa', weight: 25 },
      { name: 'colher de servir', weight: 45 },
      { name: 'concha', weight: 100 },
    ];
    // 2 slices (124 kcal) are 100 g of rice: one concha exactly.
    expect(proposeSubstitution(planned(bread, 25, 2), { ...rice, measures }, 'ENERGY')).toEqual({
      ok: true,
      baseline_weight: 100,
      quantity: 1,
      measure_name: 'concha',
    });
    // 1 slice (62 kcal) is 50 g: 1 colher de servir (45 g) misses by 10 %, 2 colheres de sopa exactly.
    expect(proposeSubstitution(planned(bread, 25, 1), { ...rice, measures }, 'ENERGY')).toMatchObject({
      baseline_weight: 25,
      quantity: 2,
      measure_name: 'colher de sopa',
    });
    // Nothing within 15 % in at most 6 measures (a 500 g plate for 50 g): grams, rounded to 5 g.
    expect(
      proposeSubstitution(
        planned(bread, 25, 1),
        { ...rice, measures: [{ name: 'prato fundo', weight: 500 }] },
        'ENERGY',
      ),
    ).toEqual({ ok: true, baseline_weight: 50, quantity: 1, measure_name: null });
    expect(
      proposeSubstitution(
        planned(bread, 25, 1),
        { ...rice, measures: [{ name: 'colher de café', weight: 2 }] },
        'ENERGY',
      ),
    ).toMatchObject({ measure_name: null });
  });

  it('150 g of rice (186 kcal) is 3 slices of bread (62 kcal each); 2 slices are 100 g of rice, rounded to 5 g', () => {
    expect(proposeSubstitution(planned(rice, 150), bread, 'ENERGY')).toEqual({
      ok: true,
      baseline_weight: 25,
      quantity: 3,
      measure_name: null,
    });
    // 124 kcal ÷ 1.24 kcal/g = 100 g.
    expect(proposeSubstitution(planned(bread, 25, 2), rice, 'ENERGY')).toEqual({
      ok: true,
      baseline_weight: 100,
      quantity: 1,
      measure_name: null,
    });
    // The same protein: 2 slices bring 6 g; rice has 2.6 g per 100 g → 230.8 g → 230 g.
    expect(proposeSubstitution(planned(bread, 25, 2), rice, 'PROTEINS')).toEqual({
      ok: true,
      baseline_weight: 230,
      quantity: 1,
      measure_name: null,
    });
  });

  it('proposes nothing where either food has no value (unknown is not zero), or none above zero', () => {
    const noEnergy = { ...rice, nutrition_information: values(null) };
    expect(proposeSubstitution(planned(noEnergy, 100), bread, 'ENERGY')).toEqual({
      ok: false,
      reason: 'ORIGINAL_UNKNOWN',
    });
    expect(proposeSubstitution(planned(rice, 100), noEnergy, 'ENERGY')).toEqual({
      ok: false,
      reason: 'ALTERNATIVE_UNKNOWN',
    });
    const water = { ...rice, nutrition_information: values(0, 0) };
    expect(proposeSubstitution(planned(water, 200), rice, 'ENERGY')).toEqual({
      ok: false,
      reason: 'ORIGINAL_ZERO',
    });
    expect(proposeSubstitution(planned(rice, 100), water, 'PROTEINS')).toEqual({
      ok: false,
      reason: 'ALTERNATIVE_ZERO',
    });
  });

  it('refuses an amount past the plan bounds rather than proposing it', () => {
    const lettuce = { ...rice, nutrition_information: values(0.5) };
    expect(proposeSubstitution(planned(rice, 2000), lettuce, 'ENERGY')).toEqual({
      ok: false,
      reason: 'OUT_OF_RANGE',
    });
  });

  const weighed = fc.record({
    unit: fc.constantFrom<Unit>('GRAMS', 'MILLILITERS', 'KILOGRAMS'),
    reference: fc.constant(100),
    amount: fc.integer({ min: 10, max: 500 }),
  });
  const counted = fc.record({
    unit: fc.constant<Unit>('UNITS'),
    reference: fc.integer({ min: 10, max: 120 }),
    amount: fc.integer({ min: 1, max: 6 }),
  });
  const nutrient = fc.option(fc.double({ min: 0.1, max: 900, noNaN: true }), { nil: null, freq: 5 });
  const food = fc.record({
    shape: fc.oneof(weighed, counted),
    calories: nutrient,
    proteins: nutrient,
    carbohydrates: nutrient,
    fats: nutrient,
  });
  type Entry = typeof food extends fc.Arbitrary<infer T> ? T : never;
  const toFood = (entry: Entry): AlternativeFood => ({
    unit_of_measurement: entry.shape.unit,
    baseline_weight: entry.shape.unit === 'KILOGRAMS' ? 1 : entry.shape.reference,
    nutrition_information: {
      calories: entry.calories,
      proteins: entry.proteins,
      carbohydrates: entry.carbohydrates,
      fats: entry.fats,
    },
  });
  const toPlanned = (entry: Entry) => {
    const foodstuff = toFood(entry);
    return entry.shape.unit === 'UNITS'
      ? { baseline_weight: foodstuff.baseline_weight, quantity: entry.shape.amount, foodstuff }
      : {
          baseline_weight: entry.shape.unit === 'KILOGRAMS' ? entry.shape.amount / 1000 : entry.shape.amount,
          quantity: 1,
          foodstuff,
        };
  };

  it('matches the original within half a serving step, never below one step, and proposes nothing from unknowns', () => {
    fc.assert(
      fc.property(food, food, fc.constantFrom(...SUBSTITUTION_BASES), (from, to, basis) => {
        const original = toPlanned(from);
        const alternative = toFood(to);
        const nutrientKey = BASIS_NUTRIENT[basis];
        const proposal = proposeSubstitution(original, alternative, basis);
        const target = computeFoodTotals(original)[nutrientKey];
        const perReference = alternative.nutrition_information[nutrientKey] ?? null;
        if (target === null) {
          expect(proposal).toEqual({ ok: false, reason: 'ORIGINAL_UNKNOWN' });
          return;
        }
        if (perReference === null) {
          expect(proposal).toEqual({ ok: false, reason: 'ALTERNATIVE_UNKNOWN' });
          return;
        }
        if (!proposal.ok) {
          expect(proposal.reason).toBe('OUT_OF_RANGE');
          return;
        }
        const step = servingStepOf(alternative.unit_of_measurement);
        const got = computeFoodTotals({ ...proposal, foodstuff: alternative })[nutrientKey]!;
        const amount =
          alternative.unit_of_measurement === 'UNITS' ? proposal.quantity : proposal.baseline_weight;
        expect(amount).toBeGreaterThanOrEqual(step);
        // Half a step of the alternative brings this much of the nutrient (plus the stored rounding).
        const halfStep =
          (perReference * step) /
          2 /
          (alternative.unit_of_measurement === 'UNITS' ? 1 : alternative.baseline_weight);
        if (amount > step) expect(Math.abs(got - target)).toBeLessThanOrEqual(halfStep + 0.01);
        else expect(got).toBeGreaterThanOrEqual(target - halfStep - 0.01);
      }),
      { numRuns: 500 },
    );
  });
});
