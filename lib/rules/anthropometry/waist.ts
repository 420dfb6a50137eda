// Waist circumference and waist-to-hip ratio against the WHO cut-offs by sex (WHO, Waist circumference and
// waist–hip ratio: report of a WHO expert consultation, Geneva, 2008, table 1): a waist over 94 cm (men) or
// over 80 cm (women) is increased risk and over 102 / 88 cm substantially increased; a ratio ≥ 0.90 (men)
// or ≥ 0.85 (women) is substantially increased risk. The report's waist limits are strict, its ratio's not.
// Both are classified as shown (shown-precision): the waist to one decimal, the ratio to two.
import { roundAsShown, SHOWN_DECIMALS } from './shown-precision';
import { isMeasured, type Measurements, type Missing, type Person, type Sex } from './sites';

export type WaistRisk = 'LOW' | 'INCREASED' | 'SUBSTANTIALLY_INCREASED';
export type RatioRisk = 'LOW' | 'SUBSTANTIALLY_INCREASED';

const WAIST_CUT_OFFS: Record<Sex, { increased: number; substantial: number }> = {
  MALE: { increased: 94, substantial: 102 },
  FEMALE: { increased: 80, substantial: 88 },
};
const RATIO_CUT_OFFS: Record<Sex, number> = { MALE: 0.9, FEMALE: 0.85 };

export function classifyWaist(waistCm: number, sex: Sex): WaistRisk {
  const cut = WAIST_CUT_OFFS[sex];
  if (waistCm > cut.substantial) return 'SUBSTANTIALLY_INCREASED';
  if (waistCm > cut.increased) return 'INCREASED';
  return 'LOW';
}

export function classifyWaistToHip(ratio: number, sex: Sex): RatioRisk {
  return ratio >= RATIO_CUT_OFFS[sex] ? 'SUBSTANTIALLY_INCREASED' : 'LOW';
}

export type WaistResult = { missing: Missing[] } | { missing: []; value: number; risk: WaistRisk };
export type WaistToHipResult = { missing: Missing[] } | { missing: []; value: number; risk: RatioRisk };

export function assessWaist(measurements: Measurements, person: Person): WaistResult {
  const waist = measurements.waist_circumference;
  const missing: Missing[] = [];
  if (!isMeasured(waist)) missing.push('waist_circumference');
  if (!person.sex) missing.push('sex');
  if (!isMeasured(waist) || !person.sex) return { missing };
  const value = roundAsShown(waist, SHOWN_DECIMALS.waist);
  return { missing: [], value, risk: classifyWaist(value, person.sex) };
}

export function assessWaistToHip(measurements: Measurements, person: Person): WaistToHipResult {
  const waist = measurements.waist_circumference;
  const hip = measurements.hip_circumference;
  const missing: Missing[] = [];
  if (!isMeasured(waist)) missing.push('waist_circumference');
  if (!isMeasured(hip)) missing.push('hip_circumference');
  if (!person.sex) missing.push('sex');
  if (!isMeasured(waist) || !isMeasured(hip) || !person.sex) return { missing };
  const value = roundAsShown(waist / hip, SHOWN_DECIMALS.waistToHip);
  return { missing: [], value, risk: classifyWaistToHip(value, person.sex) };
}
