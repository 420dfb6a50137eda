import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, pageSchema } from './common';
import { activityLevelSchema } from './users';

export const weekAdherenceStatusSchema = z.enum(['FOLLOWED', 'NOT_FOLLOWED', 'UNREGISTERED']);

/** The dashboard table's tabs: every patient, the followed weeks ('Destaques'), the rest ('Adesão Baixa'). */
export const mealPlanAdherenceFilterSchema = z.enum(['FOLLOWED', 'LOW']);
export type MealPlanAdherenceFilter = z.infer<typeof mealPlanAdherenceFilterSchema>;

/** GET /v1/nutritionists/{id}/meal-plan-adherence?adherence=FOLLOWED|LOW&page&size */
export const listMealPlanAdherenceQuerySchema = pageQuerySchema.extend({
  adherence: mealPlanAdherenceFilterSchema.optional(),
});

/** A patient with an ACTIVE meal plan and how its last 7 complete days went ('Planos alimentares em foco'). */
export const mealPlanAdherenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  birth_date: isoDateSchema.nullable(),
  physical_activity_factor: activityLevelSchema.nullable(),
  /** The week's tag: 'Em Dia' when at least 4 of the 7 days were (lib/rules/weekly-adherence.ts). */
  adherence_status: weekAdherenceStatusSchema,
  followed_days: z.number().int().nonnegative(),
  /**
   * Days of the week judged on calories that left foods without an energy value out (logged or the plan's),
   * as the adherence record marks them: the week's figures are partial when any.
   */
  partial_days: z.number().int().nonnegative(),
  /** The latest logged meal up to now; null when the patient never logged one. */
  last_meal_date_time: z.string().nullable(),
});
export type MealPlanAdherence = z.infer<typeof mealPlanAdherenceSchema>;

export const mealPlanAdherencePageSchema = pageSchema(mealPlanAdherenceSchema);

/**
 * GET /v1/nutritionists/{id}/dashboard?adherence&page&size – the nutritionist's home in one answer: the three
 * cards (beyond the specification, which shows sample numbers: today's appointments, new patients, plan
 * adherence) and the asked page of 'Planos alimentares em foco', both from one reading of the patients' week.
 */
export const nutritionistDashboardQuerySchema = listMealPlanAdherenceQuerySchema;

export const nutritionistDashboardSchema = z.object({
  /** Today in the service's time zone, the day the appointments are counted for. */
  date: isoDateSchema,
  /**
   * The nutritionist's appointments starting today, CONFIRMED or with an outcome (COMPLETED, NO_SHOW), with
   * patients she still follows: the ones her agenda lists (never cancelled ones, nor a moved patient's).
   */
  appointments_today: z.number().int().nonnegative(),
  /** Patients connected within the last `new_patients_days` days. */
  new_patients: z.number().int().nonnegative(),
  new_patients_days: z.number().int().positive(),
  meal_plan_adherence: z.object({
    /** Patients with an ACTIVE meal plan. */
    patients: z.number().int().nonnegative(),
    /** Their last `week_days` complete days, all together (patients × week_days). */
    days: z.number().int().nonnegative(),
    /** How many of those days were 'Em Dia'. */
    followed_days: z.number().int().nonnegative(),
    /** followed_days ÷ days in whole percent; null without patients on a plan. */
    percentage: z.number().int().min(0).max(100).nullable(),
    week_days: z.number().int().positive(),
  }),
  /** The page the query asks of 'Planos alimentares em foco', as meal-plan-adherence answers it. */
  meal_plans_in_focus: mealPlanAdherencePageSchema,
});
export type NutritionistDashboard = z.infer<typeof nutritionistDashboardSchema>;
