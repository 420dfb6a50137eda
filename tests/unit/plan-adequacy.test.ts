// A plan of known TACO foods against the DRIs: each total recomputed by hand from alimentos.csv (per 100 g),
// each flag against the table of the life stage (lib/rules/dri). The same plan for a pregnant woman in her
// 2nd trimester reads other references.
import { describe, expect, it } from 'vitest';
import { computeDayComponentTotals } from '@/lib/rules/component-totals';
import { readComponents } from '@/lib/rules/food-components';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { type AdequacyPerson, assessPlanAdequacy } from '@/lib/rules/plan-adequacy';
import { readTacoFoodstuffs } from '@/upstream/src/seed/taco';

const taco = new Map(readTacoFoodstuffs().map((food) => [food.tacoNumber, food]));

function planned(tacoNumber: number, grams: number) {
  const food = taco.get(tacoNumber)!;
  return {
    baseline_weight: grams,
    quantity: 1,
    foodstuff: {
      baseline_weight: 100,
      nutrition_information: {
        calories: food.calories ?? null,
        proteins: food.proteins ?? null,
        carbohydrates: food.carbohydrates ?? null,
        sodium: food.sodium ?? null,
        fiber: food.fiber ?? null,
        fats: food.fats ?? null,
      },
      components: readComponents(food.components),
    },
  };
}

// 150 g of 'Arroz, integral, cozido' (1), 80 g of 'Feijão, carioca, cozido' (561), 130 g of 'Laranja, pêra,
// crua' (214).
const periods = [
  { meal_foodstuffs: [planned(1, 150), planned(561, 80)] },
  { meal_foodstuffs: [planned(214, 130)] },
];
const woman: AdequacyPerson = {
  sex: 'FEMALE',
  ageYears: 30,
  stage: { state: null, outdated: false },
  weightKg: 60,
};
const pregnant: AdequacyPerson = { ...woman, stage: { state: 'PREGNANT', weeks: 20, trimester: 2 } };

const assess = (person: AdequacyPerson) =>
  assessPlanAdequacy(computeDayTotals(periods), computeDayComponentTotals(periods), 3, person);
const row = (person: AdequacyPerson, nutrient: string) =>
  assess(person).rows.find((entry) => entry.nutrient === nutrient)!;

describe("a plan's day against the DRIs", () => {
  it('calcium: 5 × 1.5 + 27 × 0.8 + 22 × 1.3 = 57.7 mg, below the EAR of 800 of a woman of 30', () => {
    const calcium = row(woman, 'calcium');
    expect(calcium.total).toEqual({ kind: 'amount', amount: 57.7, partial: false });
    expect(calcium.reference).toMatchObject({ ear: 800, rda: 1000, ul: 2500 });
    expect(calcium.assessment).toEqual({ flag: 'BELOW_EAR', partial: false });
  });

  it('iron: 0.3 × 1.5 + 1.3 × 0.8 + 0.1 × 1.3 = 1.62 mg, below the EAR: 8.1 for her, 22 when pregnant', () => {
    expect(row(woman, 'iron').total).toEqual({ kind: 'amount', amount: 1.62, partial: false });
    expect(row(woman, 'iron').reference).toMatchObject({ ear: 8.1, rda: 18 });
    expect(row(pregnant, 'iron').reference).toMatchObject({ ear: 22, rda: 27 });
    expect(row(pregnant, 'iron').assessment.flag).toBe('BELOW_EAR');
  });

  it('vitamin C: 53.7 × 1.3 = 69.81 mg (rice not analysed, beans trace): between EAR and RDA, below the EAR when pregnant', () => {
    expect(row(woman, 'vitamin_c').total).toEqual({ kind: 'amount', amount: 69.81, partial: true });
    // EAR 60, RDA 75 for women of 19–30; EAR 70, RDA 85 in pregnancy at 19–30.
    expect(row(woman, 'vitamin_c').assessment).toEqual({ flag: 'BETWEEN_EAR_RDA', partial: true });
    expect(row(pregnant, 'vitamin_c').assessment).toEqual({ flag: 'BELOW_EAR', partial: true });
  });

  it('potassium has only an AI: 75 × 1.5 + 255 × 0.8 + 163 × 1.3 = 528.4 mg is below it, said so', () => {
    const potassium = row(woman, 'potassium');
    expect(potassium.total).toMatchObject({ amount: 528.4 });
    expect(potassium.reference).toMatchObject({ ear: null, ai: 2600 });
    expect(potassium.assessment.flag).toBe('BELOW_AI');
  });

  it('vitamin D, which TACO does not give, is unknown: no flag, never 0', () => {
    expect(row(woman, 'vitamin_d').total).toEqual({ kind: 'unknown' });
    expect(row(woman, 'vitamin_d').assessment.flag).toBeNull();
  });

  it('a trace-only total reads as trace, judged below any reference', () => {
    // Niacin: rice, beans and orange all Tr.
    expect(row(woman, 'niacin').total).toEqual({ kind: 'trace', partial: false });
    expect(row(woman, 'niacin').assessment.flag).toBe('BELOW_EAR');
  });

  it('protein per kg: (2.6 × 1.5 + 4.8 × 0.8 + 1 × 1.3) / 60 = 0.15 g/kg, below the EAR of 0.66', () => {
    expect(assess(woman).proteinPerKg).toMatchObject({ gramsPerKg: 0.15, flag: 'BELOW_EAR' });
  });

  it('macronutrients as % of the day kcal against the adult AMDR', () => {
    // kcal: 124 × 1.5 + 76 × 0.8 + 37 × 1.3 = 294.9, shown as 295; carbohydrate 25.8 × 1.5 + 13.6 × 0.8 +
    // 8.9 × 1.3 = 61.15 g, shown as 61.2: 61.2 × 4 / 295 = 82.98 → 83.0 % of the energy, judged as shown.
    const { macros } = assess(woman);
    expect(macros?.carbohydrates).toMatchObject({
      percent: 83,
      flag: 'ABOVE_AMDR',
      range: { min: 45, max: 65 },
    });
  });

  it('without a sex there is no life stage, and it says why', () => {
    expect(assess({ ...woman, sex: null })).toMatchObject({
      group: null,
      missing: 'sem sexo no perfil',
      rows: [],
    });
  });
});
