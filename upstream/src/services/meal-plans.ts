// Meal plans in the contract's shape, assembled from plans, periods and their foods in three queries.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { MealPlan } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { foodstuffPhotos, foodstuffs, mealPeriods, mealPlanFoodstuffs, mealPlans } from '../db/schema';

export async function listMealPlansOfPatient(db: Db, patientId: number): Promise<MealPlan[]> {
  const plans = await db
    .select()
    .from(mealPlans)
    .where(eq(mealPlans.patientId, patientId))
    .orderBy(desc(mealPlans.createdAt));
  if (plans.length === 0) return [];
  const periods = await db
    .select()
    .from(mealPeriods)
    .where(
      inArray(
        mealPeriods.mealPlanId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(asc(mealPeriods.id));
  const items =
    periods.length === 0
      ? []
      : await db
          .select({ item: mealPlanFoodstuffs, food: foodstuffs, photoUrl: foodstuffPhotos.url })
          .from(mealPlanFoodstuffs)
          .innerJoin(foodstuffs, eq(foodstuffs.id, mealPlanFoodstuffs.foodstuffId))
          .leftJoin(foodstuffPhotos, eq(foodstuffPhotos.id, foodstuffs.photoId))
          .where(
            inArray(
              mealPlanFoodstuffs.mealPeriodId,
              periods.map((period) => period.id),
            ),
          )
          .orderBy(asc(mealPlanFoodstuffs.id));

  return plans.map((plan) => ({
    id: plan.id,
    nutritionist_id: plan.nutritionistId,
    patient_id: plan.patientId,
    status: plan.status,
    start_date: plan.startDate,
    end_date: plan.endDate,
    updated_at: plan.updatedAt.toISOString(),
    meal_periods: periods
      .filter((period) => period.mealPlanId === plan.id)
      .map((period) => ({
        id: period.id,
        period: period.period,
        meal_foodstuffs: items
          .filter(({ item }) => item.mealPeriodId === period.id)
          .map(({ item, food, photoUrl }) => ({
            id: item.id,
            foodstuff_id: item.foodstuffId,
            baseline_weight: item.baselineWeight,
            quantity: item.quantity,
            foodstuff: {
              id: food.id,
              name: food.name,
              photo_url: photoUrl,
              group: food.group,
              unit_of_measurement: food.unitOfMeasurement,
              baseline_weight: food.baselineWeight,
              nutrition_information: {
                calories: food.calories,
                proteins: food.proteins,
                carbohydrates: food.carbohydrates,
              },
            },
          })),
      })),
  }));
}
