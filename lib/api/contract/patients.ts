import { z } from 'zod';
import { isValidCpf, readCpfDigits } from '@/lib/rules/cpf';
import { genderSchema, isoDateSchema, lineSchema, pageQuerySchema, pageSchema } from './common';
import { boundedDateSchema } from './dates';
import { phoneSchema } from './patient-contact';
import { emailAddressSchema } from './registration';
import { activityLevelSchema } from './users';

/** GET /v1/nutritionists/{id}/patients – paged, searchable by name (accents and case ignored). */
export const listPatientsQuerySchema = pageQuerySchema.extend({
  patient_name: lineSchema.trim().max(120).optional(),
});

/** A row of the patient list: what the table shows, with the patient's real meal plan state. */
export const patientSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** False for a record she opened, until the patient signs up in the app with its e-mail. */
  uses_app: z.boolean(),
  photo_url: z.string().nullable(),
  birth_date: isoDateSchema.nullable(),
  gender: genderSchema.nullable(),
  physical_activity_factor: activityLevelSchema.nullable(),
  has_active_meal_plan: z.boolean(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientPageSchema = pageSchema(patientSummarySchema);

/**
 * POST /v1/nutritionists/{id}/patients: a record of her own for a patient who has no app account (or not
 * yet). Name, sex and birth date are required; e-mail, phone and CPF (its check digits verified) are not.
 */
export const createPatientRecordSchema = z.object({
  name: lineSchema.trim().min(1).max(120),
  gender: genderSchema,
  birth_date: boundedDateSchema,
  email: emailAddressSchema
    .transform((email) => email.toLowerCase())
    .nullable()
    .optional(),
  phone: phoneSchema.nullable().optional(),
  cpf: lineSchema
    .trim()
    .refine(isValidCpf, 'CPF inválido: confira os dígitos.')
    .transform((cpf) => readCpfDigits(cpf) as string)
    .nullable()
    .optional(),
});
export type CreatePatientRecord = z.input<typeof createPatientRecordSchema>;

/** GET /v1/users/{id}/nutritionist – what a patient sees of its nutritionist: name and specialisations only. */
export const patientNutritionistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specializations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PatientNutritionist = z.infer<typeof patientNutritionistSchema>;
