// 'Converter para unidade' on the food form's values: loaded with the fields that offer it and its dialog.
import type { Nutrient } from '@/lib/api/contract';
import { NUTRIENTS } from '@/lib/api/contract/values';
import { toDecimalFieldText } from '@/lib/format/numbers';
import { type ConvertibleFood, canConvertToUnits, convertToUnits } from '@/lib/rules/unit-conversion';
import { scaleComponentTexts } from './food-component-values';
import { type FoodFormValues, typedAmount } from './food-form-values';

function toConvertible(values: FoodFormValues): ConvertibleFood {
  // Marked unknown is null (filled, and stays unknown); an empty or incomplete field is undefined (not filled).
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((name) => {
      const text = values.nutrients[name];
      return [name, text === null ? null : (typedAmount(text) ?? undefined)];
    }),
  ) as ConvertibleFood['nutrients'];
  return {
    unitOfMeasurement: values.unitOfMeasurement,
    baselineWeight: typedAmount(values.baselineWeight),
    nutrients,
  };
}

export function canConvertFormToUnits(values: FoodFormValues): boolean {
  return values.unitOfMeasurement !== '' && canConvertToUnits(toConvertible(values));
}

/** The form after 'Converter para unidade': nutrients per unit, base weight the unit's weight, measure UNITS. */
export function convertFormToUnits(values: FoodFormValues, unitWeight: number): FoodFormValues {
  const converted = convertToUnits(toConvertible(values), unitWeight);
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((name) => {
      const value = converted.nutrients[name];
      return [name, value == null ? null : toDecimalFieldText(value)];
    }),
  ) as Record<Nutrient, string | null>;
  return {
    ...values,
    unitOfMeasurement: 'UNITS',
    baselineWeight: toDecimalFieldText(converted.baselineWeight),
    nutrients,
    components: scaleComponentTexts(values.components, unitWeight, typedAmount(values.baselineWeight) ?? 1),
  };
}
