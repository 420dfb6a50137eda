import { z } from 'zod';
import { SMALLEST_STORED_AMOUNT } from '@/lib/rules/stored-amounts';
import { idParamSchema } from './common';
import { boundedZonedDateTimeSchema } from './dates';
import { unitSchema } from './foodstuffs';

/** The most a logged portion can be, in the food's unit (g, ml or a count). */
export const MAX_MEAL_QUANTITY = 10_000;
export const MAX_MEAL_FOODSTUFFS = 50;

/**
 * A food in a logged meal, with the nutrients it brought (copied when it was logged); null where the food
 * has no value of one (not analysed, TACO's NA): unknown, never 0.
 */
export const mealFoodstuffSchema = z.object({
  id: z.number().int(),
  foodstuff_id: z.number().int(),
  quantity: z.number(),
  calories: z.number().nullable(),
  proteins: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  sodium: z.number().nullable(),
  foodstuff: z.object({
    id: z.number().int(),
    name: z.string(),
    photo_url: z.string().nullable(),
    unit_of_measurement: unitSchema,
  }),
});
export type MealFoodstuff = z.infer<typeof mealFoodstuffSchema>;

/**
 * Beside each total_of_…: how many of the foods it sums had no value of that nutrient. The total adds the
 * known values only, so it is partial when its count is above 0 (DESIGN §7).
 */
export const foodsWithoutValueSchema = z.object({
  calories: z.number().int().nonnegative(),
  proteins: z.number().int().nonnegative(),
  sodium: z.number().int().nonnegative(),
  carbohydrates: z.number().int().nonnegative(),
});
export type FoodsWithoutValue = z.infer<typeof foodsWithoutValueSchema>;

/** A meal the patient logged in the app (spec 2 §3 'Meal'), with its totals. */
export const mealSchema = z.object({
  id: z.number().int(),
  date_time: z.string(),
  total_of_calories: z.number(),
  total_of_proteins: z.number(),
  total_of_sodium: z.number(),
  total_of_carbohydrates: z.number(),
  foods_without_value: foodsWithoutValueSchema,
  foodstuffs: z.array(mealFoodstuffSchema),
});
export type Meal = z.infer<typeof mealSchema>;

/** POST /v1/users/{id}/meals and PUT /v1/users/{id}/meals/{mealId}: foods of the catalogue with quantities. */
export const mealInputSchema = z.object({
  // Not in the future either: the service checks it against the API's clock.
  date_time: boundedZonedDateTimeSchema,
  foodstuffs: z
    .array(
      z.object({
        foodstuff_id: idParamSchema,
        // Kept in thousandths: a quantity that rounds to none is no portion.
        quantity: z.number().min(SMALLEST_STORED_AMOUNT).max(MAX_MEAL_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_MEAL_FOODSTUFFS),
});
export type MealInput = z.infer<typeof mealInputSchema>;
