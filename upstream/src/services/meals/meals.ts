// Meals a patient logs in the mobile app: foods of the catalogue with quantities, at a date and time.
// Nutrients are copied into each logged food, so editing the catalogue never rewrites the past.
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { foodsWithoutValueSchema, type Meal, type MealInput, mealFoodstuffSchema } from '@/lib/api/contract';
import { LARGEST_STORED_AMOUNT, roundToThousandths } from '@/lib/rules/stored-amounts';
import { type Db, jsonArrayColumn, selectRows, timestampColumn } from '../../db/client';
import { foodstuffs, mealFoodstuffs, meals } from '../../db/schema';
import { invalidData, notFound } from '../../errors';
import { readInChunks } from '../../event-loop';
import { computeLoggedNutrients } from './nutrients';

const mealRowSchema = z.object({
  id: z.number().int(),
  date_time: timestampColumn,
  total_of_calories: z.number(),
  total_of_proteins: z.number(),
  total_of_sodium: z.number(),
  total_of_carbohydrates: z.number(),
  foods_without_value: foodsWithoutValueSchema,
  foodstuffs: jsonArrayColumn(mealFoodstuffSchema),
});

/**
 * Meals with their foods and totals, summed by the database, in time order. A sum adds the known values
 * (SQL's sum skips NULL) and the foods without one are counted beside it, so the answer can say it is partial.
 */
async function selectMeals(db: Db, where: SQL): Promise<Meal[]> {
  const rows = await selectRows(
    db,
    sql`select m.id, m.date_time,
          coalesce(sum(mf.calories), 0)::float8 as total_of_calories,
          coalesce(sum(mf.proteins), 0)::float8 as total_of_proteins,
          coalesce(sum(mf.sodium), 0)::float8 as total_of_sodium,
          coalesce(sum(mf.carbohydrates), 0)::float8 as total_of_carbohydrates,
          json_build_object(
            'calories', count(mf.id) filter (where mf.calories is null),
            'proteins', count(mf.id) filter (where mf.proteins is null),
            'sodium', count(mf.id) filter (where mf.sodium is null),
            'carbohydrates', count(mf.id) filter (where mf.carbohydrates is null)
          ) as foods_without_value,
          coalesce(json_agg(json_build_object(
            'id', mf.id, 'foodstuff_id', mf.foodstuff_id, 'quantity', mf.quantity::float8,
            'calories', mf.calories::float8, 'proteins', mf.proteins::float8,
            'carbohydrates', mf.carbohydrates::float8, 'sodium', mf.sodium::float8,
            'foodstuff', json_build_object('id', f.id, 'name', f.name, 'photo_url', p.url,
              'unit_of_measurement', f.unit_of_measurement)
          ) order by mf.id) filter (where mf.id is not null), '[]'::json) as foodstuffs
        from meals m
        left join meal_foodstuffs mf on mf.meal_id = m.id
        left join foodstuffs f on f.id = mf.foodstuff_id
        left join foodstuff_photos p on p.id = f.photo_id
        where ${where}
        group by m.id
        order by m.date_time, m.id`,
    mealRowSchema,
  );
  return rows.map((row) => ({
    id: row.id,
    date_time: new Date(row.date_time).toISOString(),
    total_of_calories: row.total_of_calories,
    total_of_proteins: row.total_of_proteins,
    total_of_sodium: row.total_of_sodium,
    total_of_carbohydrates: row.total_of_carbohydrates,
    foods_without_value: row.foods_without_value,
    foodstuffs: row.foodstuffs,
  }));
}

/** A patient's meals on the calendar days [fromDate, toDate) of the zone, served by meals_user_date_idx. */
export function listMealsBetween(db: Db, userId: number, fromDate: string, toDate: string, timeZone: string) {
  return selectMeals(
    db,
    sql`m.user_id = ${userId}
        and m.date_time >= (${fromDate}::date)::timestamp at time zone ${timeZone}
        and m.date_time < (${toDate}::date)::timestamp at time zone ${timeZone}`,
  );
}

/** Meals read per query in her export: years of logs are thousands of meals. */
const MEALS_PER_READ = 60;

/**
 * Every meal the patient ever logged, in time order (her export): the ids first, then the meals a few
 * hundred at a time, so years of logs never hold the database or the event loop in one long read.
 */
export async function listAllMeals(db: Db, userId: number): Promise<Meal[]> {
  const ids = await db
    .select({ id: meals.id })
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.dateTime), asc(meals.id));
  return readInChunks(
    ids.map((row) => row.id),
    MEALS_PER_READ,
    (chunk) =>
      selectMeals(
        db,
        sql`m.id in (${sql.join(
          chunk.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
  );
}

export async function getMealOrThrow(db: Db, userId: number, mealId: number): Promise<Meal> {
  const [meal] = await selectMeals(db, sql`m.id = ${mealId} and m.user_id = ${userId}`);
  if (!meal) throw notFound('Refeição');
  return meal;
}

async function snapshotFoods(db: Db, input: MealInput['foodstuffs']) {
  const ids = [...new Set(input.map((item) => item.foodstuff_id))];
  const found = await db
    .select()
    .from(foodstuffs)
    .where(and(inArray(foodstuffs.id, ids), isNull(foodstuffs.archivedAt)));
  const byId = new Map(found.map((food) => [food.id, food]));
  return input.map((item) => {
    const food = byId.get(item.foodstuff_id);
    if (!food) throw invalidData(`O alimento ${item.foodstuff_id} não existe.`);
    // The nutrients of the quantity as it is stored (thousandths), so the two always agree.
    const quantity = roundToThousandths(item.quantity);
    const nutrients = computeLoggedNutrients(food, quantity);
    if (Object.values(nutrients).some((amount) => amount !== null && amount > LARGEST_STORED_AMOUNT)) {
      throw invalidData('A quantidade informada é grande demais para este alimento.');
    }
    return { foodstuffId: food.id, quantity, ...nutrients };
  });
}

/** Meals are things eaten: a few minutes of clock drift are allowed, the future is not. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

function readMealInstant(input: MealInput, now: Date): Date {
  const instant = new Date(input.date_time);
  if (instant.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw invalidData('A refeição não pode estar no futuro.');
  }
  return instant;
}

export async function createMeal(db: Db, userId: number, input: MealInput, now: Date): Promise<Meal> {
  const dateTime = readMealInstant(input, now);
  const items = await snapshotFoods(db, input.foodstuffs);
  const mealId = await db.transaction(async (tx) => {
    const [meal] = await tx.insert(meals).values({ userId, dateTime }).returning({ id: meals.id });
    if (!meal) throw new Error('The meal was not inserted');
    await tx.insert(mealFoodstuffs).values(items.map((item) => ({ mealId: meal.id, ...item })));
    return meal.id;
  });
  return getMealOrThrow(db, userId, mealId);
}

/** Replaces the meal's time and foods; the foods get today's catalogue nutrients. */
export async function updateMeal(db: Db, userId: number, mealId: number, input: MealInput, now: Date) {
  const dateTime = readMealInstant(input, now);
  const items = await snapshotFoods(db, input.foodstuffs);
  await db.transaction(async (tx) => {
    const [meal] = await tx
      .update(meals)
      .set({ dateTime, updatedAt: now })
      .where(and(eq(meals.id, mealId), eq(meals.userId, userId)))
      .returning({ id: meals.id });
    if (!meal) throw notFound('Refeição');
    await tx.delete(mealFoodstuffs).where(eq(mealFoodstuffs.mealId, mealId));
    await tx.insert(mealFoodstuffs).values(items.map((item) => ({ mealId, ...item })));
  });
  return getMealOrThrow(db, userId, mealId);
}

export async function deleteMeal(db: Db, userId: number, mealId: number): Promise<void> {
  const deleted = await db
    .delete(meals)
    .where(and(eq(meals.id, mealId), eq(meals.userId, userId)))
    .returning({ id: meals.id });
  if (deleted.length === 0) throw notFound('Refeição');
}
