// Everything held about a patient, as one document (GET /v1/users/{id}/export; LGPD art. 18, II and V):
// her account without any secret, contact and address, her record (anamnesis versions, goals, consultations
// with every version of their notes, anthropometry), her meal logs, meal plans with their substitutions,
// appointments, charges with their payments, receipts, the access trail of her care data and the prompts she
// dismissed. The patient herself and her nutritionist fetch it; each section is the contract's own shape
// for the same data.
import { z } from 'zod';
import { accessTrailEntrySchema } from './access-trail';
import { anamnesisSchema } from './anamnesis';
import { anthropometricRecordSchema } from './anthropometry';
import { appointmentSchema } from './appointments';
import { chargeSchema } from './charges';
import { genderSchema, isoDateSchema } from './common';
import { consultationSchema } from './consultation-notes';
import { mealPlanSchema } from './meal-plans';
import { mealSchema } from './meals';
import { addressSchema, dismissalKeySchema } from './nutritionists';
import { patientContactSchema } from './patient-contact';
import { patientGoalsSchema } from './patient-goals';
import { receiptSchema } from './receipts';
import { activityLevelSchema } from './users';

/** The account as she gave it: never its password hash, token version or sign-in codes. */
export const exportedAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  photo_url: z.string().nullable(),
  gender: genderSchema.nullable(),
  birth_date: isoDateSchema.nullable(),
  physical_activity_factor: activityLevelSchema.nullable(),
  /** When the account was created, ISO 8601 in UTC. */
  created_at: z.string(),
});
export type ExportedAccount = z.infer<typeof exportedAccountSchema>;

export const patientExportSchema = z.object({
  /** When the document was made, ISO 8601 in UTC. */
  generated_at: z.string(),
  account: exportedAccountSchema,
  contact: patientContactSchema,
  address: addressSchema.nullable(),
  /** Her nutritionist now, if any. */
  nutritionist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Every version, newest first. */
  anamneses: z.array(anamnesisSchema),
  goals: patientGoalsSchema,
  /**
   * Newest first, cancelled ones left out, each with every version of its notes. The patient gets all of
   * hers; her nutritionist, those with herself (as GET /v1/users/{id}/consultations).
   */
  consultations: z.array(consultationSchema),
  /** Newest first. */
  anthropometric_records: z.array(anthropometricRecordSchema),
  /** In time order. */
  meals: z.array(mealSchema),
  /** The ACTIVE plan first, then the others from the newest; each food with its substitutions. */
  meal_plans: z.array(mealPlanSchema),
  /** In time order; the patient gets all, her nutritionist those with herself. */
  appointments: z.array(appointmentSchema),
  /**
   * What she was charged, the latest service first: her appointments and the packages sold to her, each with
   * its payments (reversed ones too). The patient gets all; her nutritionist those with herself.
   */
  charges: z.array(chargeSchema),
  /** Her receipts, the newest first, cancelled ones too; the patient gets all, her nutritionist hers. */
  receipts: z.array(receiptSchema),
  /** Newest first. */
  access_trail: z.array(accessTrailEntrySchema),
  dismissals: z.array(dismissalKeySchema),
});
export type PatientExport = z.infer<typeof patientExportSchema>;
