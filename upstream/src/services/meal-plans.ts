// Meal plans in the contract's shape, assembled from plans, periods and their foods in three queries.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { MealPlan, MealPlanDetail } from '@/lib/api/contract';
import { sortPeriodsByDay } from '@/lib/rules/meal-plan-rules';
import type { Db } from '../db/client';
import {
  foodstuffPhotos,
  foodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlans,
  nutritionistDetails,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';
import { toPlanFoodstuff } from './meal-plan-foods';

async function loadMealPlans(db: Db, where: SQL | undefined): Promise<MealPlan[]> {
  // The ACTIVE plan first, then the history from the newest.
  const plans = await db
    .select()
    .from(mealPlans)
    .where(where)
    .orderBy(asc(mealPlans.status), desc(mealPlans.createdAt), desc(mealPlans.id));
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
    meal_periods: sortPeriodsByDay(
      periods
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
              foodstuff: toPlanFoodstuff(item, food, photoUrl),
            })),
        })),
    ),
  }));
}

/** Every plan of the patient: the ACTIVE one first, then the INACTIVE ones from the newest. */
export function listMealPlansOfPatient(db: Db, patientId: number): Promise<MealPlan[]> {
  return loadMealPlans(db, eq(mealPlans.patientId, patientId));
}

export async function findActiveMealPlan(db: Db, patientId: number): Promise<MealPlan | null> {
  const [plan] = await loadMealPlans(
    db,
    and(eq(mealPlans.patientId, patientId), eq(mealPlans.status, 'ACTIVE')),
  );
  return plan ?? null;
}

export async function getMealPlanOrThrow(db: Db, id: number): Promise<MealPlan> {
  const [plan] = await loadMealPlans(db, eq(mealPlans.id, id));
  if (!plan) throw notFound('Plano alimentar');
  return plan;
}

/** The plan with the name and CRN of the nutritionist who made it. */
export async function getMealPlanDetailOrThrow(db: Db, id: number): Promise<MealPlanDetail> {
  const plan = await getMealPlanOrThrow(db, id);
  const [author] = await db
    .select({
      name: users.name,
      crn: nutritionistDetails.crn,
      number: nutritionistDetails.registrationNumber,
    })
    .from(users)
    .leftJoin(nutritionistDetails, eq(nutritionistDetails.userId, users.id))
    .where(eq(users.id, plan.nutritionist_id));
  return {
    ...plan,
    nutritionist: {
      id: plan.nutritionist_id,
      name: author?.name ?? '',
      crn: author?.crn ?? null,
      registration_number: author?.number ?? null,
    },
  };
}

/** Whose plan it is, or null for an unknown id: enough to decide who may see it. */
export async function findMealPlanPatient(db: Db, id: number): Promise<number | null> {
  const [plan] = await db
    .select({ patientId: mealPlans.patientId })
    .from(mealPlans)
    .where(eq(mealPlans.id, id));
  return plan?.patientId ?? null;
}
