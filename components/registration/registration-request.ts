// The wizard's form → the request of spec 1 §3, checked with the contract's own schema so the wizard
// never sends what the API would refuse.
import {
  type NutritionistRegistrationRequest,
  nutritionistRegistrationRequestSchema,
} from '@/lib/api/contract';
import { brDateToIso } from '@/lib/format/dates';
import type { RegistrationForm } from '@/lib/rules/registration';

/** The payload of spec 1 §3: birth date as year-month-day, CRN as a number. */
export function toRegistrationPayload(form: RegistrationForm): NutritionistRegistrationRequest {
  return {
    account_type: 'NUTRITIONIST',
    name: form.name.trim().replace(/\s+/g, ' '),
    birth_date: brDateToIso(form.birthDate) ?? '',
    gender: form.gender === 'MALE' ? 'MALE' : 'FEMALE',
    email: form.email.trim(),
    password: form.password,
    nutritionist_details: { crn: Number(form.crn), registration_number: form.registrationNumber },
  };
}

/** Whether the contract accepts what the form would send (step 4 registers only then). */
export function isRegistrationRequestValid(form: RegistrationForm): boolean {
  return nutritionistRegistrationRequestSchema.safeParse(toRegistrationPayload(form)).success;
}
