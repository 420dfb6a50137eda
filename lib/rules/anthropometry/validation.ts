// The ages an equation's source sample spanned, and the warning a patient outside them gets.
import type { Person } from './sites';

export interface ValidationRange {
  minAge: number;
  maxAge: number;
}

/** Why a result should be read with care: the patient's age lies outside the validation sample. */
export interface OutOfRangeWarning {
  kind: 'AGE_OUTSIDE_VALIDATION';
  age: number;
  minAge: number;
  maxAge: number;
}

export function checkValidationRange(
  person: Pick<Person, 'ageYears'>,
  range: ValidationRange,
): OutOfRangeWarning | null {
  const age = person.ageYears;
  if (age === null) return null;
  return age < range.minAge || age > range.maxAge
    ? { kind: 'AGE_OUTSIDE_VALIDATION', age, minAge: range.minAge, maxAge: range.maxAge }
    : null;
}
