// The patient as the anthropometric equations take her on a record's date.
import { computeAgeYears } from '../calendar';
import type { Person, Sex } from './sites';

/** The patient on a record's date (YYYY-MM-DD): age in whole years when the birth date is known. */
export function describePersonOn(birthDate: string | null, gender: Sex | null, onDate: string): Person {
  const age = birthDate ? computeAgeYears(birthDate, onDate) : null;
  return { sex: gender, ageYears: age !== null && age >= 0 ? age : null };
}
