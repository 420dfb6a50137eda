import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { boundedDateSchema } from './dates';
import { foodGroupSchema, nutritionInformationSchema, unitSchema } from './foodstuffs';

export const mealPlanStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);
export type MealPlanStatus = z.infer<typeof mealPlanStatusSchema>;
export const mealPeriodSchema = z.enum([
  'BREAKFAST',
  'MORNING_SNACK',
  'LUNCH',
  'AFTERNOON_SNACK',
  'DINNER',
  'SUPPER',
]);
export type MealPeriod = z.infer<typeof mealPeriodSchema>;

/**
 * The food as a plan uses it. Unit, baseline weight and nutrients are the values the food had when it was
 * put in the plan (editing the catalogue never changes a saved plan); `catalogue_changed` says the
 * catalogue holds other values now, `archived` that the food left the catalogue.
 */
export const planFoodstuffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  group: foodGroupSchema,
  unit_of_measurement: unitSchema,
  baseline_weight: z.number(),
  nutrition_information: nutritionInformationSchema,
  archived: z.boolean(),
  catalogue_changed: z.boolean(),
});
export type PlanFoodstuff = z.infer<typeof planFoodstuffSchema>;

/** `quantity` portions of `baseline_weight` (in the food's unit; one unit's weight for UNITS foods). */
export const mealPlanFoodstuffSchema = z.object({
  id: z.number().int(),
  foodstuff_id: z.number().int(),
  baseline_weight: z.number(),
  quantity: z.number(),
  foodstuff: planFoodstuffSchema,
});
export type MealPlanFoodstuff = z.infer<typeof mealPlanFoodstuffSchema>;

export const mealPlanPeriodSchema = z.object({
  id: z.number().int(),
  period: mealPeriodSchema,
  meal_foodstuffs: z.array(mealPlanFoodstuffSchema),
});
export type MealPlanPeriod = z.infer<typeof mealPlanPeriodSchema>;

export const mealPlanSchema = z.object({
  id: z.number().int(),
  nutritionist_id: z.number().int(),
  patient_id: z.number().int(),
  status: mealPlanStatusSchema,
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  updated_at: z.string(),
  meal_periods: z.array(mealPlanPeriodSchema),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** A plan as it was until an edit changed its dates, meals or foods (GET /v1/meal-plans/{id}/versions). */
export const mealPlanVersionSchema = z.object({
  replaced_at: z.string(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  meal_periods: z.array(mealPlanPeriodSchema),
});
export type MealPlanVersion = z.infer<typeof mealPlanVersionSchema>;

/** Newest first. */
export const mealPlanVersionsSchema = z.object({ versions: z.array(mealPlanVersionSchema) });
export type MealPlanVersions = z.infer<typeof mealPlanVersionsSchema>;

/** GET /v1/meal-plans/{id}: the plan and who signs it, for the patient's printed copy. */
export const mealPlanDetailSchema = mealPlanSchema.extend({
  nutritionist: z.object({
    id: z.number().int(),
    name: z.string(),
    crn: z.number().int().nullable(),
    registration_number: z.string().nullable(),
  }),
});
export type MealPlanDetail = z.infer<typeof mealPlanDetailSchema>;

/**
 * A food of a plan being saved. With the `id` of a food already in this plan it keeps the values it was
 * built with; without one it is added new and must be in the catalogue, not archived. A missing
 * baseline weight is the food's own; a missing quantity is one portion, except for UNITS foods.
 */
export const mealPlanFoodstuffInputSchema = z.object({
  id: idSchema.nullish(),
  foodstuff_id: idSchema,
  baseline_weight: z.number().nullish(),
  quantity: z.number().nullish(),
});
export type MealPlanFoodstuffInput = z.infer<typeof mealPlanFoodstuffInputSchema>;

// Generous bounds: the rules (repeated or empty periods, quantities) answer with their own codes.
export const mealPlanPeriodInputSchema = z.object({
  id: idSchema.nullish(),
  period: mealPeriodSchema.nullable(),
  meal_foodstuffs: z.array(mealPlanFoodstuffInputSchema).max(60),
});
export type MealPlanPeriodInput = z.infer<typeof mealPlanPeriodInputSchema>;

/** POST /v1/meal-plans: a new ACTIVE plan; the patient's previous ACTIVE plan becomes INACTIVE. */
export const createMealPlanRequestSchema = z.object({
  nutritionist_id: idSchema,
  patient_id: idSchema,
  start_date: boundedDateSchema,
  end_date: boundedDateSchema,
  meal_periods: z.array(mealPlanPeriodInputSchema).max(20),
});
export type CreateMealPlanRequest = z.infer<typeof createMealPlanRequestSchema>;

/** PUT /v1/meal-plans/{id}: the whole plan again; status INACTIVE deactivates it. Dates default to the saved ones. */
export const updateMealPlanRequestSchema = z.object({
  patient_id: idSchema,
  status: mealPlanStatusSchema,
  start_date: boundedDateSchema.optional(),
  end_date: boundedDateSchema.optional(),
  meal_periods: z.array(mealPlanPeriodInputSchema).max(20),
});
export type UpdateMealPlanRequest = z.infer<typeof updateMealPlanRequestSchema>;
