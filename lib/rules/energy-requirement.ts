// Estimated daily energy requirement: Mifflin–St Jeor resting energy times the activity factor of the
// five levels (spec 2 §3). Used when a patient has no ACTIVE meal plan to say how much a day asks for.
// The rules stand alone (no lib/api import): the contract's activity levels and sexes are these same values.
// The equation itself, its source and its sample (healthy adults of 19 to 78 years, so a patient outside those
// ages gets the estimate with a warning) live in energy/mifflin-st-jeor.ts, beside the other equations the
// nutritionist can choose (energy/index.ts).

import { checkValidationRange, type OutOfRangeWarning } from './anthropometry/validation';
import { computeAgeYears } from './calendar';
import { ACTIVITY_FACTORS, type ActivityLevel } from './energy/activity';
import { computeMifflinStJeor, MIFFLIN_ST_JEOR_AGES } from './energy/mifflin-st-jeor';

export { ACTIVITY_FACTORS, type ActivityLevel, MIFFLIN_ST_JEOR_AGES };
export type Gender = 'MALE' | 'FEMALE';

export interface EnergyInputs {
  weightKg: number | null;
  heightCm: number | null;
  birthDate: string | null;
  gender: Gender | null;
  activity: ActivityLevel | null;
}

/** Resting energy (kcal/day): 10 × kg + 6.25 × cm − 5 × age + 5 (men) or − 161 (women). */
export function computeRestingEnergy(
  weightKg: number,
  heightCm: number,
  ageYears: number,
  gender: Gender | null,
) {
  return computeMifflinStJeor(weightKg, heightCm, ageYears, gender);
}

/** The patient's age on the day when it lies outside Mifflin–St Jeor's sample; null inside it or unknown. */
export function checkEnergyEstimateAge(birthDate: string | null, onDate: string): OutOfRangeWarning | null {
  if (!birthDate) return null;
  const age = computeAgeYears(birthDate, onDate);
  return age < 0 ? null : checkValidationRange({ ageYears: age }, MIFFLIN_ST_JEOR_AGES);
}

/**
 * Whole kcal per day, or null when weight, height or birth date is missing (nothing honest to estimate
 * from). An unknown activity level counts as sedentary, the lowest factor.
 */
export function estimateEnergyRequirement(person: EnergyInputs, onDate: string): number | null {
  const { weightKg, heightCm, birthDate } = person;
  if (!weightKg || !heightCm || !birthDate || weightKg <= 0 || heightCm <= 0) return null;
  const age = computeAgeYears(birthDate, onDate);
  if (age < 0) return null;
  const resting = computeRestingEnergy(weightKg, heightCm, age, person.gender);
  const factor = ACTIVITY_FACTORS[person.activity ?? 'SEDENTARY'];
  return Math.max(0, Math.round(resting * factor));
}
