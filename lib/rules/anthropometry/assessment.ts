// Everything the 'Antropometria' card shows for one record: the patient's sex and age on its date, then
// each result with the equation and sites it used, what is missing, and any validation warning.
import { computeAgeYears } from '../calendar';
import { assessArmMuscleArea, assessArmMuscleCircumference } from './arm';
import { assessBmi } from './bmi';
import { assessBodyFat } from './body-fat';
import { FAT_EQUATIONS } from './density-equations';
import type { Measurements, Person, Sex } from './sites';
import { assessWaist, assessWaistToHip } from './waist';

/** The patient on a record's date (YYYY-MM-DD): age in whole years when the birth date is known. */
export function describePersonOn(birthDate: string | null, gender: Sex | null, onDate: string): Person {
  const age = birthDate ? computeAgeYears(birthDate, onDate) : null;
  return { sex: gender, ageYears: age !== null && age >= 0 ? age : null };
}

export function assessRecord(measurements: Measurements, person: Person) {
  return {
    bmi: assessBmi(measurements, person),
    waist: assessWaist(measurements, person),
    waistToHip: assessWaistToHip(measurements, person),
    bodyFat: FAT_EQUATIONS.map((equation) => assessBodyFat(equation, measurements, person)),
    armMuscleCircumference: assessArmMuscleCircumference(measurements),
    armMuscleArea: assessArmMuscleArea(measurements, person),
  };
}
export type RecordAssessment = ReturnType<typeof assessRecord>;
