// Arm muscle circumference (CMB) and corrected arm muscle area (AMB) from the relaxed arm circumference
// and the triceps skinfold. Heymsfield SB, McManus C, Smith J, Stevens V, Nixon DW. Anthropometric
// measurement of muscle mass: revised equations for calculating bone-free arm muscle area. Am J Clin
// Nutr 1982;36:680–690: corrected AMB = (CB − π·TSF)² / 4π − 10 (men) or − 6.5 (women), in cm and cm²;
// derived on adults of 20 to 70 years, with errors that grow in obesity.
import { assessBmi } from './bmi';
import { roundAsShown, SHOWN_DECIMALS } from './shown-precision';
import { isMeasured, type Measurements, type Missing, type Person, type Sex } from './sites';
import { checkValidationRange, type OutOfRangeWarning, type ValidationRange } from './validation';

const BONE_AREA_CM2: Record<Sex, number> = { MALE: 10, FEMALE: 6.5 };
/** Heymsfield et al. (1982): the ages of the adults the corrected area was derived on. */
export const ARM_MUSCLE_AREA_AGES: ValidationRange = { minAge: 20, maxAge: 70 };

/** CMB (cm) = CB (cm) − π × TSF (cm); the skinfold arrives in mm. */
export function computeArmMuscleCircumference(armCm: number, tricepsMm: number): number {
  return armCm - Math.PI * (tricepsMm / 10);
}

export function computeCorrectedArmMuscleArea(armCm: number, tricepsMm: number, sex: Sex): number {
  const muscle = computeArmMuscleCircumference(armCm, tricepsMm);
  return (muscle * muscle) / (4 * Math.PI) - BONE_AREA_CM2[sex];
}

/** A muscle circumference or area of 0 or less as shown: the fold is too thick for the arm's circumference. */
export interface ImpossibleArmResult {
  kind: 'IMPOSSIBLE_RESULT';
}

export type ArmMuscleCircumferenceResult =
  | { missing: Missing[] }
  | { missing: []; value: number }
  | { missing: []; problem: ImpossibleArmResult };
export type ArmMuscleAreaResult = (
  | { missing: Missing[] }
  | { missing: []; value: number }
  | { missing: []; problem: ImpossibleArmResult }
) & {
  warning: OutOfRangeWarning | null;
  /** The patient's BMI is in the obesity classes, where the corrected area's errors grow. */
  obesityCaution: boolean;
};

function listArmMissing(measurements: Measurements): Missing[] {
  const missing: Missing[] = [];
  if (!isMeasured(measurements.arm_circumference)) missing.push('arm_circumference');
  if (!isMeasured(measurements.triceps_skinfold)) missing.push('triceps_skinfold');
  return missing;
}

function showOrFlag(
  value: number,
): { missing: []; value: number } | { missing: []; problem: ImpossibleArmResult } {
  return roundAsShown(value, SHOWN_DECIMALS.arm) > 0
    ? { missing: [], value }
    : { missing: [], problem: { kind: 'IMPOSSIBLE_RESULT' } };
}

export function assessArmMuscleCircumference(measurements: Measurements): ArmMuscleCircumferenceResult {
  const { arm_circumference: arm, triceps_skinfold: triceps } = measurements;
  if (!isMeasured(arm) || !isMeasured(triceps)) return { missing: listArmMissing(measurements) };
  return showOrFlag(computeArmMuscleCircumference(arm, triceps));
}

export function assessArmMuscleArea(measurements: Measurements, person: Person): ArmMuscleAreaResult {
  const { arm_circumference: arm, triceps_skinfold: triceps } = measurements;
  const { sex } = person;
  const warning = checkValidationRange(person, ARM_MUSCLE_AREA_AGES);
  const bmi = assessBmi(measurements, person);
  const obesityCaution = 'whoClass' in bmi && (bmi.whoClass?.startsWith('OBESITY') ?? false);
  const notes = { warning, obesityCaution };
  if (!isMeasured(arm) || !isMeasured(triceps) || !sex) {
    return { missing: [...listArmMissing(measurements), ...(sex ? [] : (['sex'] as const))], ...notes };
  }
  // A muscle circumference of 0 or less squares into a positive area: it is flagged before the area.
  const circumference = showOrFlag(computeArmMuscleCircumference(arm, triceps));
  if ('problem' in circumference) return { ...circumference, ...notes };
  return { ...showOrFlag(computeCorrectedArmMuscleArea(arm, triceps, sex)), ...notes };
}
