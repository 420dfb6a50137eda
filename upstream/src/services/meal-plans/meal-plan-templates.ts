// A nutritionist's library of meal plan templates. A template is a copy of one of her patients' plans: its
// meals, times, notes and guidance, and each food with its amount and the values the plan kept for it (as
// versions keep them), so later catalogue edits never change a template. Read back, each food says whether
// the catalogue has changed or archived it since (as plans do); a plan started from a template takes each
// food with the values the template kept (services/meal-plans/copied-plan-foods), archived or not. A food a template
// holds is archived, never deleted, by the catalogue (services/catalogue/foodstuffs). A template is its author's only:
// any other id is 404.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateMealPlanTemplateRequest,
  MAX_MEAL_PLAN_TEMPLATES,
  type MealPlanTemplate,
  type MealPlanTemplateList,
} from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { foodstuffPhotos, foodstuffs, mealPlanTemplates } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { lockUserRow } from '../../infra/user-lock';
import { keptValuesOf, toPlanFoodstuff } from './meal-plan-foods';
import { getMealPlanOrThrow } from './meal-plans';

type TemplateRow = typeof mealPlanTemplates.$inferSelect;

const tooMany = () =>
  new ApiError(
    409,
    'TOO_MANY_TEMPLATES',
    `A biblioteca guarda até ${MAX_MEAL_PLAN_TEMPLATES} modelos. Exclua um modelo para salvar outro.`,
  );

/** GET …/meal-plan-templates: her templates, newest first, with how many meals and foods each holds. */
export async function listMealPlanTemplates(db: Db, nutritionistId: number): Promise<MealPlanTemplateList> {
  const rows = await db
    .select()
    .from(mealPlanTemplates)
    .where(eq(mealPlanTemplates.nutritionistId, nutritionistId))
    .orderBy(desc(mealPlanTemplates.createdAt), desc(mealPlanTemplates.id));
  return {
    templates: rows.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      meal_count: row.mealPeriods.length,
      food_count: row.mealPeriods.reduce((sum, period) => sum + period.meal_foodstuffs.length, 0),
    })),
  };
}

/** The template's foods as the catalogue holds them today: archived, changed, renamed or with a new photo. */
async function toTemplate(db: Db, row: TemplateRow): Promise<MealPlanTemplate> {
  const ids = [
    ...new Set(row.mealPeriods.flatMap((period) => period.meal_foodstuffs.map((f) => f.foodstuff_id))),
  ];
  const catalogue =
    ids.length === 0
      ? []
      : await db
          .select({ food: foodstuffs, photoUrl: foodstuffPhotos.url })
          .from(foodstuffs)
          .leftJoin(foodstuffPhotos, eq(foodstuffPhotos.id, foodstuffs.photoId))
          .where(inArray(foodstuffs.id, ids));
  const byId = new Map(catalogue.map((entry) => [entry.food.id, entry]));
  let position = 0;
  return {
    id: row.id,
    nutritionist_id: row.nutritionistId,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    guidance: row.guidance,
    meal_periods: row.mealPeriods.map((period) => ({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.map((item) => {
        const current = byId.get(item.foodstuff_id);
        // Foods are archived, never deleted, while a plan uses them; a missing one stays as it was kept.
        const foodstuff = current
          ? toPlanFoodstuff(keptValuesOf(item.foodstuff), current.food, current.photoUrl)
          : { ...item.foodstuff, archived: true };
        position += 1;
        return { position: position - 1, ...item, foodstuff };
      }),
    })),
  };
}

/** GET …/meal-plan-templates/{templateId}: one of hers, or 404. */
export async function getMealPlanTemplateOrThrow(
  db: Db,
  nutritionistId: number,
  templateId: number,
): Promise<MealPlanTemplate> {
  const [row] = await db
    .select()
    .from(mealPlanTemplates)
    .where(and(eq(mealPlanTemplates.id, templateId), eq(mealPlanTemplates.nutritionistId, nutritionistId)));
  if (!row) throw notFound('Modelo');
  return toTemplate(db, row);
}

/**
 * POST …/meal-plan-templates: the plan (already checked to be one of her patients') copied under a name.
 * Her row is locked while counting, so racing saves never pass the limit together.
 */
export async function createMealPlanTemplate(
  db: Db,
  nutritionistId: number,
  input: CreateMealPlanTemplateRequest,
): Promise<MealPlanTemplate> {
  const plan = await getMealPlanOrThrow(db, input.meal_plan_id);
  const row = await db.transaction(async (tx) => {
    await lockUserRow(tx, nutritionistId);
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(mealPlanTemplates)
      .where(eq(mealPlanTemplates.nutritionistId, nutritionistId))) as [{ total: number }];
    if (total >= MAX_MEAL_PLAN_TEMPLATES) throw tooMany();
    const [inserted] = await tx
      .insert(mealPlanTemplates)
      .values({
        nutritionistId,
        name: input.name,
        guidance: plan.guidance,
        mealPeriods: plan.meal_periods.map((period) => ({
          period: period.period,
          time: period.time,
          notes: period.notes,
          meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
            foodstuff_id: food.foodstuff_id,
            baseline_weight: food.baseline_weight,
            quantity: food.quantity,
            measure_name: food.measure_name ?? null,
            patient_name: food.patient_name ?? null,
            foodstuff: food.foodstuff,
            substitutions: food.substitutions ?? [],
          })),
        })),
      })
      .returning();
    return inserted!;
  });
  return toTemplate(db, row);
}

/** PATCH …/meal-plan-templates/{templateId}: one of hers under a new name, or 404. */
export async function renameMealPlanTemplate(
  db: Db,
  nutritionistId: number,
  templateId: number,
  name: string,
): Promise<MealPlanTemplate> {
  const [row] = await db
    .update(mealPlanTemplates)
    .set({ name })
    .where(and(eq(mealPlanTemplates.id, templateId), eq(mealPlanTemplates.nutritionistId, nutritionistId)))
    .returning();
  if (!row) throw notFound('Modelo');
  return toTemplate(db, row);
}

/** DELETE …/meal-plan-templates/{templateId}: one of hers, or 404. */
export async function deleteMealPlanTemplate(
  db: Db,
  nutritionistId: number,
  templateId: number,
): Promise<void> {
  const deleted = await db
    .delete(mealPlanTemplates)
    .where(and(eq(mealPlanTemplates.id, templateId), eq(mealPlanTemplates.nutritionistId, nutritionistId)))
    .returning({ id: mealPlanTemplates.id });
  if (deleted.length === 0) throw notFound('Modelo');
}

/** Whether any template holds the food: the catalogue then archives it instead of deleting it. */
export async function isFoodstuffInTemplates(db: Db, foodstuffId: number): Promise<boolean> {
  const holding = JSON.stringify([{ meal_foodstuffs: [{ foodstuff_id: foodstuffId }] }]);
  const [row] = await db
    .select({ id: mealPlanTemplates.id })
    .from(mealPlanTemplates)
    .where(sql`${mealPlanTemplates.mealPeriods} @> ${holding}::jsonb`)
    .limit(1);
  return row !== undefined;
}
