import { z } from 'zod';
import { EMAIL_PATTERN, STRONG_PASSWORD_PATTERN } from '@/lib/rules/patterns';
import { genderSchema, lineSchema, textSchema } from './common';
import { boundedDateSchema } from './dates';

/** CRN-1 … CRN-11: the regional councils (spec 1 §3). */
export const crnSchema = z.number().int().min(1).max(11);

export const REGISTRATION_NUMBER_PATTERN = /^\d{4,6}$/;
export const CONFIRMATION_CODE_LENGTH = 4;
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/** An e-mail address as accounts hold it; the recovery form checks it too before asking for a link. */
export const emailAddressSchema = lineSchema.trim().max(254).regex(EMAIL_PATTERN);

/** POST /v1/registration: the nutritionist payload of spec 1 §3, or a patient's from the mobile app. */
const personFields = {
  name: lineSchema.trim().min(1).max(120).regex(NAME_PATTERN),
  birth_date: boundedDateSchema,
  gender: genderSchema,
  email: emailAddressSchema,
  password: textSchema.max(200).regex(STRONG_PASSWORD_PATTERN),
};

export const nutritionistRegistrationRequestSchema = z.object({
  account_type: z.literal('NUTRITIONIST'),
  ...personFields,
  nutritionist_details: z.object({
    crn: crnSchema,
    registration_number: z.string().regex(REGISTRATION_NUMBER_PATTERN),
  }),
});

/** The mobile app's sign-up: the same person fields, no professional registration. */
export const patientRegistrationRequestSchema = z.object({
  account_type: z.literal('PATIENT'),
  ...personFields,
});

export const registrationRequestSchema = z.discriminatedUnion('account_type', [
  nutritionistRegistrationRequestSchema,
  patientRegistrationRequestSchema,
]);
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;
export type NutritionistRegistrationRequest = z.infer<typeof nutritionistRegistrationRequestSchema>;

/** A registration as the API answers it: pending until the e-mailed code confirms it. */
export const registrationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(['PENDING', 'CONFIRMED']),
  code_expires_at: z.string(),
  /** When a new code may be requested (60 s after the last one was sent). */
  resend_available_at: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** POST /v1/registration/{id}/confirm */
export const confirmRegistrationRequestSchema = z.object({
  code: lineSchema.trim().length(CONFIRMATION_CODE_LENGTH),
});

/** The answer of a confirmation: the account just created. */
export const registrationConfirmationSchema = z.object({ user_id: z.number().int() });
export type RegistrationConfirmation = z.infer<typeof registrationConfirmationSchema>;
