// 'Converter para unidade' (spec 1 §4): a food measured by weight or volume becomes a food counted in
// units. Each nutrient is scaled from the old base weight to the weight of one unit, to one decimal; a
// nutrient whose value is unknown (not analysed) stays unknown.
import { mapNutrients, NUTRIENTS, type Nutrient } from './nutrients';

/** Every nutrient of a food is scaled. */
export const CONVERTIBLE_NUTRIENTS = NUTRIENTS;
export type ConvertibleNutrient = Nutrient;

export interface ConvertibleFood {
  unitOfMeasurement: string;
  /** Null while the field is empty. */
  baselineWeight: number | null;
  /** Undefined while the field is empty; null where the value is marked unknown, which is filled too. */
  nutrients: Record<ConvertibleNutrient, number | null | undefined>;
}

/** Rounds to one decimal without binary surprises (1.25 → 1.3, 0.05 → 0.1). */
export function roundToOneDecimal(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 10) / 10;
}

/** Only when the measure is not UNITS and the base weight and all six nutrients are filled (or unknown). */
export function canConvertToUnits(food: ConvertibleFood): boolean {
  if (food.unitOfMeasurement === 'UNITS') return false;
  if (food.baselineWeight === null || !(food.baselineWeight > 0)) return false;
  return CONVERTIBLE_NUTRIENTS.every((name) => food.nutrients[name] !== undefined);
}

/** nutrient × unit weight ÷ old base weight, rounded to 1 decimal; the unit weight becomes the base weight. */
export function convertToUnits(food: ConvertibleFood, unitWeight: number): ConvertibleFood {
  if (!canConvertToUnits(food)) throw new Error('This food cannot be converted to units');
  if (!(unitWeight > 0)) throw new Error('The weight of one unit must be positive');
  const baseline = food.baselineWeight as number;
  const nutrients = mapNutrients((name) => {
    const value = food.nutrients[name];
    return value == null ? null : roundToOneDecimal((value * unitWeight) / baseline);
  });
  return { unitOfMeasurement: 'UNITS', baselineWeight: unitWeight, nutrients };
}
