// The population an equation was validated on, and the warning a patient outside it gets.
import type { Person, Sex } from './sites';

export interface ValidationRange {
  sex: Sex;
  minAge: number;
  maxAge: number | null;
}

/** Why a result should be read with care: the patient's age lies outside the validation sample. */
export interface OutOfRangeWarning {
  kind: 'AGE_OUTSIDE_VALIDATION';
  age: number;
  minAge: number;
  maxAge: number | null;
}

export function checkValidationRange(person: Person, range: ValidationRange): OutOfRangeWarning | null {
  const age = person.ageYears;
  if (age === null) return null;
  const tooYoung = age < range.minAge;
  const tooOld = range.maxAge !== null && age > range.maxAge;
  return tooYoung || tooOld
    ? { kind: 'AGE_OUTSIDE_VALIDATION', age, minAge: range.minAge, maxAge: range.maxAge }
    : null;
}
