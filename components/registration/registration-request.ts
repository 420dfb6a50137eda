// The wizard's form → the request of spec 1 §3, checked with the contract's own schema so the wizard
// never sends what the API would refuse. The schema is loaded with import() when the wizard is first used:
// zod and the schemas are no part of the registration page until then.
import type { NutritionistRegistrationRequest } from '@/lib/api/contract';
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

/** The contract's schema of the nutritionist's request. */
export type RegistrationRule =
  typeof import('@/lib/api/contract/registration')['nutritionistRegistrationRequestSchema'];

/** The schema; rejects when it cannot load (no connection). */
export function importRegistrationRule(): Promise<RegistrationRule> {
  return import('@/lib/api/contract/registration').then(
    (contract) => contract.nutritionistRegistrationRequestSchema,
  );
}

/**
 * Whether the contract accepts what the form would send (step 4 registers only then). Until its schema has
 * loaded (null), the steps' own rules alone; registering checks with it again.
 */
export function isRegistrationRequestValid(form: RegistrationForm, rule: RegistrationRule | null): boolean {
  return rule === null || rule.safeParse(toRegistrationPayload(form)).success;
}
