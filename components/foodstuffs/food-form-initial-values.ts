// A catalogue food as the food form starts from it: to edit it, or to copy it ('Duplicar'). Read by the
// form's pages on the server.
import type { Foodstuff, Nutrient } from '@/lib/api/contract';
import { NUTRIENTS } from '@/lib/api/contract/values';
import { toDecimalFieldText } from '@/lib/format/numbers';
import { toComponentTexts } from './food-component-values';
import type { FoodFormValues } from './food-form-values';

export function fromFoodstuff(food: Foodstuff, options: { keepBarcode: boolean }): FoodFormValues {
  // An unknown value of the catalogue comes back marked unknown, not as a blank to fill in.
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((name) => {
      const value = food.nutrition_information[name];
      return [name, value === null ? null : toDecimalFieldText(value)];
    }),
  ) as Record<Nutrient, string | null>;
  return {
    name: food.name,
    patientName: food.patient_name ?? '',
    group: food.group,
    unitOfMeasurement: food.unit_of_measurement,
    baselineWeight: toDecimalFieldText(food.baseline_weight),
    // A copy cannot keep the barcode: barcodes are unique in the catalogue.
    barcode: options.keepBarcode ? (food.barcode ?? '') : '',
    brand: food.brand,
    photo:
      food.photo_id !== null && food.photo_url !== null ? { id: food.photo_id, url: food.photo_url } : null,
    nutrients,
    components: toComponentTexts(food.components),
  };
}
