import { z } from 'zod';
import { idSchema, lineSchema } from './common';
import { mealPlanSubstitutionSchema } from './meal-plan-substitutions';
import { mealPeriodSchema } from './meal-plans';
import { planFoodstuffSchema } from './plan-foodstuffs';

/** The longest name of a template ('Nome do modelo'). */
export const MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH = 100;
/** How many templates one nutritionist keeps in her library. */
export const MAX_MEAL_PLAN_TEMPLATES = 200;

/** A food of a template: the amount, and the food's values as the plan kept them when it was saved. */
export const mealPlanTemplateFoodstuffSchema = z.object({
  /** Its place in the template, counted over every meal from 0: what a plan copied from it names. */
  position: z.number().int(),
  foodstuff_id: z.number().int(),
  baseline_weight: z.number(),
  quantity: z.number(),
  /** The household measure one portion is (templates saved before 0024 have none). */
  measure_name: z.string().nullable().optional(),
  foodstuff: planFoodstuffSchema,
  /** Its alternatives as the plan held them (templates saved before 0018 have none). */
  substitutions: z.array(mealPlanSubstitutionSchema).optional(),
});
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
export const createMealPlanTemplateRequestSchema = z.object({
  name: lineSchema
    .trim()
    .min(1, 'Informe o nome do modelo.')
    .max(
      MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH,
      `O nome do modelo tem no máximo ${MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH} caracteres.`,
    ),
  meal_plan_id: idSchema,
});
export type CreateMealPlanTemplateRequest = z.infer<typeof createMealPlanTemplateRequestSchema>;
