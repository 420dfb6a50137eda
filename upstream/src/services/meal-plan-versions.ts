// The versions of a meal plan: before an edit that changes its dates, meals or foods, the plan as it was is
// kept, so the nutritionist can see what the patient followed before (the day totals are kept apart, for the
// adherence rules: meal-plan-calorie-history.ts).
import { desc, eq } from 'drizzle-orm';
import type { MealPlan, MealPlanVersions } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { mealPlanVersions } from '../db/schema';

/** What an edit may change that the nutritionist would call another version: not the status, nor the ids. */
function contentOf(plan: MealPlan): string {
  return JSON.stringify({
    start_date: plan.start_date,
    end_date: plan.end_date,
    meal_periods: plan.meal_periods.map((period) => ({
      period: period.period,
      foods: period.meal_foodstuffs.map((food) => [food.foodstuff_id, food.quantity, food.baseline_weight]),
    })),
  });
}

/** Keeps `before` as a version when the save turned it into a different `after`. */
export async function keepReplacedVersion(
  tx: Db,
  before: MealPlan,
  after: MealPlan,
  now: Date,
): Promise<void> {
  if (contentOf(before) === contentOf(after)) return;
  await tx.insert(mealPlanVersions).values({
    mealPlanId: before.id,
    replacedAt: now,
    startDate: before.start_date,
    endDate: before.end_date,
    mealPeriods: before.meal_periods,
  });
}

/** GET /v1/meal-plans/{id}/versions: newest first. */
export async function listMealPlanVersions(db: Db, planId: number): Promise<MealPlanVersions> {
  const rows = await db
    .select()
    .from(mealPlanVersions)
    .where(eq(mealPlanVersions.mealPlanId, planId))
    .orderBy(desc(mealPlanVersions.replacedAt), desc(mealPlanVersions.id));
  return {
    versions: rows.map((row) => ({
      replaced_at: row.replacedAt.toISOString(),
      start_date: row.startDate,
      end_date: row.endDate,
      meal_periods: row.mealPeriods,
    })),
  };
}
