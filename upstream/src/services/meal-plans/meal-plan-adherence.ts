// How a nutritionist's patients on an ACTIVE meal plan did over the last 7 complete days: each day judged
// against the calories required that day (services/record/requirement-history: the plan in force then, or the
// estimate), as the patient's adherence record judges it, so the home and the record agree on every day.
// One query brings each patient's facts and the week's logged calories (through meals_user_date_idx).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MealPlanAdherence, MealPlanAdherenceFilter, Page } from '@/lib/api/contract';
import { classifyDayAdherence } from '@/lib/rules/adherence';
import { addDaysToDate } from '@/lib/rules/calendar';
import { ADHERENCE_WEEK_DAYS, classifyWeekAdherence } from '@/lib/rules/weekly-adherence';
import { toZonedDate } from '@/lib/rules/zoned-date';
import { type Db, jsonArrayColumn, selectRows, timestampColumn } from '../../db/client';
import { toPage } from '../../infra/paging';
import type { SummaryContext } from '../meals/summaries';
import {
  requirementFactsColumns,
  requirementFactsSchema,
  toRequirementHistory,
} from '../record/requirement-facts';
import { requirementFoodsWithoutEnergyOn, requirementOn } from '../record/requirement-history';

// Rows are checked with plain column types, not the contract's request rules: what is stored is read back.
const planPatientRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  last_meal_date_time: timestampColumn.nullable(),
  logged_days: jsonArrayColumn(
    z.object({ day: z.string(), kcal: z.number(), meals: z.number().int(), unknown: z.number().int() }),
  ),
  ...requirementFactsSchema.shape,
});

/** Every patient of the nutritionist with an ACTIVE plan, by name, with the week's tag and 'Em Dia' days. */
async function weeksOfPlanPatients(
  db: Db,
  nutritionistId: number,
  { timeZone, now }: SummaryContext,
): Promise<MealPlanAdherence[]> {
  const today = toZonedDate(now, timeZone);
  const firstDay = addDaysToDate(today, -ADHERENCE_WEEK_DAYS);
  const week = Array.from({ length: ADHERENCE_WEEK_DAYS }, (_, index) => addDaysToDate(firstDay, index));
  const rows = await selectRows(
    db,
    sql`select u.id, u.name, ap.url as photo_url,
        ${requirementFactsColumns(firstDay, today, timeZone)},
        (select coalesce(json_agg(json_build_object('day', d.day, 'kcal', d.kcal, 'meals', d.meals,
                  'unknown', d.unknown)), '[]')
           from (
             select (m.date_time at time zone ${timeZone})::date::text as day,
               coalesce(sum(mf.calories), 0)::float8 as kcal, count(distinct m.id)::int as meals,
               -- The foods sum() skipped (energy not analysed): the day's calories are partial.
               count(*) filter (where mf.calories is null)::int as unknown
             from meals m
             join meal_foodstuffs mf on mf.meal_id = m.id
             where m.user_id = u.id
               and m.date_time >= (${firstDay}::date)::timestamp at time zone ${timeZone}
               and m.date_time < (${today}::date)::timestamp at time zone ${timeZone}
             group by 1
           ) d) as logged_days,
        (select max(m.date_time) from meals m
          where m.user_id = u.id and m.date_time <= ${now.toISOString()}::timestamptz) as last_meal_date_time
      from nutritionist_patients np
      join meal_plans p on p.patient_id = np.patient_id and p.status = 'ACTIVE'
      join users u on u.id = np.patient_id
      left join avatar_photos ap on ap.id = u.avatar_photo_id
      where np.nutritionist_id = ${nutritionistId}
      order by u.name, u.id`,
    planPatientRowSchema,
  );
  return rows.map((row) => {
    const history = toRequirementHistory(row);
    const logged = new Map(row.logged_days.map((day) => [day.day, day]));
    const days = week.map((day) => {
      const required = requirementOn(history, day);
      const status = classifyDayAdherence({
        required,
        acquired: logged.get(day)?.kcal ?? 0,
        mealCount: logged.get(day)?.meals ?? 0,
      });
      // Partial as the adherence record marks it: a judged day whose calories left foods out.
      const foodsWithoutEnergy =
        (logged.get(day)?.unknown ?? 0) +
        (required === null ? 0 : requirementFoodsWithoutEnergyOn(history, day));
      return { status, partial: status !== 'UNREGISTERED' && foodsWithoutEnergy > 0 };
    });
    return {
      id: row.id,
      name: row.name,
      photo_url: row.photo_url,
      birth_date: row.birth_date,
      physical_activity_factor: row.activity,
      adherence_status: classifyWeekAdherence(days.map((day) => day.status)),
      followed_days: days.filter((day) => day.status === 'FOLLOWED').length,
      partial_days: days.filter((day) => day.partial).length,
      last_meal_date_time: row.last_meal_date_time ? new Date(row.last_meal_date_time).toISOString() : null,
    };
  });
}

const IN_TAB: Record<MealPlanAdherenceFilter, (week: MealPlanAdherence) => boolean> = {
  FOLLOWED: (week) => week.adherence_status === 'FOLLOWED',
  LOW: (week) => week.adherence_status !== 'FOLLOWED',
};

type AdherenceQuery = { page: number; size: number; adherence?: MealPlanAdherenceFilter };

/** One tab's page of the weeks, by name. */
function pageOfWeeks(weeks: MealPlanAdherence[], query: AdherenceQuery): Page<MealPlanAdherence> {
  const inTab = query.adherence ? weeks.filter(IN_TAB[query.adherence]) : weeks;
  const start = query.page * query.size;
  return toPage(inTab.slice(start, start + query.size), inTab.length, query.size);
}

/** The dashboard's 'Planos alimentares em foco': by name, paged, optionally only one tab's patients. */
export async function listMealPlanAdherence(
  db: Db,
  nutritionistId: number,
  query: AdherenceQuery,
  context: SummaryContext,
): Promise<Page<MealPlanAdherence>> {
  return pageOfWeeks(await weeksOfPlanPatients(db, nutritionistId, context), query);
}

/**
 * The home's adherence card (patients on a plan, and how many of their week's days were 'Em Dia') and the
 * asked page of its table, from one reading of the weeks: the home shows both.
 */
export async function readMealPlanAdherence(
  db: Db,
  nutritionistId: number,
  query: AdherenceQuery,
  context: SummaryContext,
) {
  const weeks = await weeksOfPlanPatients(db, nutritionistId, context);
  return {
    patients: weeks.length,
    followedDays: weeks.reduce((sum, week) => sum + week.followed_days, 0),
    page: pageOfWeeks(weeks, query),
  };
}
