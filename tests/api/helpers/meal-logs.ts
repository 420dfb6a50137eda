// A logged meal of a given energy, written straight to the database: the summaries' and the dashboard's
// tests judge days by the calories logged, not by what was eaten.
import type { Db } from '@/upstream/src/db/client';
import { mealFoodstuffs, meals } from '@/upstream/src/db/schema';

/** One meal at `at` holding one food of `kcal` (and no other nutrient). */
export async function logMealOfCalories(
  db: Db,
  meal: { userId: number; foodstuffId: number; at: Date; kcal: number },
): Promise<void> {
  const [row] = await db
    .insert(meals)
    .values({ userId: meal.userId, dateTime: meal.at })
    .returning({ id: meals.id });
  if (!row) throw new Error('the meal was not inserted');
  await db.insert(mealFoodstuffs).values({
    mealId: row.id,
    foodstuffId: meal.foodstuffId,
    quantity: meal.kcal,
    calories: meal.kcal,
    proteins: 0,
    carbohydrates: 0,
    sodium: 0,
    fiber: 0,
    fats: 0,
  });
}
