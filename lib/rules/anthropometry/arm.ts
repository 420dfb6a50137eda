// Arm muscle circumference (CMB) and corrected arm muscle area (AMB) from the relaxed arm circumference
// and the triceps skinfold. Heymsfield SB, McManus C, Smith J, Stevens V, Nixon DW. Anthropometric
// measurement of muscle mass: revised equations for calculating bone-free arm muscle area. Am J Clin
// Nutr 1982;36:680–690: corrected AMB = (CB − π·TSF)² / 4π − 10 (men) or − 6.5 (women), in cm and cm²;
// validated on adults (18 years and over).
import { isMeasured, type Measurements, type Missing, type Person, type Sex } from './sites';
import { checkValidationRange, type OutOfRangeWarning } from './validation';

const BONE_AREA_CM2: Record<Sex, number> = { MALE: 10, FEMALE: 6.5 };

/** CMB (cm) = CB (cm) − π × TSF (cm); the skinfold arrives in mm. */
export function computeArmMuscleCircumference(armCm: number, tricepsMm: number): number {
  return armCm - Math.PI * (tricepsMm / 10);
}

export function computeCorrectedArmMuscleArea(armCm: number, tricepsMm: number, sex: Sex): number {
  const muscle = computeArmMuscleCircumference(armCm, tricepsMm);
  return (muscle * muscle) / (4 * Math.PI) - BONE_AREA_CM2[sex];
}

export type ArmMuscleCircumferenceResult = { missing: Missing[] } | { missing: []; value: number };
export type ArmMuscleAreaResult =
  | { missing: Missing[]; warning: OutOfRangeWarning | null }
  | { missing: []; value: number; warning: OutOfRangeWarning | null };

function listArmMissing(measurements: Measurements): Missing[] {
  const missing: Missing[] = [];
  if (!isMeasured(measurements.arm_circumference)) missing.push('arm_circumference');
  if (!isMeasured(measurements.triceps_skinfold)) missing.push('triceps_skinfold');
  return missing;
}

export function assessArmMuscleCircumference(measurements: Measurements): ArmMuscleCircumferenceResult {
  const { arm_circumference: arm, triceps_skinfold: triceps } = measurements;
  if (!isMeasured(arm) || !isMeasured(triceps)) return { missing: listArmMissing(measurements) };
  return { missing: [], value: computeArmMuscleCircumference(arm, triceps) };
}

export function assessArmMuscleArea(measurements: Measurements, person: Person): ArmMuscleAreaResult {
  const { arm_circumference: arm, triceps_skinfold: triceps } = measurements;
  const { sex } = person;
  const warning = sex ? checkValidationRange(person, { sex, minAge: 18, maxAge: null }) : null;
  if (!isMeasured(arm) || !isMeasured(triceps) || !sex) {
    return { missing: [...listArmMissing(measurements), ...(sex ? [] : (['sex'] as const))], warning };
  }
  return { missing: [], value: computeCorrectedArmMuscleArea(arm, triceps, sex), warning };
}
