// How a patient is reached (/v1/users/{id}/contact): her phone, set by herself or recorded by her own
// nutritionist, and her e-mail as her account has it (read only here; the account changes it).
import { z } from 'zod';
import { hasPhoneDigits, PHONE_CHARACTERS } from '@/lib/rules/phone';
import { lineSchema } from './common';
import { PHONE_MAX_LENGTH } from './values';

/** Digits with the usual separators: "(11) 98765-4321", "+55 11 98765 4321"; 10 to 13 digits. */
export const phoneSchema = lineSchema
  .trim()
  .max(PHONE_MAX_LENGTH, `Use no máximo ${PHONE_MAX_LENGTH} caracteres no telefone.`)
  .regex(PHONE_CHARACTERS, 'Use só números, espaços, parênteses, hífen e o + inicial no telefone.')
  .refine(hasPhoneDigits, 'Informe o telefone com DDD (10 a 13 dígitos).');

/** No phone is null (the form sends null for an empty field). */
export const patientContactInputSchema = z.object({ phone: phoneSchema.nullable() });
export type PatientContactInput = z.infer<typeof patientContactInputSchema>;

export const patientContactSchema = z.object({
  patient_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Her CPF's 11 digits, when her nutritionist recorded it opening her record. */
  cpf: z.string().nullable(),
});
export type PatientContact = z.infer<typeof patientContactSchema>;
