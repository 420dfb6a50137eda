import { z } from 'zod';
import { foodComponentsSchema, foodGroupSchema, nutritionInformationSchema, unitSchema } from './foodstuffs';

/**
 * The food as a plan uses it. Unit, baseline weight and nutrients are the values the food had when it was
 * put in the plan (editing the catalogue never changes a saved plan); `catalogue_changed` says the
 * catalogue holds other values now, `archived` that the food left the catalogue.
 */
export const planFoodstuffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The catalogue's name for the patient ('Ovo cozido'); null or absent (kept before 0033): none. */
  patient_name: z.string().nullable().optional(),
  photo_url: z.string().nullable(),
  group: foodGroupSchema,
  unit_of_measurement: unitSchema,
  baseline_weight: z.number(),
  nutrition_information: nutritionInformationSchema,
  /** The components the food had when put in the plan; null (or absent) for a plan kept before they were. */
  components: foodComponentsSchema.nullable().optional(),
  archived: z.boolean(),
  catalogue_changed: z.boolean(),
});
export type PlanFoodstuff = z.infer<typeof planFoodstuffSchema>;
