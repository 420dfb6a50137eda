// Foods a plan being saved copies from one of her patients' plans or from one of her templates. Each comes
// with the values its source kept, so a plan started from a template or another plan totals what its source
// did, whatever the catalogue has changed or archived since, and brings its substitutions along. A source
// she may not read is none at all.
import { and, eq, inArray } from 'drizzle-orm';
import type { CopiedFoodSource, MealPlanPeriodInput } from '@/lib/api/contract';
import { mapNutrients } from '@/lib/rules/nutrients';
import type { Db } from '../../db/client';
import { mealPeriods, mealPlanFoodstuffs, mealPlans, mealPlanTemplates } from '../../db/schema';
import { isPatientOf } from '../patients/patients';
import { type FoodValues, keptValuesOf } from './meal-plan-foods';
import { readSubstitutionRows, type SubstitutionCopy, toSubstitutionCopy } from './substitution-rows';

export interface CopiedFood {
  foodstuffId: number;
  values: FoodValues;
  /** Her name for the food on the plan or template it comes from. */
  patientName: string | null;
  substitutions: SubstitutionCopy[];
}

export function copySourceKey(source: CopiedFoodSource): string {
  return 'meal_plan_foodstuff_id' in source
    ? `plan:${source.meal_plan_foodstuff_id}`
    : `template:${source.meal_plan_template_id}:${source.position}`;
}

function valuesOfRow(row: typeof mealPlanFoodstuffs.$inferSelect): FoodValues {
  return {
    unitOfMeasurement: row.unitOfMeasurement,
    referenceWeight: row.referenceWeight,
    ...mapNutrients((nutrient) => row[nutrient]),
    components: row.components,
  };
}

async function loadFromPlans(db: Db, authorId: number, ids: number[], found: Map<string, CopiedFood>) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ item: mealPlanFoodstuffs, patientId: mealPlans.patientId })
    .from(mealPlanFoodstuffs)
    .innerJoin(mealPeriods, eq(mealPeriods.id, mealPlanFoodstuffs.mealPeriodId))
    .innerJoin(mealPlans, eq(mealPlans.id, mealPeriods.mealPlanId))
    .where(inArray(mealPlanFoodstuffs.id, ids));
  // Decided here, not by the route's rule: the sources are the body's, one per food, and one she may not read
  // is left out (no copy, as if it did not exist) rather than refusing the whole save.
  const followed = new Set<number>();
  for (const patientId of new Set(rows.map((row) => row.patientId))) {
    if (await isPatientOf(db, authorId, patientId)) followed.add(patientId);
  }
  const readable = rows.filter((row) => followed.has(row.patientId)).map((row) => row.item);
  const substitutions = await readSubstitutionRows(
    db,
    readable.map((item) => item.id),
  );
  for (const item of readable) {
    const key = copySourceKey({ meal_plan_foodstuff_id: item.id });
    const copies = substitutions
      .filter((row) => row.mealPlanFoodstuffId === item.id)
      .sort((a, b) => a.id - b.id)
      .map(({ id: _, mealPlanFoodstuffId: __, ...copy }) => copy);
    found.set(key, {
      foodstuffId: item.foodstuffId,
      values: valuesOfRow(item),
      patientName: item.patientName,
      substitutions: copies,
    });
  }
}

async function loadFromTemplates(db: Db, authorId: number, ids: number[], found: Map<string, CopiedFood>) {
  if (ids.length === 0) return;
  const templates = await db
    .select({ id: mealPlanTemplates.id, mealPeriods: mealPlanTemplates.mealPeriods })
    .from(mealPlanTemplates)
    .where(and(inArray(mealPlanTemplates.id, ids), eq(mealPlanTemplates.nutritionistId, authorId)));
  for (const template of templates) {
    const foods = template.mealPeriods.flatMap((period) => period.meal_foodstuffs);
    for (const [position, food] of foods.entries()) {
      const key = copySourceKey({ meal_plan_template_id: template.id, position });
      const substitutions = (food.substitutions ?? []).map(toSubstitutionCopy);
      found.set(key, {
        foodstuffId: food.foodstuff_id,
        values: keptValuesOf(food.foodstuff),
        // Templates kept before 0033 hold none.
        patientName: food.patient_name ?? null,
        substitutions,
      });
    }
  }
}

/** The copied foods of the periods that `authorId` may copy, by their source's key. */
export async function loadCopiedFoods(
  db: Db,
  authorId: number,
  periods: readonly MealPlanPeriodInput[],
): Promise<Map<string, CopiedFood>> {
  const sources = periods.flatMap((period) =>
    period.meal_foodstuffs.flatMap((food) => (food.copied_from ? [food.copied_from] : [])),
  );
  const planIds = new Set<number>();
  const templateIds = new Set<number>();
  for (const source of sources) {
    if ('meal_plan_foodstuff_id' in source) planIds.add(source.meal_plan_foodstuff_id);
    else templateIds.add(source.meal_plan_template_id);
  }
  const found = new Map<string, CopiedFood>();
  await loadFromPlans(db, authorId, [...planIds], found);
  await loadFromTemplates(db, authorId, [...templateIds], found);
  return found;
}
