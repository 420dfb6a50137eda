import { z } from 'zod';
import { genderSchema, isoDateSchema, lineSchema, pageQuerySchema, pageSchema } from './common';
import { activityLevelSchema } from './users';

/** GET /v1/nutritionists/{id}/patients – paged, searchable by name (accents and case ignored). */
export const listPatientsQuerySchema = pageQuerySchema.extend({
  patient_name: lineSchema.trim().max(120).optional(),
});

/** A row of the patient list: what the table shows, with the patient's real meal plan state. */
export const patientSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  birth_date: isoDateSchema.nullable(),
  gender: genderSchema.nullable(),
  physical_activity_factor: activityLevelSchema.nullable(),
  has_active_meal_plan: z.boolean(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientPageSchema = pageSchema(patientSummarySchema);

/** GET /v1/users/{id}/nutritionist – what a patient sees of its nutritionist: name and specialisations only. */
export const patientNutritionistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specializations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PatientNutritionist = z.infer<typeof patientNutritionistSchema>;
