// What the database holds that says a patient's required calories on each day (services/record/requirement-history):
// the plans covering a range of days, with the totals each had before it was edited, the weight and height
// records, and the birth date, gender and activity. One SQL fragment, so the summaries, the adherence record
// and the dashboard read it alike, in the same query as their own sums.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { activityLevelSchema, genderSchema } from '@/lib/api/contract';
import { jsonArrayColumn } from '../../db/client';
import { PLANNED_DAILY_KCAL, PLANNED_UNKNOWN_ENERGY_FOODS, plannedFoodsOf } from '../meals/nutrients';
import { heightKnownAt } from './body-height';
import type { RequirementHistory } from './requirement-history';

/**
 * The first day a plan (aliased `alias`) applies to: its start date, or the day it was made if that came
 * first (a plan made on the 10th starting on the 15th already stands on the 10th).
 */
export function planFirstDay(alias: string, timeZone: string): SQL {
  const plan = sql.raw(alias);
  return sql`least(${plan}.start_date, (${plan}.created_at at time zone ${timeZone})::date)`;
}

/**
 * The columns `plans`, `measurements`, `birth_date`, `gender` and `activity` of the user aliased `u`, for
 * the days [fromDate, toDate) of the zone: only the plans that cover one of them.
 */
export function requirementFactsColumns(fromDate: string, toDate: string, timeZone: string): SQL {
  // A plan's current day total is lib/rules/meal-plan-totals' formula in SQL (the same as the plan screen);
  // its earlier totals are the ones kept when an edit changed it (services/meal-plans/meal-plan-calorie-history).
  return sql`(select coalesce(json_agg(json_build_object(
                  'kcal', kcal, 'unknown', unknown, 'from', from_day, 'until', until_day, 'earlier', earlier)
                  order by created_at, id), '[]')
        from (
          select p.id, p.created_at,
            ${PLANNED_DAILY_KCAL} as kcal,
            ${PLANNED_UNKNOWN_ENERGY_FOODS} as unknown,
            ${planFirstDay('p', timeZone)}::text as from_day,
            case when p.status = 'ACTIVE' then null
              else (p.updated_at at time zone ${timeZone})::date::text end as until_day,
            (select coalesce(json_agg(json_build_object('until', h.in_force_until::text, 'kcal', h.daily_calories::float8,
                        'unknown', h.foods_without_energy) order by h.in_force_until), '[]')
               from meal_plan_calorie_history h where h.meal_plan_id = p.id) as earlier
          from meal_plans p ${plannedFoodsOf('p.id')}
          -- Only the plans covering a day of the range are summed.
          where p.patient_id = u.id
            and ${planFirstDay('p', timeZone)} < ${toDate}::date
            and (p.status = 'ACTIVE' or (p.updated_at at time zone ${timeZone})::date > ${fromDate}::date)
          group by p.id
        ) plan) as plans,
      -- Records with a weight, each with the height known then (an assessment may hold skinfolds alone).
      (select coalesce(json_agg(json_build_object(
                  'day', (b.measured_at at time zone ${timeZone})::date::text,
                  'weight', b.weight::float8, 'height', ${heightKnownAt(sql.raw('b'))}) order by b.measured_at), '[]')
        from body_measurements b
        where b.user_id = u.id and b.weight is not null
          and exists (select 1 from body_measurements h where h.user_id = u.id and h.height is not null)
      ) as measurements,
      u.birth_date::text as birth_date,
      u.gender::text as gender,
      u.physical_activity_factor::text as activity`;
}

/** The columns above, to extend a row schema with (`...requirementFactsSchema.shape`). */
export const requirementFactsSchema = z.object({
  plans: jsonArrayColumn(
    z.object({
      kcal: z.number(),
      unknown: z.number().int(),
      from: z.string(),
      until: z.string().nullable(),
      earlier: z.array(z.object({ until: z.string(), kcal: z.number(), unknown: z.number().int() })),
    }),
  ),
  measurements: jsonArrayColumn(z.object({ day: z.string(), weight: z.number(), height: z.number() })),
  birth_date: z.string().nullable(),
  gender: genderSchema.nullable(),
  activity: activityLevelSchema.nullable(),
});

export function toRequirementHistory(row: z.infer<typeof requirementFactsSchema>): RequirementHistory {
  return {
    plans: row.plans.map(({ unknown, earlier, ...plan }) => ({
      ...plan,
      foodsWithoutEnergy: unknown,
      earlier: earlier.map((total) => ({
        until: total.until,
        kcal: total.kcal,
        foodsWithoutEnergy: total.unknown,
      })),
    })),
    measurements: row.measurements,
    birthDate: row.birth_date,
    gender: row.gender,
    activity: row.activity,
  };
}
