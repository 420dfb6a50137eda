import { z } from 'zod';
import { MEAL_TIME_PATTERN } from '@/lib/rules/meal-plan-rules';
import { idSchema, isoDateSchema, textSchema } from './common';
import { boundedDateSchema } from './dates';
import { patientFoodNameSchema } from './foodstuffs';
import { measureNameSchema } from './household-measures';
import { mealPlanSubstitutionSchema, plannedSubstitutionInputSchema } from './meal-plan-substitutions';
import { addressSchema } from './nutritionists';
import { planFoodstuffSchema } from './plan-foodstuffs';
import {
  MAX_SUBSTITUTIONS_PER_FOOD,
  MEAL_NOTES_MAX_LENGTH,
  MEAL_PERIODS,
  PLAN_GUIDANCE_MAX_LENGTH,
} from './values';

export const mealPlanStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);
export type MealPlanStatus = z.infer<typeof mealPlanStatusSchema>;
export const mealPeriodSchema = z.enum(MEAL_PERIODS);
export type MealPeriod = z.infer<typeof mealPeriodSchema>;

/** A meal's time of day, 'HH:MM' on a 24-hour clock. */
export const mealTimeSchema = z
  .string()
  .regex(MEAL_TIME_PATTERN, 'Informe o horário da refeição no formato HH:MM (00:00 a 23:59).');
/** Paragraphs for the patient: line breaks kept, control characters refused. */
const mealNotesSchema = textSchema.max(
  MEAL_NOTES_MAX_LENGTH,
  `As orientações da refeição têm no máximo ${MEAL_NOTES_MAX_LENGTH} caracteres.`,
);
const planGuidanceSchema = textSchema.max(
  PLAN_GUIDANCE_MAX_LENGTH,
  `As orientações gerais têm no máximo ${PLAN_GUIDANCE_MAX_LENGTH} caracteres.`,
);

/** `quantity` portions of `baseline_weight` (in the food's unit; one unit's weight for UNITS foods). */
export const mealPlanFoodstuffSchema = z.object({
  id: z.number().int(),
  foodstuff_id: z.number().int(),
  baseline_weight: z.number(),
  quantity: z.number(),
  /** The household measure `baseline_weight` is ('colher de servir'); null or absent (before 0024): none. */
  measure_name: z.string().nullable().optional(),
  /**
   * Her name for the food on this plan's PDF; null or absent (before 0033): none, and the PDF reads the
   * catalogue's name for the patient, or else the food's name.
   */
  patient_name: z.string().nullable().optional(),
  foodstuff: planFoodstuffSchema,
  /** Alternatives the patient may eat instead (not in the totals); absent in versions kept before 0018. */
  substitutions: z.array(mealPlanSubstitutionSchema).optional(),
});
export type MealPlanFoodstuff = z.infer<typeof mealPlanFoodstuffSchema>;

export const mealPlanPeriodSchema = z.object({
  id: z.number().int(),
  period: mealPeriodSchema,
  /** 'HH:MM', or null when the plan gives no time for the meal. */
  time: z.string().nullable(),
  notes: z.string().nullable(),
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
  /** General guidance for the patient, shown after the meals. */
  guidance: z.string().nullable(),
  /** The PDF leaves out every number of energy and macronutrients (e.g. for a patient with an eating disorder). */
  hide_numbers_in_pdf: z.boolean(),
  meal_periods: z.array(mealPlanPeriodSchema),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** A plan as it was until an edit changed its dates, meals or foods (GET /v1/meal-plans/{id}/versions). */
export const mealPlanVersionSchema = z.object({
  replaced_at: z.string(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  guidance: z.string().nullable(),
  meal_periods: z.array(mealPlanPeriodSchema),
});
export type MealPlanVersion = z.infer<typeof mealPlanVersionSchema>;

/** Newest first. */
export const mealPlanVersionsSchema = z.object({ versions: z.array(mealPlanVersionSchema) });
export type MealPlanVersions = z.infer<typeof mealPlanVersionsSchema>;

/** GET /v1/meal-plans/{id}: the plan and who signs it, with how to reach her, for the patient's printed copy. */
export const mealPlanDetailSchema = mealPlanSchema.extend({
  nutritionist: z.object({
    id: z.number().int(),
    name: z.string(),
    crn: z.number().int().nullable(),
    registration_number: z.string().nullable(),
    email: z.string(),
    address: addressSchema.nullable(),
  }),
});
export type MealPlanDetail = z.infer<typeof mealPlanDetailSchema>;

/** The most foods a template holds: 20 meals of 60 foods (the bounds of a plan being saved). */
export const MAX_TEMPLATE_FOODS = 1200;

/**
 * Where a food of a plan being saved was copied from: a food of one of her patients' plans (another
 * patient's, or an earlier plan of this one), or the food at `position` of one of her templates. It comes
 * with the values kept there, even if the catalogue has changed or archived the food since.
 */
export const copiedFoodSourceSchema = z.union([
  z.object({ meal_plan_foodstuff_id: idSchema }).strict(),
  z
    .object({
      meal_plan_template_id: idSchema,
      position: z
        .number()
        .int()
        .min(0)
        .max(MAX_TEMPLATE_FOODS - 1),
    })
    .strict(),
]);
export type CopiedFoodSource = z.infer<typeof copiedFoodSourceSchema>;

/**
 * A food of a plan being saved. With the `id` of a food already in this plan it keeps the values it was
 * built with; with `copied_from` it takes the values its source kept; otherwise it is added new and must be
 * in the catalogue, not archived. A missing baseline weight is the food's own; a missing quantity is one
 * portion, except for UNITS foods.
 */
export const mealPlanFoodstuffInputSchema = z.object({
  id: idSchema.nullish(),
  foodstuff_id: idSchema,
  baseline_weight: z.number().nullish(),
  quantity: z.number().nullish(),
  /**
   * The household measure one portion is: `quantity` × this measure of `baseline_weight`. Kept as sent (a
   * copy), so deleting the measure from the catalogue later never changes the plan.
   */
  measure_name: measureNameSchema.nullish(),
  /** Her name for the food on this plan's PDF. Left out, a kept or copied food keeps its own; null or blank: none. */
  patient_name: patientFoodNameSchema.optional(),
  copied_from: copiedFoodSourceSchema.nullish(),
  /**
   * The food's alternatives, all of them, when the save changes them (at most 5). Left out, a food kept in the
   * plan keeps its own, a copied one brings its source's, and a new one has none.
   */
  substitutions: z
    .array(plannedSubstitutionInputSchema)
    .max(
      MAX_SUBSTITUTIONS_PER_FOOD,
      `Cada alimento aceita no máximo ${MAX_SUBSTITUTIONS_PER_FOOD} substituições.`,
    )
    .optional(),
});
export type MealPlanFoodstuffInput = z.infer<typeof mealPlanFoodstuffInputSchema>;

// Generous bounds: the rules (repeated or empty periods, quantities) answer with their own codes.
export const mealPlanPeriodInputSchema = z.object({
  id: idSchema.nullish(),
  period: mealPeriodSchema.nullable(),
  time: mealTimeSchema.nullish(),
  /** Blank notes are none. */
  notes: mealNotesSchema.nullish(),
  meal_foodstuffs: z.array(mealPlanFoodstuffInputSchema).max(60),
});
export type MealPlanPeriodInput = z.infer<typeof mealPlanPeriodInputSchema>;

/** POST /v1/meal-plans: a new ACTIVE plan; the patient's previous ACTIVE plan becomes INACTIVE. */
export const createMealPlanRequestSchema = z.object({
  nutritionist_id: idSchema,
  patient_id: idSchema,
  start_date: boundedDateSchema,
  end_date: boundedDateSchema,
  guidance: planGuidanceSchema.nullish(),
  hide_numbers_in_pdf: z.boolean().optional(),
  meal_periods: z.array(mealPlanPeriodInputSchema).max(20),
});
export type CreateMealPlanRequest = z.infer<typeof createMealPlanRequestSchema>;

/**
 * PUT /v1/meal-plans/{id}: the whole plan again; status INACTIVE deactivates it. Dates, guidance and
 * hide_numbers_in_pdf left out keep the saved ones (null clears the guidance).
 */
export const updateMealPlanRequestSchema = z.object({
  patient_id: idSchema,
  status: mealPlanStatusSchema,
  start_date: boundedDateSchema.optional(),
  end_date: boundedDateSchema.optional(),
  guidance: planGuidanceSchema.nullish(),
  hide_numbers_in_pdf: z.boolean().optional(),
  meal_periods: z.array(mealPlanPeriodInputSchema).max(20),
});
export type UpdateMealPlanRequest = z.infer<typeof updateMealPlanRequestSchema>;
