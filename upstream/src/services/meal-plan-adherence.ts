// How a nutritionist's patients on an ACTIVE meal plan followed it over the last 7 complete days, summed
// and judged by the database: the plan's daily calories, each day's logged calories (through
// meals_user_date_idx, only the week's meals), the day rule (70–130 %) and the week rule.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  activityLevelSchema,
  type MealPlanAdherence,
  type MealPlanAdherenceFilter,
  type Page,
  weekAdherenceStatusSchema,
} from '@/lib/api/contract';
import { ADHERENCE_LOWER_BOUND, ADHERENCE_UPPER_BOUND } from '@/lib/rules/adherence';
import { ADHERENCE_WEEK_DAYS, FOLLOWED_DAYS_FOR_A_FOLLOWED_WEEK } from '@/lib/rules/weekly-adherence';
import { type Db, selectRows, timestampColumn } from '../db/client';
import { plannedFoodsOf, SUM_PLANNED_CALORIES } from './nutrients';
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
        round(coalesce(${SUM_PLANNED_CALORIES}, 0)) as kcal
      from plan_patients pp
      ${plannedFoodsOf('pp.plan_id')}
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

// Rows are checked with plain column types, not the contract's request rules: what is stored is read back.
const adherenceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  birth_date: z.string().nullable(),
  physical_activity_factor: activityLevelSchema.nullable(),
  adherence_status: weekAdherenceStatusSchema,
  followed_days: z.number().int(),
  last_meal_date_time: timestampColumn.nullable(),
});

/** The dashboard's 'Planos alimentares em foco': by name, paged, optionally only one tab's patients. */
export async function listMealPlanAdherence(
  db: Db,
  nutritionistId: number,
  query: { page: number; size: number; adherence?: MealPlanAdherenceFilter },
  context: SummaryContext,
): Promise<Page<MealPlanAdherence>> {
  const weeks = weeksOfPlanPatients(nutritionistId, context);
  const where = query.adherence ? FILTERS[query.adherence] : sql`true`;
  // The page and the total in one pass over the week (the CTE is the costly part); only a page past the
  // end, which has no row to carry the total, asks for the count on its own.
  const rows = await selectRows(
    db,
    sql`${weeks}
      select u.id, u.name, ap.url as photo_url, u.birth_date::text as birth_date,
        u.physical_activity_factor, w.adherence_status, w.followed_days,
        (select max(m.date_time) from meals m
          where m.user_id = u.id and m.date_time <= ${context.now.toISOString()}::timestamptz) as last_meal_date_time,
        count(*) over ()::int as total
      from weeks w
      join users u on u.id = w.patient_id
      left join avatar_photos ap on ap.id = u.avatar_photo_id
      where ${where}
      order by u.name, u.id
      limit ${query.size}::int offset ${query.page * query.size}::int`,
    adherenceRowSchema.extend({ total: z.number().int() }),
  );
  const total =
    rows[0]?.total ??
    (
      await selectRows(
        db,
        sql`${weeks} select count(*)::int as total from weeks w where ${where}`,
        z.object({ total: z.number().int() }),
      )
    )[0]?.total ??
    0;
  const content = rows.map(({ total: _total, ...row }) => ({
    ...row,
    last_meal_date_time: row.last_meal_date_time ? new Date(row.last_meal_date_time).toISOString() : null,
  }));
  return toPage(content, total, query.size);
}

/** The adherence card: patients on a plan, and how many of their week's days were 'Em Dia'. */
export async function sumMealPlanAdherence(db: Db, nutritionistId: number, context: SummaryContext) {
  const [row] = await selectRows(
    db,
    sql`${weeksOfPlanPatients(nutritionistId, context)}
      select count(*)::int as patients, coalesce(sum(followed_days), 0)::int as followed_days from weeks`,
    z.object({ patients: z.number().int(), followed_days: z.number().int() }),
  );
  return { patients: row?.patients ?? 0, followedDays: row?.followed_days ?? 0 };
}
