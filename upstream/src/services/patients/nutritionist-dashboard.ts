// The nutritionist's home: three cards, two counted by the database through an index
// (appointments_nutritionist_start_idx, nutritionist_patients_nutritionist_idx), and the plan adherence with
// the asked page of its table.
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppointmentStatus, MealPlanAdherenceFilter, NutritionistDashboard } from '@/lib/api/contract';
import { addDaysToDate } from '@/lib/rules/calendar';
import { ADHERENCE_WEEK_DAYS, toAdherencePercentage } from '@/lib/rules/weekly-adherence';
import { toZonedDate } from '@/lib/rules/zoned-date';
import { type Db, selectRows } from '../../db/client';
import { appointments } from '../../db/schema';
import { readMealPlanAdherence } from '../meal-plans/meal-plan-adherence';
import type { SummaryContext } from '../meals/summaries';
import { isAppointmentPatientFollowed } from './patients';

/**
 * The day's consultations the agenda shows: CONFIRMED ones (the heading's scheduled count is their part not
 * yet begun) and those already given an outcome ('Realizada', 'Faltou'); never cancelled ones.
 */
const TODAY_STATUSES: AppointmentStatus[] = ['CONFIRMED', 'COMPLETED', 'NO_SHOW'];

/** A patient counts as new for this many days after connecting. */
export const NEW_PATIENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function getNutritionistDashboard(
  db: Db,
  nutritionistId: number,
  plansQuery: { page: number; size: number; adherence?: MealPlanAdherenceFilter },
  context: SummaryContext,
): Promise<NutritionistDashboard> {
  const { timeZone, now } = context;
  const today = toZonedDate(now, timeZone);
  const newSince = new Date(now.getTime() - NEW_PATIENT_DAYS * DAY_MS);
  const [[counts], adherence] = await Promise.all([
    selectRows(
      db,
      sql`select
          (select count(*)::int from ${appointments}
            where ${appointments.nutritionistId} = ${nutritionistId}
              and ${inArray(appointments.status, TODAY_STATUSES)}
              and ${appointments.startDateTime} >= (${today}::date)::timestamp at time zone ${timeZone}
              and ${appointments.startDateTime} < (${addDaysToDate(today, 1)}::date)::timestamp at time zone ${timeZone}
              and ${isAppointmentPatientFollowed()}
          ) as appointments_today,
          (select count(*)::int from nutritionist_patients np
            where np.nutritionist_id = ${nutritionistId}
              and np.connected_at >= ${newSince.toISOString()}::timestamptz
          ) as new_patients`,
      z.object({ appointments_today: z.number().int(), new_patients: z.number().int() }),
    ),
    readMealPlanAdherence(db, nutritionistId, plansQuery, context),
  ]);
  const days = adherence.patients * ADHERENCE_WEEK_DAYS;
  return {
    date: today,
    appointments_today: counts?.appointments_today ?? 0,
    new_patients: counts?.new_patients ?? 0,
    new_patients_days: NEW_PATIENT_DAYS,
    meal_plan_adherence: {
      patients: adherence.patients,
      days,
      followed_days: adherence.followedDays,
      percentage: toAdherencePercentage(adherence.followedDays, days),
      week_days: ADHERENCE_WEEK_DAYS,
    },
    meal_plans_in_focus: adherence.page,
  };
}
