// The values a plan keeps of each food it uses, copied from the catalogue when the food is put in the plan,
// and the food as a plan shows it (those values, plus whether the catalogue has changed or archived it).
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PlanFoodstuff } from '@/lib/api/contract';
import { readComponents, storeComponents } from '@/lib/rules/food-components';
import { PLAN_NUTRIENTS } from '@/lib/rules/meal-plan-totals';
import { mapNutrients, type Nutrient } from '@/lib/rules/nutrients';
import type { foodstuffs, mealPlanFoodstuffs } from '../../db/schema';
import type { NutrientSource } from '../meals/nutrients';

type CatalogueFood = NutrientSource & Pick<typeof foodstuffs.$inferSelect, 'components'>;
type PlannedFoodRow = typeof mealPlanFoodstuffs.$inferSelect;
export type FoodValues = Pick<
  PlannedFoodRow,
  'unitOfMeasurement' | 'referenceWeight' | Nutrient | 'components'
>;

/** The catalogue's columns a plan shows of a food (in toPlanFoodstuff). */
type PlanFoodColumn =
  | 'id'
  | 'name'
  | 'patientName'
  | 'group'
  | 'archivedAt'
  | 'unitOfMeasurement'
  | 'baselineWeight'
  | 'components'
  | Nutrient;

/**
 * Those columns of `foodstuffs` or an alias of it, for a query of plans: not the search columns, the
 * barcode or the dates, which a plan's rows would otherwise carry and parse for every food it holds.
 */
export function planFoodColumns<Table extends Record<PlanFoodColumn, AnyPgColumn>>(
  table: Table,
): Pick<Table, PlanFoodColumn> {
  return {
    id: table.id,
    name: table.name,
    patientName: table.patientName,
    group: table.group,
    archivedAt: table.archivedAt,
    unitOfMeasurement: table.unitOfMeasurement,
    baselineWeight: table.baselineWeight,
    components: table.components,
    ...mapNutrients((nutrient) => table[nutrient]),
  };
}

/** The catalogue's current values of a food, as a plan keeps them. */
export function copyFoodValues(food: CatalogueFood): FoodValues {
  return {
    unitOfMeasurement: food.unitOfMeasurement,
    referenceWeight: food.baselineWeight,
    ...mapNutrients((nutrient) => food[nutrient]),
    components: food.components,
  };
}

/** The nutrients a plan kept of a food (null: not analysed), as the shared rules read them. */
export function keptNutrients(values: FoodValues) {
  return mapNutrients((nutrient) => values[nutrient]);
}

/** The values a plan kept of a food, read back from the food as the plan shows it (a version's, say). */
export function keptValuesOf(food: PlanFoodstuff): FoodValues {
  return {
    unitOfMeasurement: food.unit_of_measurement,
    referenceWeight: food.baseline_weight,
    ...mapNutrients((nutrient) => food.nutrition_information[nutrient]),
    components: food.components ? storeComponents(food.components) : null,
  };
}

/** Whether two stored component maps hold the same values. */
function sameComponents(a: FoodValues['components'] & object, b: FoodValues['components'] & object) {
  const left = readComponents(a);
  const right = readComponents(b);
  return Object.entries(left).every(([key, value]) => right[key as keyof typeof right] === value);
}

/**
 * Whether the catalogue holds other values for the food than the plan kept. A plan kept before the catalogue
 * had components (null) is not changed by their arrival: its saved values stand, its components unknown.
 */
export function hasCatalogueChanged(kept: FoodValues, food: CatalogueFood): boolean {
  if (kept.unitOfMeasurement !== food.unitOfMeasurement) return true;
  if (kept.referenceWeight !== food.baselineWeight) return true;
  if (kept.components !== null && !sameComponents(kept.components, food.components)) return true;
  return PLAN_NUTRIENTS.some((nutrient) => kept[nutrient] !== food[nutrient]);
}

/** A food of the catalogue as a plan reads it (planFoodColumns). */
export type PlanCatalogueFood = Pick<typeof foodstuffs.$inferSelect, PlanFoodColumn>;

export function toPlanFoodstuff(
  kept: FoodValues,
  food: PlanCatalogueFood,
  photoUrl: string | null,
): PlanFoodstuff {
  return {
    id: food.id,
    name: food.name,
    patient_name: food.patientName,
    photo_url: photoUrl,
    group: food.group,
    unit_of_measurement: kept.unitOfMeasurement,
    baseline_weight: kept.referenceWeight,
    nutrition_information: mapNutrients((nutrient) => kept[nutrient]),
    components: kept.components === null ? null : readComponents(kept.components),
    archived: food.archivedAt !== null,
    catalogue_changed: hasCatalogueChanged(kept, food),
  };
}
