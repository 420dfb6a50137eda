// The versions of a meal plan: before an edit that changes its dates, meals or foods, the plan as it was is
// kept, so the nutritionist can see what the patient followed before (the day totals are kept apart, for the
// adherence rules: meal-plan-calorie-history.ts).
import { desc, eq } from 'drizzle-orm';
import type { MealPlan, MealPlanVersions } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { mealPlanVersions } from '../../db/schema';
import { type FoodValues, keptValuesOf } from './meal-plan-foods';
import { type SubstitutionCopy, toSubstitutionCopy } from './substitution-rows';

/** What an edit may change that the nutritionist would call another version (guidance, times and notes too): not the status, nor the ids. */
function contentOf(plan: MealPlan): string {
  return JSON.stringify({
    start_date: plan.start_date,
    end_date: plan.end_date,
    guidance: plan.guidance,
    meal_periods: plan.meal_periods.map((period) => ({
      period: period.period,
      time: period.time,
      notes: period.notes,
      foods: period.meal_foodstuffs.map((food) => [
        food.foodstuff_id,
        food.quantity,
        food.baseline_weight,
        food.measure_name ?? null,
        food.patient_name ?? null,
      ]),
    })),
  });
}

/** Keeps `before` as a version when the save turned it into a different `after`; answers whether it did. */
export async function keepReplacedVersion(
  tx: Db,
  before: MealPlan,
  after: MealPlan,
  now: Date,
): Promise<boolean> {
  if (contentOf(before) === contentOf(after)) return false;
  await tx.insert(mealPlanVersions).values({
    mealPlanId: before.id,
    replacedAt: now,
    startDate: before.start_date,
    endDate: before.end_date,
    guidance: before.guidance,
    mealPeriods: before.meal_periods,
  });
  return true;
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
      guidance: row.guidance,
      // Kept before meals had times and notes (0016): none.
      meal_periods: row.mealPeriods.map((period) => ({
        ...period,
        time: period.time ?? null,
        notes: period.notes ?? null,
      })),
    })),
  };
}

export type FormerFood = FoodValues & {
  foodstuffId: number;
  patientName: string | null;
  substitutions: SubstitutionCopy[];
};

/**
 * The foods the plan's versions held (by their row in the plan), with the values the plan kept for them and
 * their substitutions: restoring a version brings back a food that has left the plan as the version showed
 * it, alternatives included, not at the catalogue's values of today. The newest version holding a row answers for it.
 */
export async function foodsOfVersions(tx: Db, planId: number): Promise<Map<number, FormerFood>> {
  const { versions } = await listMealPlanVersions(tx, planId);
  const foods = new Map<number, FormerFood>();
  for (const version of versions) {
    for (const food of version.meal_periods.flatMap((period) => period.meal_foodstuffs)) {
      if (foods.has(food.id)) continue;
      foods.set(food.id, {
        foodstuffId: food.foodstuff_id,
        ...keptValuesOf(food.foodstuff),
        // Kept before 0033: none.
        patientName: food.patient_name ?? null,
        // Versions kept before 0018 hold no substitutions.
        substitutions: (food.substitutions ?? []).map(toSubstitutionCopy),
      });
    }
  }
  return foods;
}
