// Every nutrient's Dietary Reference Intakes, read for one life-stage group. The nutrient names are the
// product's where it has one (proteins, carbohydrates, fiber, sodium), else the food table's in English.
import { CALCIUM, COPPER, IRON, MAGNESIUM, MANGANESE, PHOSPHORUS, POTASSIUM, SODIUM, ZINC } from './elements';
import { type LifeStageGroup, type PerGroup, pickForGroup } from './life-stage';
import { CARBOHYDRATES, FIBER, PROTEINS } from './macronutrients';
import type { NutrientTable, ReferenceUnit, UlScope } from './reference-types';
import { NIACIN, RIBOFLAVIN, THIAMINE, VITAMIN_A, VITAMIN_B6, VITAMIN_C, VITAMIN_D } from './vitamins';

export const DRI_TABLES = {
  calcium: CALCIUM,
  magnesium: MAGNESIUM,
  manganese: MANGANESE,
  phosphorus: PHOSPHORUS,
  iron: IRON,
  potassium: POTASSIUM,
  sodium: SODIUM,
  copper: COPPER,
  zinc: ZINC,
  vitamin_a: VITAMIN_A,
  vitamin_d: VITAMIN_D,
  thiamine: THIAMINE,
  riboflavin: RIBOFLAVIN,
  vitamin_b6: VITAMIN_B6,
  niacin: NIACIN,
  vitamin_c: VITAMIN_C,
  fiber: FIBER,
  carbohydrates: CARBOHYDRATES,
  proteins: PROTEINS,
} as const satisfies Record<string, NutrientTable>;

export type DriNutrient = keyof typeof DRI_TABLES;
export const DRI_NUTRIENTS = Object.keys(DRI_TABLES) as DriNutrient[];

/** One nutrient's references for one group; null where the DRIs set none or none was found (README.md). */
export interface NutrientReference {
  nutrient: DriNutrient;
  unit: ReferenceUnit;
  ear: number | null;
  rda: number | null;
  ai: number | null;
  ul: number | null;
  ulScope: UlScope | null;
  cdrr: number | null;
}

export function getNutrientReference(group: LifeStageGroup, nutrient: DriNutrient): NutrientReference {
  const table: NutrientTable = DRI_TABLES[nutrient];
  const read = (column: PerGroup<number | null> | null) =>
    column === null ? null : pickForGroup(column, group);
  const ul = read(table.ul);
  return {
    nutrient,
    unit: table.unit,
    ear: read(table.ear),
    rda: read(table.rda),
    ai: read(table.ai),
    ul,
    ulScope: ul === null ? null : table.ulScope,
    cdrr: read(table.cdrr),
  };
}
