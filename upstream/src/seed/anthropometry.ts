// The demo patients' anthropometric records. Every patient keeps one record with its weight and height
// (the energy requirement reads it); the first six of nutri@nutri.test also get a history of 3 to 6
// monthly assessments with circumferences and skinfolds, slowly improving towards the latest, so the
// anthropometry screen and its chart are alive on first start. Deterministic: no randomness.
import type { DemoPatient } from './demo-accounts';

type Sex = DemoPatient['gender'];

const SKINFOLDS: Record<Sex, Record<string, number>> = {
  FEMALE: {
    triceps_skinfold: 22,
    biceps_skinfold: 10,
    subscapular_skinfold: 18,
    suprailiac_skinfold: 20,
    abdominal_skinfold: 26,
    thigh_skinfold: 28,
    chest_skinfold: 12,
    midaxillary_skinfold: 14,
    calf_skinfold: 18,
  },
  MALE: {
    triceps_skinfold: 12,
    biceps_skinfold: 6,
    subscapular_skinfold: 16,
    suprailiac_skinfold: 18,
    abdominal_skinfold: 24,
    thigh_skinfold: 16,
    chest_skinfold: 12,
    midaxillary_skinfold: 14,
    calf_skinfold: 11,
  },
};

const CIRCUMFERENCES: Record<Sex, Record<string, number>> = {
  FEMALE: {
    arm_circumference: 29,
    triceps_circumference: 25,
    hip_circumference: 100,
    calf_circumference: 36,
    waist_circumference: 78,
    thigh_circumference: 56,
    chest_circumference: 92,
  },
  MALE: {
    arm_circumference: 32,
    triceps_circumference: 28,
    hip_circumference: 98,
    calf_circumference: 38,
    waist_circumference: 90,
    thigh_circumference: 55,
    chest_circumference: 100,
  },
};

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const round1 = (value: number) => Math.round(value * 10) / 10;
const DETAILED_PATIENTS = 6;
const SPACING_DAYS = 30;

export interface SeedRecord {
  daysAgo: number;
  values: Record<string, number>;
}

/**
 * The records of one patient, the latest first: `order` is its place among its nutritionist's patients.
 * The latest keeps the patient's own weight and height.
 */
export function buildAnthropometricHistory(
  person: DemoPatient,
  order: number,
  latestDaysAgo: number,
): SeedRecord[] {
  const latest = { daysAgo: latestDaysAgo, values: { weight: person.weightKg, height: person.heightCm } };
  if (person.nutritionist !== 'nutri' || order >= DETAILED_PATIENTS) return [latest];
  const count = 3 + (order % 4);
  const bmi = person.weightKg / (person.heightCm / 100) ** 2;
  return Array.from({ length: count }, (_, step) => {
    // step 0 is the latest assessment; each earlier one a month before, a little heavier and wider.
    const drift = 1 + 0.04 * step;
    const values: Record<string, number> = {
      weight: round1(person.weightKg + 0.9 * step),
      height: person.heightCm,
    };
    for (const [site, base] of Object.entries(CIRCUMFERENCES[person.gender])) {
      const scale = site === 'waist_circumference' || site === 'hip_circumference' ? 1.5 : 0.4;
      values[site] = round1(base + (bmi - 23) * scale + 1.1 * step * (scale > 1 ? 1 : 0.3));
    }
    for (const [site, base] of Object.entries(SKINFOLDS[person.gender])) {
      values[site] = round1(base * (1 + (bmi - 23) * 0.03) * drift);
    }
    return { daysAgo: latestDaysAgo + step * SPACING_DAYS, values };
  });
}

/** A record's values as body_measurements columns. */
export function toMeasurementColumns(values: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [camel(field), value]));
}
