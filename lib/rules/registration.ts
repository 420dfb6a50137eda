// The registration wizard's rules (spec 1 §5): when each step may continue and its messages' conditions.
// The request it sends is built and checked against the contract in components/registration/.
import { brDateToIso, toIsoDate } from '@/lib/format/dates';
import { EARLIEST_DATE } from '@/lib/rules/date-bounds';
import { isStrongPassword, isValidEmail } from '@/lib/rules/patterns';

export const REGISTRATION_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
export const SUCCESS_STEP: RegistrationStep = 6;

export const CRN_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const REGISTRATION_NUMBER_MIN_LENGTH = 4;
export const REGISTRATION_NUMBER_MAX_LENGTH = 6;
export const CONFIRMATION_CODE_LENGTH = 4;
export const NAME_MAX_LENGTH = 120;
/** Spec 1 §4, §9: a code may be asked for again 60 seconds after the last one was sent. */
export const RESEND_WAIT_SECONDS = 60;

export interface RegistrationForm {
  name: string;
  /** dd/mm/yyyy as typed in the masked field. */
  birthDate: string;
  gender: '' | 'MALE' | 'FEMALE';
  email: string;
  password: string;
  /** '1' … '11', or '' before a choice. */
  crn: string;
  registrationNumber: string;
  code: string;
}

export const EMPTY_REGISTRATION_FORM: RegistrationForm = {
  name: '',
  birthDate: '',
  gender: '',
  email: '',
  password: '',
  crn: '',
  registrationNumber: '',
  code: '',
};

const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(trimmed);
}

/**
 * Ten characters (spec 1 §5), a real calendar date, and not after today: today in the product's zone
 * (APP_TIME_ZONE), as the API judges it, whatever zone the browser is in.
 */
export function isValidBirthDate(birthDate: string, today: Date = new Date()): boolean {
  if (birthDate.length !== 10) return false;
  const iso = brDateToIso(birthDate);
  if (!iso) return false;
  return iso >= EARLIEST_DATE && iso <= toIsoDate(today);
}

export function isValidRegistrationNumber(value: string): boolean {
  return value.length >= REGISTRATION_NUMBER_MIN_LENGTH && value.length <= REGISTRATION_NUMBER_MAX_LENGTH;
}

/** The number's message shows once something was typed that is still too short. */
export function shouldShowRegistrationNumberMessage(value: string): boolean {
  return value.length > 0 && !isValidRegistrationNumber(value);
}

/** The password's rule message shows once something was typed that does not meet it. */
export function shouldShowPasswordMessage(value: string): boolean {
  return value.length > 0 && !isStrongPassword(value);
}

export function isValidCrn(value: string): boolean {
  return CRN_VALUES.some((crn) => String(crn) === value);
}

/** Whether a step's Continue is enabled. */
export function isStepValid(step: RegistrationStep, form: RegistrationForm, today?: Date): boolean {
  switch (step) {
    case 1:
      return isValidName(form.name) && isValidBirthDate(form.birthDate, today) && form.gender !== '';
    case 2:
      return isValidEmail(form.email.trim());
    case 3:
      return isStrongPassword(form.password);
    case 4:
      return isValidCrn(form.crn) && isValidRegistrationNumber(form.registrationNumber);
    case 5:
      return form.code.length === CONFIRMATION_CODE_LENGTH;
    case 6:
      return false;
  }
}

/** Whole seconds left before a new code may be asked for (never negative). */
export function secondsUntil(availableAt: number, now: number): number {
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}
