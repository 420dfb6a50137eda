// The day totals an ACTIVE plan had before edits changed them (table meal_plan_calorie_history), kept by the
// save so the days before an edit stay judged against what was prescribed then (services/record/requirement-history).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toZonedDate } from '@/lib/rules/zoned-date';
import { type Db, selectRows } from '../../db/client';
import { mealPlanCalorieHistory } from '../../db/schema';
import { PLANNED_DAILY_KCAL, PLANNED_UNKNOWN_ENERGY_FOODS, plannedFoodsOf } from '../meals/nutrients';
import type { SummaryContext } from '../meals/summaries';
import { planFirstDay } from '../record/requirement-facts';

/** A plan's day total: its whole kcal and how many of its foods have no energy value (it is partial then). */
export interface PlanDayEnergy {
  kcal: number;
  foodsWithoutEnergy: number;
}

/** The plan's day total, by the same SQL the required calories are read with (services/record/requirement-facts). */
export async function dailyEnergyOf(tx: Db, planId: number): Promise<PlanDayEnergy> {
  const [row] = await selectRows(
    tx,
    sql`select ${PLANNED_DAILY_KCAL} as kcal, ${PLANNED_UNKNOWN_ENERGY_FOODS} as unknown
      from meal_plans p ${plannedFoodsOf('p.id')} where p.id = ${planId}`,
    z.object({ kcal: z.number(), unknown: z.number().int() }),
  );
  return { kcal: row?.kcal ?? 0, foodsWithoutEnergy: row?.unknown ?? 0 };
}

/**
 * Keeps the total an edit replaced as the one in force until today, when it applied to a day before today:
 * those days stay judged against what was prescribed then. A second edit on the same day keeps nothing more
 * (the total it replaces never applied to a whole day). Called before the plan's own row is updated.
 */
export async function keepReplacedTotal(
  tx: Db,
  planId: number,
  before: PlanDayEnergy,
  { now, timeZone }: SummaryContext,
): Promise<void> {
  const after = await dailyEnergyOf(tx, planId);
  if (after.kcal === before.kcal && after.foodsWithoutEnergy === before.foodsWithoutEnergy) return;
  const today = toZonedDate(now, timeZone);
  // The replaced total applied since the previous edit, or since the plan's first day.
  const [since] = await selectRows(
    tx,
    sql`select coalesce(
          (select max(h.in_force_until) from meal_plan_calorie_history h where h.meal_plan_id = p.id),
          ${planFirstDay('p', timeZone)})::text as day
        from meal_plans p where p.id = ${planId}`,
    z.object({ day: z.string() }),
  );
  if (!since || since.day >= today) return;
  await tx.insert(mealPlanCalorieHistory).values({
    mealPlanId: planId,
    inForceUntil: today,
    dailyCalories: before.kcal,
    foodsWithoutEnergy: before.foodsWithoutEnergy,
  });
}
