// The patient's goals (/v1/users/{id}/goals): a target weight and its date, and the day's energy and
// macronutrient targets, either in total or per kg of body weight (then resolved against her latest
// weight, lib/rules/goal-targets.ts). Every target is optional: an unset one is null, never zero.
import { z } from 'zod';
import { isoDateSchema } from './common';
import { boundedDateSchema } from './dates';
import { ENERGY_EQUATION_IDS, GOAL_BASES, GOAL_NUTRIENTS, PA_CATEGORIES } from './values';

/** The energy equation she chose for the patient (lib/rules/energy); null: Mifflin–St Jeor, the default. */
export const energyEquationSchema = z.enum(ENERGY_EQUATION_IDS);
/** The IOM's physical-activity category, for the EER; null: the one her profile's activity level maps to. */
export const paCategorySchema = z.enum(PA_CATEGORIES);

export const goalBasisSchema = z.enum(GOAL_BASES);
export type GoalBasis = z.infer<typeof goalBasisSchema>;

export type GoalNutrient = (typeof GOAL_NUTRIENTS)[number];

/** The accepted range of each target, by basis: kcal and g a day, or kcal and g per kg a day. */
export const GOAL_RANGES: Record<GoalBasis, Record<GoalNutrient, { min: number; max: number }>> = {
  TOTAL: {
    energy: { min: 500, max: 10000 },
    proteins: { min: 1, max: 1000 },
    carbohydrates: { min: 1, max: 2000 },
    fats: { min: 1, max: 1000 },
  },
  PER_KG: {
    energy: { min: 5, max: 100 },
    proteins: { min: 0.1, max: 10 },
    carbohydrates: { min: 0.1, max: 20 },
    fats: { min: 0.1, max: 10 },
  },
};
export const TARGET_WEIGHT_RANGE = { min: 20, max: 400 };

const NOT_A_NUMBER = 'Informe um número válido.';
const target = z.number({ error: NOT_A_NUMBER }).nullable().default(null);

export const patientGoalsInputSchema = z
  .object({
    target_weight: z
      .number({ error: NOT_A_NUMBER })
      .min(
        TARGET_WEIGHT_RANGE.min,
        `Informe um peso entre ${TARGET_WEIGHT_RANGE.min} e ${TARGET_WEIGHT_RANGE.max} kg.`,
      )
      .max(
        TARGET_WEIGHT_RANGE.max,
        `Informe um peso entre ${TARGET_WEIGHT_RANGE.min} e ${TARGET_WEIGHT_RANGE.max} kg.`,
      )
      .nullable()
      .default(null),
    target_date: boundedDateSchema.nullable().default(null),
    basis: goalBasisSchema.default('TOTAL'),
    energy: target,
    proteins: target,
    carbohydrates: target,
    fats: target,
    energy_equation: energyEquationSchema.nullable().default(null),
    pa_category: paCategorySchema.nullable().default(null),
  })
  .superRefine((goals, context) => {
    for (const nutrient of GOAL_NUTRIENTS) {
      const value = goals[nutrient];
      const { min, max } = GOAL_RANGES[goals.basis][nutrient];
      if (value !== null && (value < min || value > max)) {
        context.addIssue({
          code: 'custom',
          path: [nutrient],
          message: `Informe um valor entre ${String(min).replace('.', ',')} e ${String(max).replace('.', ',')}.`,
        });
      }
    }
  });
export type PatientGoalsInput = z.input<typeof patientGoalsInputSchema>;

/** The goals as recorded; all null (basis too) before any is set. */
export const patientGoalsSchema = z.object({
  patient_id: z.number().int(),
  target_weight: z.number().nullable(),
  target_date: isoDateSchema.nullable(),
  basis: goalBasisSchema.nullable(),
  energy: z.number().nullable(),
  proteins: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  fats: z.number().nullable(),
  energy_equation: energyEquationSchema.nullable(),
  pa_category: paCategorySchema.nullable(),
});
export type PatientGoals = z.infer<typeof patientGoalsSchema>;
