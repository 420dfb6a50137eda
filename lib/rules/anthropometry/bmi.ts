// Body mass index with the WHO adult classes (WHO Technical Report Series 894, 2000) and, from 60 years,
// the cut-offs of Lipschitz (1994) that Brazil's SISVAN adopts for older adults. Under 20 years the adult
// classes do not apply: the WHO 2007 growth reference gives BMI-for-age from 5 to 19 years.
import { roundAsShown, SHOWN_DECIMALS } from './shown-precision';
import { isMeasured, type Measurements, type Person } from './sites';

export type BmiClass = 'UNDERWEIGHT' | 'NORMAL' | 'OVERWEIGHT' | 'OBESITY_I' | 'OBESITY_II' | 'OBESITY_III';
export type OlderAdultBmiClass = 'UNDERWEIGHT' | 'NORMAL' | 'OVERWEIGHT';

export const OLDER_ADULT_AGE = 60;
/** The WHO 2007 BMI-for-age reference covers 5–19 years; the adult classes start at 20. */
export const ADULT_BMI_AGE = 20;

export type BmiResult =
  | { missing: ('weight' | 'height')[] }
  | {
      missing: [];
      /** Rounded to the two decimals it is shown with; the classes are read from this value. */
      value: number;
      /** Null under 20 years, where the adult classes do not apply. */
      whoClass: BmiClass | null;
      /** Only from 60 years: Lipschitz (1994) classes, which the note beside the result explains. */
      olderAdultClass: OlderAdultBmiClass | null;
      /** Under 20 the adult classes do not apply (BMI-for-age, WHO 2007, is the reference there). */
      underAdultAge: boolean;
    };

export function computeBmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

export function classifyBmi(bmi: number): BmiClass {
  if (bmi < 18.5) return 'UNDERWEIGHT';
  if (bmi < 25) return 'NORMAL';
  if (bmi < 30) return 'OVERWEIGHT';
  if (bmi < 35) return 'OBESITY_I';
  if (bmi < 40) return 'OBESITY_II';
  return 'OBESITY_III';
}

/** Lipschitz (1994): ≤ 22 underweight, > 22 and < 27 adequate, ≥ 27 overweight. */
export function classifyOlderAdultBmi(bmi: number): OlderAdultBmiClass {
  if (bmi <= 22) return 'UNDERWEIGHT';
  if (bmi < 27) return 'NORMAL';
  return 'OVERWEIGHT';
}

export function assessBmi(measurements: Measurements, person: Person): BmiResult {
  const { weight, height } = measurements;
  if (!isMeasured(weight) || !isMeasured(height)) {
    return {
      missing: [
        ...(isMeasured(weight) ? [] : ['weight' as const]),
        ...(isMeasured(height) ? [] : ['height' as const]),
      ],
    };
  }
  const value = roundAsShown(computeBmi(weight, height), SHOWN_DECIMALS.bmi);
  const age = person.ageYears;
  const underAdultAge = age !== null && age < ADULT_BMI_AGE;
  return {
    missing: [],
    value,
    whoClass: underAdultAge ? null : classifyBmi(value),
    olderAdultClass: age !== null && age >= OLDER_ADULT_AGE ? classifyOlderAdultBmi(value) : null,
    underAdultAge,
  };
}
