// How a nutritionist's patients on an ACTIVE meal plan followed it over the last 7 complete days, summed
// and judged by the database: the plan's daily calories, each day's logged calories (through
// meals_user_date_idx, only the week's meals), the day rule (70–130 %) and the week rule.
import { type SQL, sql } from 'drizzle-orm';
import type { MealPlanAdherence, MealPlanAdherenceFilter, Page } from '@/lib/api/contract';
import { ADHERENCE_LOWER_BOUND, ADHERENCE_UPPER_BOUND } from '@/lib/rules/adherence';
import { ADHERENCE_WEEK_DAYS, FOLLOWED_DAYS_FOR_A_FOLLOWED_WEEK } from '@/lib/rules/weekly-adherence';
import { type Db, selectRows } from '../db/client';
import { toPage } from './paging';
import { addDays, type SummaryContext, toZonedDate } from './summaries';

/**
 * One row per patient of the nutritionist with an ACTIVE plan, as the CTE `weeks`: patient_id,
 * followed_days, judged_days and the week's adherence_status.
 */
function weeksOfPlanPatients(nutritionistId: number, { timeZone, now }: SummaryContext): SQL {
  const today = toZonedDate(now, timeZone);
  const firstDay = addDays(today, -ADHERENCE_WEEK_DAYS);
  // The required calories are the plan's day total as lib/rules/meal-plan-totals computes it (each food's
  // kcal from the values the plan kept, to 3 decimals, summed, then whole kcal), written again in SQL so the
  // database sums every patient at once; keep the two formulas alike.
  return sql`with plan_patients as (
      select np.patient_id, p.id as plan_id
      from nutritionist_patients np
      join meal_plans p on p.patient_id = np.patient_id and p.status = 'ACTIVE'
      where np.nutritionist_id = ${nutritionistId}
    ),
    required as (
      select pp.patient_id,
        round(coalesce(sum(round(coalesce(i.calories, 0) * i.baseline_weight * i.quantity / i.reference_weight, 3)), 0)) as kcal
      from plan_patients pp
      left join meal_periods mp on mp.meal_plan_id = pp.plan_id
      left join meal_plan_foodstuffs i on i.meal_period_id = mp.id
      group by pp.patient_id
    ),
    days as (
      select m.user_id as patient_id, (m.date_time at time zone ${timeZone})::date as day, sum(mf.calories) as kcal
      from plan_patients pp
      join meals m on m.user_id = pp.patient_id
        and m.date_time >= (${firstDay}::date)::timestamp at time zone ${timeZone}
        and m.date_time < (${today}::date)::timestamp at time zone ${timeZone}
      join meal_foodstuffs mf on mf.meal_id = m.id
      group by 1, 2
    ),
    counted as (
      select r.patient_id,
        count(d.day) filter (where r.kcal > 0)::int as judged_days,
        count(d.day) filter (
          where r.kcal > 0
            and d.kcal >= ${ADHERENCE_LOWER_BOUND}::numeric * r.kcal
            and d.kcal <= ${ADHERENCE_UPPER_BOUND}::numeric * r.kcal
        )::int as followed_days
      from required r
      left join days d on d.patient_id = r.patient_id
      group by r.patient_id
    ),
    weeks as (
      select c.patient_id, c.judged_days, c.followed_days,
        case
          when c.followed_days >= ${FOLLOWED_DAYS_FOR_A_FOLLOWED_WEEK}::int then 'FOLLOWED'
          when c.judged_days > 0 then 'NOT_FOLLOWED'
          else 'UNREGISTERED'
        end as adherence_status
      from counted c
    )`;
}

const FILTERS: Record<MealPlanAdherenceFilter, SQL> = {
  FOLLOWED: sql`w.adherence_status = 'FOLLOWED'`,
  LOW: sql`w.adherence_status <> 'FOLLOWED'`,
};

interface AdherenceRow extends Omit<MealPlanAdherence, 'last_meal_date_time'> {
  last_meal_date_time: Date | string | null;
}

/** The dashboard's 'Planos alimentares em foco': by name, paged, optionally only one tab's patients. */
export async function listMealPlanAdherence(
  db: Db,
  nutritionistId: number,
  query: { page: number; size: number; adherence?: MealPlanAdherenceFilter },
  context: SummaryContext,
): Promise<Page<MealPlanAdherence>> {
  const weeks = weeksOfPlanPatients(nutritionistId, context);
  const where = query.adherence ? FILTERS[query.adherence] : sql`true`;
  const [totals, rows] = await Promise.all([
    selectRows<{ total: number }>(
      db,
      sql`${weeks} select count(*)::int as total from weeks w where ${where}`,
    ),
    selectRows<AdherenceRow>(
      db,
      sql`${weeks}
        select u.id, u.name, ap.url as photo_url, u.birth_date::text as birth_date,
          u.physical_activity_factor, w.adherence_status, w.followed_days,
          (select max(m.date_time) from meals m
            where m.user_id = u.id and m.date_time <= ${context.now.toISOString()}::timestamptz) as last_meal_date_time
        from weeks w
        join users u on u.id = w.patient_id
        left join avatar_photos ap on ap.id = u.avatar_photo_id
        where ${where}
        order by u.name, u.id
        limit ${query.size}::int offset ${query.page * query.size}::int`,
    ),
  ]);
  const content = rows.map((row) => ({
    ...row,
    last_meal_date_time: row.last_meal_date_time ? new Date(row.last_meal_date_time).toISOString() : null,
  }));
  return toPage(content, totals[0]?.total ?? 0, query.size);
}

/** The adherence card: patients on a plan, and how many of their week's days were 'Em Dia'. */
export async function sumMealPlanAdherence(db: Db, nutritionistId: number, context: SummaryContext) {
  const [row] = await selectRows<{ patients: number; followed_days: number }>(
    db,
    sql`${weeksOfPlanPatients(nutritionistId, context)}
      select count(*)::int as patients, coalesce(sum(followed_days), 0)::int as followed_days from weeks`,
  );
  return { patients: row?.patients ?? 0, followedDays: row?.followed_days ?? 0 };
}
