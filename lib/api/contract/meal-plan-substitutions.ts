import { z } from 'zod';
import { AMOUNT_ORIGINS } from '@/lib/rules/substitution-equivalence';
import { SUBSTITUTION_BASES } from '@/lib/rules/substitution-proposal';
import { idSchema } from './common';
import { measureNameSchema } from './household-measures';
import { planFoodstuffSchema } from './plan-foodstuffs';

/** What the proposed amount matched: the energy, or the grams of one macronutrient, of the planned food. */
export const substitutionBasisSchema = z.enum(SUBSTITUTION_BASES);

/**
 * How the amounts were made: PROPOSED by the rule (proposed again whenever the food's amount changes) or
 * TYPED by her (kept as typed). Absent (saved before 0032): TYPED, never changed silently.
 */
export const amountOriginSchema = z.enum(AMOUNT_ORIGINS);

/**
 * The figures of the matched nutrient (the food's, the alternative's) for which she confirmed an alternative
 * that is not equivalent (more than 10 % off); it holds while the figures stay these.
 */
export const confirmedFiguresSchema = z.object({
  food_value: z.number().nonnegative(),
  alternative_value: z.number().nonnegative(),
});

/**
 * An alternative to a planned food: `quantity` portions of `baseline_weight`, as planned foods are. The food
 * keeps the values it had when added (a later catalogue edit or deletion never changes it); it never counts
 * in the plan's totals.
 */
export const mealPlanSubstitutionSchema = z.object({
  id: z.number().int(),
  foodstuff_id: z.number().int(),
  basis: substitutionBasisSchema,
  baseline_weight: z.number(),
  quantity: z.number(),
  /** The household measure one portion is, as for planned foods; null or absent (before 0024): none. */
  measure_name: z.string().nullable().optional(),
  amount_origin: amountOriginSchema.optional(),
  confirmed: confirmedFiguresSchema.nullable().optional(),
  foodstuff: planFoodstuffSchema,
});
export type MealPlanSubstitution = z.infer<typeof mealPlanSubstitutionSchema>;

/**
 * POST /v1/meal-plans/{id}/meal-foodstuffs/{mealFoodstuffId}/substitutions: an active catalogue food. Without
 * amounts the API proposes them from `basis` (400 SUBSTITUTION_NOT_PROPOSABLE where it cannot); with both,
 * they are kept as given (the plan's bounds).
 */
export const createSubstitutionRequestSchema = z.object({
  foodstuff_id: idSchema,
  basis: substitutionBasisSchema,
  baseline_weight: z.number().nullish(),
  quantity: z.number().nullish(),
  measure_name: measureNameSchema.nullish(),
  /** With amounts: how they were made (default TYPED). Without: PROPOSED. */
  amount_origin: amountOriginSchema.nullish(),
  confirmed: confirmedFiguresSchema.nullish(),
});
export type CreateSubstitutionRequest = z.infer<typeof createSubstitutionRequestSchema>;

/**
 * An alternative given with its planned food in a plan save (`substitutions`): with the `id` of one the food
 * holds it keeps that one's values, with the amounts given; otherwise it is a catalogue food, not archived.
 */
export const plannedSubstitutionInputSchema = z.object({
  id: idSchema.nullish(),
  foodstuff_id: idSchema,
  basis: substitutionBasisSchema,
  baseline_weight: z.number(),
  quantity: z.number(),
  measure_name: measureNameSchema.nullish(),
  /** Default TYPED. A PROPOSED one is proposed again by the save where its food's amount changed. */
  amount_origin: amountOriginSchema.nullish(),
  confirmed: confirmedFiguresSchema.nullish(),
});
export type PlannedSubstitutionInput = z.infer<typeof plannedSubstitutionInputSchema>;

/** PUT …/substitutions/{substitutionId}: the amounts the nutritionist adjusted (TYPED unless said). */
export const updateSubstitutionRequestSchema = z.object({
  baseline_weight: z.number(),
  quantity: z.number(),
  measure_name: measureNameSchema.nullish(),
  amount_origin: amountOriginSchema.nullish(),
  confirmed: confirmedFiguresSchema.nullish(),
});
export type UpdateSubstitutionRequest = z.infer<typeof updateSubstitutionRequestSchema>;
