import { z } from 'zod';
import { isoDateSchema } from './common';
import { foodGroupSchema, unitSchema } from './foodstuffs';

export const mealPlanStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);
export const mealPeriodSchema = z.enum([
  'BREAKFAST',
  'MORNING_SNACK',
  'LUNCH',
  'AFTERNOON_SNACK',
  'DINNER',
  'SUPPER',
]);
export type MealPeriod = z.infer<typeof mealPeriodSchema>;

/** The food as a plan shows it: enough to compute the plan's totals. */
export const planFoodstuffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  group: foodGroupSchema,
  unit_of_measurement: unitSchema,
  baseline_weight: z.number(),
  nutrition_information: z.object({
    calories: z.number().nullable(),
    proteins: z.number().nullable(),
    carbohydrates: z.number().nullable(),
  }),
});

export const mealPlanSchema = z.object({
  id: z.number().int(),
  nutritionist_id: z.number().int(),
  patient_id: z.number().int(),
  status: mealPlanStatusSchema,
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  updated_at: z.string(),
  meal_periods: z.array(
    z.object({
      id: z.number().int(),
      period: mealPeriodSchema,
      meal_foodstuffs: z.array(
        z.object({
          id: z.number().int(),
          foodstuff_id: z.number().int(),
          baseline_weight: z.number(),
          quantity: z.number(),
          foodstuff: planFoodstuffSchema,
        }),
      ),
    }),
  ),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;
