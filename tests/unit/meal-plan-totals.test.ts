import { describe, expect, it } from 'vitest';
import {
  computeDailyKcal,
  computeDayTotals,
  computeFoodTotals,
  computeMacroSplit,
  computePeriodTotals,
  computeRequirementShare,
  type PlannedFood,
} from '@/lib/rules/meal-plan-totals';

// TACO 4ª ed., per 100 g: 1 Arroz, integral, cozido; 561 Feijão, carioca, cozido; 410 Frango, peito, sem
// pele, grelhado (fibre NA). The bread slice is a UNITS food: its values are per unit of 25 g.
const rice = {
  baseline_weight: 100,
  nutrition_information: {
    calories: 124,
    proteins: 2.6,
    carbohydrates: 25.8,
    fats: 1,
    fiber: 2.7,
    sodium: 1,
  },
};
const beans = {
  baseline_weight: 100,
  nutrition_information: {
    calories: 76,
    proteins: 4.8,
    carbohydrates: 13.6,
    fats: 0.5,
    fiber: 8.5,
    sodium: 2,
  },
};
const chicken = {
  baseline_weight: 100,
  nutrition_information: {
    calories: 159,
    proteins: 32,
    carbohydrates: 0,
    fats: 2.5,
    fiber: null,
    sodium: 50,
  },
};
// 458 Leite, de vaca, integral: only its sodium was analysed (64 mg); energy and the macros are NA.
const wholeMilk = {
  baseline_weight: 100,
  nutrition_information: {
    calories: null,
    proteins: null,
    carbohydrates: null,
    fats: null,
    fiber: null,
    sodium: 64,
  },
};
const breadSlice = {
  baseline_weight: 25,
  nutrition_information: { calories: 62, proteins: 3, carbohydrates: 11, fats: 0.9, fiber: 1.7, sodium: 120 },
};

const item = (foodstuff: PlannedFood['foodstuff'], baseline_weight: number, quantity = 1): PlannedFood => ({
  foodstuff,
  baseline_weight,
  quantity,
});

describe('computeFoodTotals', () => {
  it('scales per-100 g values by the portion: 150 g of brown rice', () => {
    // 124 × 1.5 = 186 kcal; 2.6 × 1.5 = 3.9 g; 25.8 × 1.5 = 38.7 g; 1 × 1.5 = 1.5 g; 2.7 × 1.5 = 4.05 g; 1.5 mg.
    expect(computeFoodTotals(item(rice, 150))).toEqual({
      calories: 186,
      proteins: 3.9,
      carbohydrates: 38.7,
      fats: 1.5,
      fiber: 4.05,
      sodium: 1.5,
    });
  });

  it('multiplies portions: 2 × 75 g is the same as 150 g', () => {
    expect(computeFoodTotals(item(rice, 75, 2))).toEqual(computeFoodTotals(item(rice, 150)));
  });

  it('counts units for a UNITS food: two slices bring twice one slice', () => {
    expect(computeFoodTotals(item(breadSlice, 25, 2))).toEqual({
      calories: 124,
      proteins: 6,
      carbohydrates: 22,
      fats: 1.8,
      fiber: 3.4,
      sodium: 240,
    });
  });

  it('keeps a nutrient TACO did not analyse (NA) unknown, never zero', () => {
    expect(computeFoodTotals(item(chicken, 120)).fiber).toBeNull();
    expect(computeFoodTotals(item(chicken, 120)).calories).toBeCloseTo(190.8, 3);
    expect(computeFoodTotals(item(wholeMilk, 200))).toEqual({
      calories: null,
      proteins: null,
      carbohydrates: null,
      fats: null,
      fiber: null,
      sodium: 128,
    });
  });
});

describe('period and day totals', () => {
  const lunch = { meal_foodstuffs: [item(rice, 150), item(beans, 100)] };
  const breakfast = { meal_foodstuffs: [item(breadSlice, 25, 2)] };

  it('adds the rows of a period', () => {
    // 186 + 76 = 262 kcal; 3.9 + 4.8 = 8.7 g protein; 38.7 + 13.6 = 52.3 g carbohydrate.
    expect(computePeriodTotals(lunch).sums).toMatchObject({
      calories: 262,
      proteins: 8.7,
      carbohydrates: 52.3,
    });
    expect(computePeriodTotals(lunch).unknown).toEqual({
      calories: 0,
      proteins: 0,
      carbohydrates: 0,
      fats: 0,
      fiber: 0,
      sodium: 0,
    });
  });

  it('adds only the known values and counts the foods without one: 200 g of whole milk adds no kcal but says so', () => {
    const withMilk = computePeriodTotals({ meal_foodstuffs: [item(rice, 150), item(wholeMilk, 200)] });
    expect(withMilk.sums).toMatchObject({ calories: 186, fats: 1.5, sodium: 129.5 });
    expect(withMilk.unknown).toEqual({
      calories: 1,
      proteins: 1,
      carbohydrates: 1,
      fats: 1,
      fiber: 1,
      sodium: 0,
    });
  });

  it('adds the periods of the day and rounds its kcal to a whole number', () => {
    // 262 + 124 = 386 kcal; sodium 1.5 + 2 + 240 = 243.5 mg; fibre 4.05 + 8.5 + 3.4 = 15.95 g.
    expect(computeDayTotals([breakfast, lunch]).sums).toEqual({
      calories: 386,
      proteins: 14.7,
      carbohydrates: 74.3,
      fats: 3.8,
      fiber: 15.95,
      sodium: 243.5,
    });
    expect(computeDailyKcal([breakfast, { meal_foodstuffs: [item(chicken, 120)] }])).toBe(315); // 124 + 190.8
  });

  it('counts the unknowns of every period of the day', () => {
    const day = computeDayTotals([
      { meal_foodstuffs: [item(wholeMilk, 200), item(breadSlice, 25, 2)] },
      { meal_foodstuffs: [item(chicken, 120), item(wholeMilk, 100)] },
    ]);
    expect(day.unknown).toEqual({ calories: 2, proteins: 2, carbohydrates: 2, fats: 2, fiber: 3, sodium: 0 });
    expect(day.sums.calories).toBeCloseTo(314.8, 3); // 124 + 190.8: the milk adds nothing it does not know
  });

  it('is zero for an empty day', () => {
    expect(computeDailyKcal([])).toBe(0);
  });
});

describe('computeMacroSplit', () => {
  it('shares the energy of protein, carbohydrate and fat (4, 4 and 9 kcal/g)', () => {
    // 14.7 × 4 = 58.8; 74.3 × 4 = 297.2; 3.8 × 9 = 34.2; sum 390.2 → 15.1 %, 76.2 %, 8.8 %.
    const split = computeMacroSplit({
      calories: 386,
      proteins: 14.7,
      carbohydrates: 74.3,
      fats: 3.8,
      fiber: 0,
      sodium: 0,
    });
    expect(split).toEqual({ proteins: 15.1, carbohydrates: 76.2, fats: 8.8 });
  });

  it('is null when nothing brings energy', () => {
    expect(
      computeMacroSplit({ calories: 0, proteins: 0, carbohydrates: 0, fats: 0, fiber: 0, sodium: 0 }),
    ).toBeNull();
  });
});

describe('computeRequirementShare', () => {
  it('is the whole percentage of the requirement', () => {
    expect(computeRequirementShare(386, 2000)).toBe(19);
    expect(computeRequirementShare(2100, 2000)).toBe(105);
  });

  it('is null without a requirement', () => {
    expect(computeRequirementShare(386, null)).toBeNull();
    expect(computeRequirementShare(386, 0)).toBeNull();
  });
});
