import { describe, expect, it } from 'vitest';
import {
  type ConvertibleFood,
  canConvertToUnits,
  convertToUnits,
  roundToOneDecimal,
} from '@/lib/rules/unit-conversion';

const banana: ConvertibleFood = {
  unitOfMeasurement: 'GRAMS',
  baselineWeight: 100,
  nutrients: { calories: 98, proteins: 1.3, carbohydrates: 26, sodium: 0, fiber: 2, fats: 0.1 },
};

describe('unit conversion', () => {
  it('is available only for a measure other than UNITS with base weight and all six nutrients filled', () => {
    expect(canConvertToUnits(banana)).toBe(true);
    expect(canConvertToUnits({ ...banana, unitOfMeasurement: 'MILLILITERS' })).toBe(true);
    expect(canConvertToUnits({ ...banana, unitOfMeasurement: 'UNITS' })).toBe(false);
    expect(canConvertToUnits({ ...banana, baselineWeight: null })).toBe(false);
    expect(canConvertToUnits({ ...banana, baselineWeight: 0 })).toBe(false);
    expect(canConvertToUnits({ ...banana, nutrients: { ...banana.nutrients, fiber: undefined } })).toBe(
      false,
    );
    // Marked unknown is filled: it stays unknown per unit.
    expect(canConvertToUnits({ ...banana, nutrients: { ...banana.nutrients, fiber: null } })).toBe(true);
    expect(
      convertToUnits({ ...banana, nutrients: { ...banana.nutrients, fiber: null } }, 86).nutrients.fiber,
    ).toBeNull();
  });

  it('scales each nutrient by unit weight over the old base weight, to one decimal, and becomes UNITS', () => {
    expect(convertToUnits(banana, 86)).toEqual({
      unitOfMeasurement: 'UNITS',
      baselineWeight: 86,
      // 98 × 86 ÷ 100 = 84.28; 1.3 × 0.86 = 1.118; 26 × 0.86 = 22.36; 2 × 0.86 = 1.72; 0.1 × 0.86 = 0.086
      nutrients: { calories: 84.3, proteins: 1.1, carbohydrates: 22.4, sodium: 0, fiber: 1.7, fats: 0.1 },
    });
  });

  it('works from any base weight, not only 100', () => {
    const juice: ConvertibleFood = {
      unitOfMeasurement: 'MILLILITERS',
      baselineWeight: 200,
      nutrients: { calories: 130, proteins: 0.6, carbohydrates: 32, sodium: 10, fiber: 0, fats: 0 },
    };
    expect(convertToUnits(juice, 300).nutrients).toEqual({
      calories: 195,
      proteins: 0.9,
      carbohydrates: 48,
      sodium: 15,
      fiber: 0,
      fats: 0,
    });
  });

  it('refuses what the modal never allows', () => {
    expect(() => convertToUnits({ ...banana, unitOfMeasurement: 'UNITS' }, 50)).toThrow();
    expect(() => convertToUnits(banana, 0)).toThrow();
  });

  it('rounds halves up without binary surprises', () => {
    expect(roundToOneDecimal(1.25)).toBe(1.3);
    expect(roundToOneDecimal(0.05)).toBe(0.1);
    expect(roundToOneDecimal(2.449)).toBe(2.4);
    expect(roundToOneDecimal(1.005)).toBe(1);
  });
});
