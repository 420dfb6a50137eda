// The day totals an ACTIVE plan had before edits changed them (table meal_plan_calorie_history), kept by the
// save so the days before an edit stay judged against what was prescribed then (services/requirement-history).
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, selectRows } from '../db/client';
import { mealPlanCalorieHistory } from '../db/schema';
import { PLANNED_DAILY_KCAL, plannedFoodsOf } from './nutrients';
import { type SummaryContext, toZonedDate } from './summaries';

/** The plan's whole kcal a day, by the same SQL the required calories are read with (services/requirement-facts). */
export async function dailyKcalOf(tx: Db, planId: number): Promise<number> {
  const [row] = await selectRows(
    tx,
    sql`select ${PLANNED_DAILY_KCAL} as kcal
      from meal_plans p ${plannedFoodsOf('p.id')} where p.id = ${planId}`,
    z.object({ kcal: z.number() }),
  );
  return row?.kcal ?? 0;
}

/**
 * Keeps the total an edit replaced as the one in force until today, when it applied to a day before today:
 * those days stay judged against what was prescribed then. A second edit on the same day keeps nothing more
 * (the total it replaces never applied to a whole day).
 */
export async function keepReplacedTotal(
  tx: Db,
  plan: { id: number; startDate: string; createdAt: Date },
  kcalBefore: number,
  { now, timeZone }: SummaryContext,
): Promise<void> {
  if ((await dailyKcalOf(tx, plan.id)) === kcalBefore) return;
  const today = toZonedDate(now, timeZone);
  const [last] = await tx
    .select({ until: mealPlanCalorieHistory.inForceUntil })
    .from(mealPlanCalorieHistory)
    .where(eq(mealPlanCalorieHistory.mealPlanId, plan.id))
    .orderBy(desc(mealPlanCalorieHistory.inForceUntil))
    .limit(1);
  // The replaced total applied since the previous edit, or since the plan's first day: its start date or the
  // day it was made, whichever came first (services/requirement-facts). ISO dates sort as text.
  const [firstDay] = [plan.startDate, toZonedDate(plan.createdAt, timeZone)].sort();
  const inForceSince = last?.until ?? firstDay ?? today;
  if (inForceSince >= today) return;
  await tx
    .insert(mealPlanCalorieHistory)
    .values({ mealPlanId: plan.id, inForceUntil: today, dailyCalories: kcalBefore });
}
