// A patient's request that her data be erased (POST /v1/users/{id}/deletion-request; LGPD art. 18, VI), and
// what carrying it out did. What the law lets the service keep stays: the clinical record her nutritionist
// must keep for 20 years from its last entry (Lei 13.787/2018, art. 6; LGPD art. 16, I), erased once those
// years are over, and the access trail. docs/BEHAVIOUR.md's "Her data, on request" says what goes and what
// stays, and why.
import { z } from 'zod';

/**
 * SCHEDULED: asked by her nutritionist, carried out at `scheduled_for` unless the patient cancels it from the
 * link e-mailed to her (CANCELLED). COMPLETED: carried out. RECEIVED is not used any more.
 */
export const DELETION_REQUEST_STATUSES = ['RECEIVED', 'COMPLETED', 'SCHEDULED', 'CANCELLED'] as const;
export const deletionRequestStatusSchema = z.enum(DELETION_REQUEST_STATUSES);

/** What is erased or anonymised at once. */
export const ERASED_DATA = [
  /** Her e-mail is replaced, her password and Google sign-in are gone, every session ends. */
  'SIGN_IN',
  'PHONE',
  'ADDRESS',
  'PHOTOS',
  /** Meals she logged herself, and their foods. */
  'MEAL_LOGS',
  'NOTIFICATIONS',
  'DISMISSALS',
  /** Her e-mail in invitations, password resets, pending sign-ups and the mail outbox. */
  'EMAIL_COPIES',
  /** Confirmed appointments still to come are cancelled. */
  'FUTURE_APPOINTMENTS',
] as const;

/** What is kept, and why (docs/BEHAVIOUR.md cites the rules). */
export const KEPT_DATA = [
  /** Name, birth date and sex: the record must say whose it is. */
  'RECORD_IDENTIFICATION',
  'ANAMNESIS',
  'CONSULTATION_NOTES',
  'ANTHROPOMETRY',
  'GOALS',
  'MEAL_PLANS',
  'PAST_APPOINTMENTS',
  'ACCESS_TRAIL',
] as const;

export const patientDeletionSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  /** Who asked: she herself, or her nutritionist for her. */
  requested_by_role: z.enum(['PATIENT', 'NUTRITIONIST']),
  status: deletionRequestStatusSchema,
  /** ISO 8601 in UTC. */
  requested_at: z.string(),
  /** When a request of her nutritionist's takes effect unless she cancels it; null for her own request. */
  scheduled_for: z.string().nullable(),
  completed_at: z.string().nullable(),
  erased: z.array(z.enum(ERASED_DATA)),
  kept: z.array(z.enum(KEPT_DATA)),
});
export type PatientDeletion = z.infer<typeof patientDeletionSchema>;

/** The code of the link e-mailed to the patient that cancels a scheduled erasure: 256 random bits. */
export const deletionCancelCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
