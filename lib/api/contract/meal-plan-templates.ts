import { z } from 'zod';
import { idSchema, lineSchema } from './common';
import { mealPeriodSchema, mealPlanFoodstuffSchema } from './meal-plans';
import { MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH } from './values';

/**
 * A food of a template: a planned food as the plan kept it when it was saved (amount, household measure,
 * values, alternatives), with its place instead of its row id.
 */
export const mealPlanTemplateFoodstuffSchema = z
  .object({
    /** Its place in the template, counted over every meal from 0: what a plan copied from it names. */
    position: z.number().int(),
  })
  .extend(mealPlanFoodstuffSchema.omit({ id: true }).shape);
export type MealPlanTemplateFoodstuff = z.infer<typeof mealPlanTemplateFoodstuffSchema>;

export const mealPlanTemplatePeriodSchema = z.object({
  period: mealPeriodSchema,
  time: z.string().nullable(),
  notes: z.string().nullable(),
  meal_foodstuffs: z.array(mealPlanTemplateFoodstuffSchema),
});
export type MealPlanTemplatePeriod = z.infer<typeof mealPlanTemplatePeriodSchema>;

/** One template of her library, in the list (GET /v1/nutritionists/{id}/meal-plan-templates). */
export const mealPlanTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  meal_count: z.number().int(),
  food_count: z.number().int(),
});
export type MealPlanTemplateSummary = z.infer<typeof mealPlanTemplateSummarySchema>;

/** Her templates, newest first. */
export const mealPlanTemplateListSchema = z.object({ templates: z.array(mealPlanTemplateSummarySchema) });
export type MealPlanTemplateList = z.infer<typeof mealPlanTemplateListSchema>;

/** GET /v1/nutritionists/{id}/meal-plan-templates/{templateId}: meals, times, notes, foods and guidance. */
export const mealPlanTemplateSchema = z.object({
  id: z.number().int(),
  nutritionist_id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  guidance: z.string().nullable(),
  meal_periods: z.array(mealPlanTemplatePeriodSchema),
});
export type MealPlanTemplate = z.infer<typeof mealPlanTemplateSchema>;

/**
 * POST /v1/nutritionists/{id}/meal-plan-templates: a copy of one of her patients' plans (its meals, times,
 * notes, foods with their kept values and amounts, and guidance) under a name.
 */
const templateNameSchema = lineSchema
  .trim()
  .min(1, 'Informe o nome do modelo.')
  .max(
    MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH,
    `O nome do modelo tem no máximo ${MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH} caracteres.`,
  );

export const createMealPlanTemplateRequestSchema = z.object({
  name: templateNameSchema,
  meal_plan_id: idSchema,
});
export type CreateMealPlanTemplateRequest = z.infer<typeof createMealPlanTemplateRequestSchema>;

/** PATCH /v1/nutritionists/{id}/meal-plan-templates/{templateId}: a new name for one of her templates. */
export const renameMealPlanTemplateRequestSchema = z.object({ name: templateNameSchema });
export type RenameMealPlanTemplateRequest = z.infer<typeof renameMealPlanTemplateRequestSchema>;
