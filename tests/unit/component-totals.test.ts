// A plan's components added up by hand from TACO's values (alimentos.csv, per 100 g): unknown and trace are
// never summed as numbers, and a sum that met them says so.
import { describe, expect, it } from 'vitest';
import { computeDayComponentTotals, readComponentSum } from '@/lib/rules/component-totals';
import { readComponents, type StoredComponents } from '@/lib/rules/food-components';

const food = (grams: number, components: StoredComponents | null) => ({
  baseline_weight: grams,
  quantity: 1,
  foodstuff: {
    baseline_weight: 100,
    nutrition_information: {},
    components: components === null ? null : readComponents(components),
  },
});

// TACO 1 'Arroz, integral, cozido': calcium 5, iron 0.3, riboflavin Tr, vitamin C NA.
const rice = { calcium: 5, iron: 0.3, riboflavin: 'trace', niacin: 'trace' } as const;
// TACO 561 'Feijão, carioca, cozido': calcium 27, iron 1.3, riboflavin, niacin and vitamin C Tr.
const beans = { calcium: 27, iron: 1.3, riboflavin: 'trace', niacin: 'trace', vitamin_c: 'trace' } as const;
// TACO 214 'Laranja, pêra, crua': calcium 22, iron 0.1, riboflavin 0.02, niacin Tr, vitamin C 53.7.
const orange = { calcium: 22, iron: 0.1, riboflavin: 0.02, niacin: 'trace', vitamin_c: 53.7 } as const;

describe('the components of a plan', () => {
  const day = computeDayComponentTotals([
    { meal_foodstuffs: [food(150, rice), food(80, beans)] },
    { meal_foodstuffs: [food(180, orange)] },
  ]);

  it('adds each portion: 150 g of rice, 80 g of beans and 180 g of orange', () => {
    // 5 × 1.5 + 27 × 0.8 + 22 × 1.8 = 7.5 + 21.6 + 39.6
    expect(readComponentSum(day.calcium)).toEqual({ kind: 'amount', amount: 68.7, partial: false });
    // 0.3 × 1.5 + 1.3 × 0.8 + 0.1 × 1.8 = 0.45 + 1.04 + 0.18
    expect(readComponentSum(day.iron)).toEqual({ kind: 'amount', amount: 1.67, partial: false });
  });

  it('a trace adds nothing and is counted; traces alone read as trace, never as 0', () => {
    // 0.02 × 1.8: the traces of rice and beans add nothing.
    expect(day.riboflavin).toMatchObject({ amount: 0.036, traces: 2, unknown: 0 });
    expect(readComponentSum(day.niacin)).toEqual({ kind: 'trace', partial: false });
  });

  it('a food without a value makes the sum partial; with no value at all the sum is unknown', () => {
    expect(readComponentSum(day.vitamin_c)).toEqual({ kind: 'amount', amount: 96.66, partial: true });
    // Rice's vitamin C was not analysed; the beans' is a trace.
    expect(day.vitamin_c).toMatchObject({ unknown: 1, traces: 1 });
    expect(readComponentSum(day.cholesterol)).toEqual({ kind: 'unknown' });
  });

  it('a food kept before plans had components counts as unknown in every sum', () => {
    const old = computeDayComponentTotals([{ meal_foodstuffs: [food(100, null), food(100, orange)] }]);
    expect(readComponentSum(old.calcium)).toEqual({ kind: 'amount', amount: 22, partial: true });
    expect(
      readComponentSum(computeDayComponentTotals([{ meal_foodstuffs: [food(100, null)] }]).zinc),
    ).toEqual({
      kind: 'unknown',
    });
  });
});
