// Estimated daily energy requirement: Mifflin–St Jeor resting energy times the activity factor of the
// five levels (spec 2 §3). Used when a patient has no ACTIVE meal plan to say how much a day asks for.
// The rules stand alone (no lib/api import): the contract's activity levels and sexes are these same values.
// Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for resting energy
// expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–247: derived on 498 healthy adults of 19 to
// 78 years, so a patient outside those ages gets the estimate with a warning.
import {
  checkValidationRange,
  type OutOfRangeWarning,
  type ValidationRange,
} from './anthropometry/validation';

export const ACTIVITY_FACTORS = {
  SEDENTARY: 1.2,
  LIGHTLY_ACTIVE: 1.375,
  MODERATELY_ACTIVE: 1.55,
  VERY_ACTIVE: 1.725,
  EXTRA_ACTIVE: 1.9,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;
export type Gender = 'MALE' | 'FEMALE';

/** The ages of Mifflin–St Jeor's sample (1990). */
export const MIFFLIN_ST_JEOR_AGES: ValidationRange = { minAge: 19, maxAge: 78 };

/** Mifflin–St Jeor's sex term; with the sex unknown, the mean of the two. */
const SEX_CONSTANTS = { MALE: 5, FEMALE: -161, UNKNOWN: -78 } as const;

export interface EnergyInputs {
  weightKg: number | null;
  heightCm: number | null;
  birthDate: string | null;
  gender: Gender | null;
  activity: ActivityLevel | null;
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function computeAgeYears(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Resting energy (kcal/day): 10 × kg + 6.25 × cm − 5 × age + 5 (men) or − 161 (women). */
export function computeRestingEnergy(
  weightKg: number,
  heightCm: number,
  ageYears: number,
  gender: Gender | null,
) {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + SEX_CONSTANTS[gender ?? 'UNKNOWN'];
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
