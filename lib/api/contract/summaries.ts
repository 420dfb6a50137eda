import { z } from 'zod';
import { isoDateSchema } from './common';
import { boundedDateSchema, yearMonthSchema } from './dates';
import { foodsWithoutValueSchema, mealSchema } from './meals';

/** Calories the day asked for (null when nothing is known to estimate it) and what was eaten. */
export const dayCaloriesSchema = z.object({
  required: z.number().nullable(),
  acquired: z.number(),
  /**
   * How many foods of the plan in force that day have no energy value: `required`, that plan's day total,
   * is partial when any (0 for a requirement estimated from the body).
   */
  required_foods_without_energy: z.number().int().nonnegative(),
  /**
   * `required` is the estimate from weight, height, age, sex and activity (Mifflin–St Jeor), not a plan's
   * total: the screens warn when the patient's age that day lies outside the equation's sample.
   */
  required_estimated: z.boolean(),
});
export type DayCalories = z.infer<typeof dayCaloriesSchema>;

const totalsShape = {
  total_of_calories: z.number(),
  total_of_proteins: z.number(),
  total_of_sodium: z.number(),
  total_of_carbohydrates: z.number(),
  /** The day's logged foods without a value of each nutrient: its totals (and adherence) are partial when any. */
  foods_without_value: foodsWithoutValueSchema,
};

/** GET /v1/users/{id}/meals?date=YYYY-MM-DD – one day of meals (spec 2 §3 'Meal summary'). */
export const dailyMealSummarySchema = z.object({
  date: isoDateSchema,
  ...totalsShape,
  calories_period: z.object({ morning: z.number(), afternoon: z.number(), evening: z.number() }),
  calories: dayCaloriesSchema,
  meals: z.array(mealSchema),
  /** The patient's latest meal up to now, whatever the day asked for; null when it never logged one. */
  last_meal_date_time: z.string().nullable(),
});
export type DailyMealSummary = z.infer<typeof dailyMealSummarySchema>;

export const dailySummaryQuerySchema = z.object({ date: boundedDateSchema });

export const summaryDaySchema = z.object({
  date: isoDateSchema,
  calories: dayCaloriesSchema,
  ...totalsShape,
  meals: z.array(mealSchema),
});
export type SummaryDay = z.infer<typeof summaryDaySchema>;

export const summaryWeekSchema = z.object({
  week_index: z.number().int().nonnegative(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  /** Lowest and highest calories of the week's days with meals; null when none has any. */
  minimum_calories: z.number().nullable(),
  maximum_calories: z.number().nullable(),
  days: z.array(summaryDaySchema),
});
export type SummaryWeek = z.infer<typeof summaryWeekSchema>;

/** GET /v1/users/{id}/meal-reports?year_month=YYYY-MM – the month in weeks (Sunday to Saturday) of days. */
export const monthlyMealSummarySchema = z.object({
  year_month: z.string(),
  weeks: z.array(summaryWeekSchema),
});
export type MonthlyMealSummary = z.infer<typeof monthlyMealSummarySchema>;

export const monthlySummaryQuerySchema = z.object({ year_month: yearMonthSchema });
