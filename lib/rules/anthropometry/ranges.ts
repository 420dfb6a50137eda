// The plausible range of every measurement of an assessment, checked by the contract on both sides (the
// form before sending, the API on arrival). Wide enough for any adult or adolescent a nutritionist sees,
// narrow enough to catch a misplaced decimal point or a value typed in the wrong unit.
import type { MeasurementField } from './sites';

export interface MeasurementRange {
  min: number;
  max: number;
  unit: 'kg' | 'cm' | 'mm';
}

const skinfold: MeasurementRange = { min: 1, max: 80, unit: 'mm' };

export const MEASUREMENT_RANGES: Record<MeasurementField, MeasurementRange> = {
  weight: { min: 2, max: 350, unit: 'kg' },
  height: { min: 40, max: 250, unit: 'cm' },
  arm_circumference: { min: 10, max: 70, unit: 'cm' },
  triceps_circumference: { min: 10, max: 70, unit: 'cm' },
  hip_circumference: { min: 40, max: 220, unit: 'cm' },
  calf_circumference: { min: 15, max: 70, unit: 'cm' },
  waist_circumference: { min: 30, max: 220, unit: 'cm' },
  thigh_circumference: { min: 20, max: 110, unit: 'cm' },
  chest_circumference: { min: 40, max: 200, unit: 'cm' },
  triceps_skinfold: skinfold,
  biceps_skinfold: skinfold,
  subscapular_skinfold: skinfold,
  suprailiac_skinfold: skinfold,
  abdominal_skinfold: skinfold,
  thigh_skinfold: skinfold,
  chest_skinfold: skinfold,
  midaxillary_skinfold: skinfold,
  calf_skinfold: skinfold,
};

/** The progress call's periods, in days. */
export const PROGRESS_PERIODS = [30, 90, 180] as const;
export type ProgressPeriod = (typeof PROGRESS_PERIODS)[number];
