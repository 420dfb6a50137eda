// lib/rules/substitution-equivalence.ts over random plans: whatever the food's amount becomes (typed, or
// scaled), a proposed alternative follows it, a typed one is never changed, and no alternative more than 10 %
// off its food is ever judged equivalent or confirmed for figures she did not see.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFoodTotals } from '@/lib/rules/meal-plan-totals';
import { scaleFood } from '@/lib/rules/scale-meal-plan';
import {
  EQUIVALENCE_TOLERANCE,
  followingAmounts,
  type JudgedSubstitution,
  judgeSubstitution,
} from '@/lib/rules/substitution-equivalence';
import { BASIS_NUTRIENT, SUBSTITUTION_BASES } from '@/lib/rules/substitution-proposal';

const value = fc.double({ min: 0.5, max: 600, noNaN: true });
const nutrients = fc.record({ calories: value, proteins: value, carbohydrates: value, fats: value });
const unit = fc.constantFrom('GRAMS', 'UNITS');

const food = fc.record({
  baseline_weight: fc.integer({ min: 20, max: 400 }),
  quantity: fc.integer({ min: 1, max: 6 }).map((halves) => halves / 2),
  foodstuff: fc.record({
    unit_of_measurement: unit,
    baseline_weight: fc.constantFrom(100, 50, 30),
    nutrition_information: nutrients,
  }),
});
const alternative = fc.record({
  unit_of_measurement: unit,
  baseline_weight: fc.constantFrom(100, 60, 25),
  nutrition_information: nutrients,
});

/** A proposed alternative of `planned`'s food at its first amount, as the editor adds it. */
function proposedFor(
  planned: Parameters<typeof followingAmounts>[0],
  basis: JudgedSubstitution['basis'],
  foodstuff: JudgedSubstitution['foodstuff'],
): JudgedSubstitution {
  const start: JudgedSubstitution = {
    basis,
    baseline_weight: foodstuff.baseline_weight,
    quantity: 1,
    amount_origin: 'PROPOSED',
    foodstuff,
  };
  return followingAmounts(planned, start);
}

const offBy = (planned: Parameters<typeof judgeSubstitution>[0], substitution: JudgedSubstitution) => {
  const nutrient = BASIS_NUTRIENT[substitution.basis];
  const foodValue = computeFoodTotals(planned)[nutrient]!;
  const alternativeValue = computeFoodTotals(substitution)[nutrient]!;
  return Math.abs(alternativeValue - foodValue) / foodValue;
};

describe('substitutions over random plans, amount changes and scalings', () => {
  it('a proposed alternative follows its food: equivalent, or flagged "não equivalente", never silently off', () => {
    fc.assert(
      fc.property(
        food,
        alternative,
        fc.constantFrom(...SUBSTITUTION_BASES),
        fc.oneof(
          fc.record({ typed: fc.integer({ min: 5, max: 900 }) }),
          fc.record({ ratio: fc.double({ min: 0.3, max: 3, noNaN: true }) }),
        ),
        (planned, foodstuff, basis, change) => {
          const substitution = proposedFor(planned, basis, foodstuff);
          const changed =
            'typed' in change
              ? { ...planned, baseline_weight: change.typed }
              : scaleFood(planned, change.ratio);
          const following = followingAmounts(changed, substitution);
          const judged = judgeSubstitution(changed, following);
          if (judged.status === 'EQUIVALENT')
            expect(offBy(changed, following)).toBeLessThanOrEqual(EQUIVALENCE_TOLERANCE + 1e-9);
          else expect(judged.status).toBe('NOT_EQUIVALENT');
          // In grams, a proposal of 50 g or more is within the 5 g step: always equivalent.
          const exact =
            (computeFoodTotals(changed)[BASIS_NUTRIENT[basis]]! /
              (foodstuff.nutrition_information as Record<string, number>)[BASIS_NUTRIENT[basis]]!) *
            foodstuff.baseline_weight;
          if (foodstuff.unit_of_measurement === 'GRAMS' && exact >= 50 && exact <= 4000)
            expect(judged.status).toBe('EQUIVALENT');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a typed alternative is kept as typed, and judged: confirmed only for the very figures she saw', () => {
    fc.assert(
      fc.property(
        food,
        alternative,
        fc.constantFrom(...SUBSTITUTION_BASES),
        fc.integer({ min: 5, max: 900 }),
        fc.double({ min: 1.05, max: 3, noNaN: true }),
        (planned, foodstuff, basis, typedWeight, ratio) => {
          const typed: JudgedSubstitution = {
            basis,
            baseline_weight: typedWeight,
            quantity: 1,
            amount_origin: 'TYPED',
            foodstuff,
          };
          expect(followingAmounts(scaleFood(planned, ratio), typed)).toBe(typed);
          const judged = judgeSubstitution(planned, typed);
          if (judged.status !== 'NOT_EQUIVALENT') return;
          const confirmed = { food_value: judged.foodValue, alternative_value: judged.alternativeValue };
          expect(judgeSubstitution(planned, { ...typed, confirmed }).status).toBe('CONFIRMED');
          // The food's amount changed since: her confirmation was for other figures.
          const changed = { ...planned, baseline_weight: planned.baseline_weight * ratio };
          const again = judgeSubstitution(changed, { ...typed, confirmed });
          if (offBy(changed, typed) > EQUIVALENCE_TOLERANCE) expect(again.status).toBe('NOT_EQUIVALENT');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('unknown is not zero: an alternative without a value of its basis cannot be judged, nor followed', () => {
    const planned = {
      baseline_weight: 100,
      quantity: 1,
      foodstuff: { baseline_weight: 100, nutrition_information: { calories: 130 } },
    };
    const unknown: JudgedSubstitution = {
      basis: 'ENERGY',
      baseline_weight: 80,
      quantity: 1,
      amount_origin: 'PROPOSED',
      foodstuff: {
        unit_of_measurement: 'GRAMS',
        baseline_weight: 100,
        nutrition_information: { calories: null },
      },
    };
    expect(judgeSubstitution(planned, unknown)).toEqual({ status: 'UNKNOWN' });
    expect(followingAmounts({ ...planned, baseline_weight: 200 }, unknown)).toBe(unknown);
  });
});
