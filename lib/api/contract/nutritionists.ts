// The nutritionist's profile (spec 2 §3, §7): what she reads and edits of herself, what her patients see,
// the CEP lookup and the suggestions a user has dismissed.
import { z } from 'zod';
import {
  ADDRESS_COMPLEMENT_MAX_LENGTH,
  ADDRESS_NUMBER_MAX_LENGTH,
  ADDRESS_TEXT_MAX_LENGTH,
} from '@/lib/rules/profile';
import { genderSchema, isoDateSchema, lineSchema, textSchema } from './common';

export const specializationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type Specialization = z.infer<typeof specializationSchema>;

export const addressSchema = z.object({
  country: z.literal('BRAZIL'),
  zip_code: z.string(),
  city: z.string(),
  state: z.string(),
  neighborhood: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /v1/nutritionists/{id} for the nutritionist herself: every field of spec 2 §3. */
export const nutritionistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  birth_date: isoDateSchema.nullable(),
  gender: genderSchema.nullable(),
  professional_document: z.object({ registration_number: z.string(), crn: z.number().int() }),
  specializations: z.array(specializationSchema),
  about: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** null while no patient has rated her. */
  average_rating: z.number().nullable(),
  address: addressSchema.nullable(),
  /** When the account was created (the preview's months of activity). */
  created_at: z.string(),
  /** The catalogue she chooses from (ids 1 to 10). */
  specialization_catalogue: z.array(specializationSchema),
  /** Whether her patients get an e-mail before each confirmed appointment (beyond the specification). */
  appointment_reminders: z.boolean(),
});
export type Nutritionist = z.infer<typeof nutritionistSchema>;

/** GET /v1/nutritionists/{id} for one of her patients: name, photo and specialisations, nothing else. */
export const nutritionistForPatientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  specializations: z.array(specializationSchema),
});
export type NutritionistForPatient = z.infer<typeof nutritionistForPatientSchema>;

const addressText = (max: number) => lineSchema.trim().max(max);

/** The address as sent: city, state, neighbourhood and street from the CEP lookup, or typed without it. */
export const addressInputSchema = z.object({
  zip_code: addressText(8),
  city: addressText(ADDRESS_TEXT_MAX_LENGTH),
  state: addressText(2),
  neighborhood: addressText(ADDRESS_TEXT_MAX_LENGTH),
  street: addressText(ADDRESS_TEXT_MAX_LENGTH),
  number: addressText(ADDRESS_NUMBER_MAX_LENGTH),
  complement: addressText(ADDRESS_COMPLEMENT_MAX_LENGTH).nullish(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * PATCH /v1/nutritionists/{id}: any of the parts (the reminders' switch too). The shapes are checked here; the rules (ids 1–10
 * and unique, a real UF, 8 digits, a number, the description's limit) by lib/rules/profile.ts, each with
 * its own code.
 */
/** Far past the description's limit, so only a body no form could send is a shape error. */
const ABOUT_SHAPE_LIMIT = 20_000;

export const updateNutritionistRequestSchema = z
  .object({
    address: addressInputSchema.optional(),
    specialization_ids: z.array(z.number().int()).max(20).optional(),
    // Only a bound on the body here: anything past ABOUT_MAX_LENGTH up to it is told ABOUT_TOO_LONG.
    about: textSchema.max(ABOUT_SHAPE_LIMIT).nullable().optional(),
    appointment_reminders: z.boolean().optional(),
  })
  .strict();
export type UpdateNutritionistRequest = z.infer<typeof updateNutritionistRequestSchema>;

/** GET /v1/addresses/{cep}: what the lookup fills in (spec 2 §3). */
export const addressLookupSchema = z.object({
  city: z.string(),
  uf: z.string(),
  neighborhood: z.string(),
  street: z.string(),
});
export type AddressLookup = z.infer<typeof addressLookupSchema>;

/** Suggestions and prompts a user may dismiss; a dismissal is kept for the account, on every device. */
export const dismissalKeySchema = z.enum([
  'HOME_AVATAR_PROMPT',
  'PROFILE_AVATAR_SUGGESTION',
  'PROFILE_ADDRESS_SUGGESTION',
]);
export type DismissalKey = z.infer<typeof dismissalKeySchema>;

/** GET /v1/users/{id}/dismissals */
export const dismissalsSchema = z.object({ keys: z.array(dismissalKeySchema) });
export type Dismissals = z.infer<typeof dismissalsSchema>;
