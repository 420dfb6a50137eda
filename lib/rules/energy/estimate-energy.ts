// One entry point for every equation the nutritionist can choose: the day's kcal (and the resting kcal it came
// from, where the equation gives resting energy), with the warnings of a patient outside the equation's
// population; or a refusal that names, in Portuguese, what the record or profile lacks. A warning never stops
// the number; only a missing input, or an equation that does not apply at all, does.
import { computeBmi } from '../anthropometry/bmi';
import { roundAsShown, SHOWN_DECIMALS } from '../anthropometry/shown-precision';
import { isMeasured } from '../anthropometry/sites';
import { checkValidationRange, type OutOfRangeWarning } from '../anthropometry/validation';
import { computeAgeYears } from '../calendar';
import type { PaCategory } from './activity';
import { computeCunningham1980, computeKatchMcArdle } from './fat-free-mass';
import { computeHarrisBenedict1919, computeHarrisBenedict1984 } from './harris-benedict';
import {
  computeIomEer,
  findEerLifeStage,
  IOM_EER_MIN_AGE,
  IOM_PREGNANCY_AGES,
  type LactationPeriod,
  type PregnancyTrimester,
} from './iom-eer';
import { computeMifflinStJeor } from './mifflin-st-jeor';
import { ENERGY_EQUATIONS } from './registry';
import type { EnergyEquationId, EnergyInput, Sex } from './types';
import { computeFaoWhoUnu1985, computeHenry2005, computeSchofield1985 } from './weight-by-age-band';

/** What the record, the profile and the nutritionist's choices give; an unknown value is null or absent. */
export interface EnergyEquationInputs {
  weightKg: number | null;
  heightCm: number | null;
  /** YYYY-MM-DD; the age is taken in whole years on the day of the estimate. */
  birthDate: string | null;
  sex: Sex | null;
  fatFreeMassKg?: number | null;
  /** Multiplies resting energy (the product's levels: ACTIVITY_FACTORS). */
  activityFactor?: number | null;
  /** The IOM's category, for the EER only (ACTIVITY_LEVEL_PA_CATEGORIES maps the product's levels). */
  paCategory?: PaCategory | null;
  pregnancyTrimester?: PregnancyTrimester | null;
  lactationPeriod?: LactationPeriod | null;
}

/** Why the number should be read with care: the patient lies outside the population the source studied. */
export type EnergyWarning =
  | OutOfRangeWarning
  /** IOM adults: the equations come from people of normal weight (BMI 18.5 to under 25). */
  | { kind: 'BMI_OUTSIDE_VALIDATION'; bmi: number; minBmi: number; maxBmi: number }
  /** Mifflin–St Jeor with the sex unknown: the mean of the two sex terms was used. */
  | { kind: 'SEX_UNKNOWN_MEAN_USED' }
  /** A resting-energy equation has no term for pregnancy or lactation: only the EER adds them. */
  | { kind: 'PREGNANCY_OR_LACTATION_NOT_COUNTED' };

export interface EnergyEstimate {
  ok: true;
  equation: EnergyEquationId;
  /** kcal/day, unrounded: the screen rounds once, as it shows it. */
  kcal: number;
  /** The resting energy multiplied by the activity factor; absent for the EER, which is a total. */
  restingKcal?: number;
  warnings: EnergyWarning[];
}

export type EnergyRefusal = { ok: false; equation: EnergyEquationId; message: string } & (
  | { kind: 'MISSING_INPUT'; missing: EnergyInput[] }
  | { kind: 'NOT_APPLICABLE' }
);

export const MISSING_INPUT_MESSAGES: Record<EnergyInput, string> = {
  weight: 'sem peso',
  height: 'sem altura',
  birthDate: 'sem data de nascimento',
  sex: 'sem sexo',
  fatFreeMass: 'sem registro de massa magra',
  activityFactor: 'sem fator de atividade',
  paCategory: 'sem categoria de atividade física do IOM',
  pregnancyTrimester: 'sem trimestre da gestação',
  lactationPeriod: 'sem período da lactação',
};

/** The adult BMI range of the IOM's normal-weight equations. */
export const IOM_ADULT_BMI = { minBmi: 18.5, maxBmi: 25 } as const;

function isGiven(input: EnergyInput, inputs: EnergyEquationInputs): boolean {
  switch (input) {
    case 'weight':
      return isMeasured(inputs.weightKg);
    case 'height':
      return isMeasured(inputs.heightCm);
    case 'birthDate':
      return Boolean(inputs.birthDate);
    case 'sex':
      return inputs.sex != null;
    case 'fatFreeMass':
      return isMeasured(inputs.fatFreeMassKg);
    case 'activityFactor':
      return isMeasured(inputs.activityFactor);
    case 'paCategory':
      return inputs.paCategory != null;
    case 'pregnancyTrimester':
      return inputs.pregnancyTrimester != null;
    case 'lactationPeriod':
      return inputs.lactationPeriod != null;
  }
}

function refuse(equation: EnergyEquationId, message: string): EnergyRefusal {
  return { ok: false, equation, kind: 'NOT_APPLICABLE', message };
}

/** What the checks below have made sure of: every input the equation requires, and the age from the birth date. */
interface Checked {
  weightKg: number;
  heightCm: number;
  ageYears: number;
  sex: Sex;
  fatFreeMassKg: number;
}

function computeResting(id: Exclude<EnergyEquationId, 'IOM_EER_2005'>, c: Checked, sex: Sex | null) {
  switch (id) {
    case 'HARRIS_BENEDICT_1919':
      return computeHarrisBenedict1919(c.weightKg, c.heightCm, c.ageYears, c.sex);
    case 'HARRIS_BENEDICT_1984':
      return computeHarrisBenedict1984(c.weightKg, c.heightCm, c.ageYears, c.sex);
    case 'FAO_WHO_UNU_1985':
      return computeFaoWhoUnu1985(c.weightKg, c.ageYears, c.sex);
    case 'SCHOFIELD_1985':
      return computeSchofield1985(c.weightKg, c.ageYears, c.sex);
    case 'HENRY_2005':
      return computeHenry2005(c.weightKg, c.ageYears, c.sex);
    case 'MIFFLIN_ST_JEOR_1990':
      return computeMifflinStJeor(c.weightKg, c.heightCm, c.ageYears, sex);
    case 'CUNNINGHAM_1980':
      return computeCunningham1980(c.fatFreeMassKg);
    case 'KATCH_MCARDLE':
      return computeKatchMcArdle(c.fatFreeMassKg);
  }
}

/** The IOM's own limits: who the EER applies to at all (a refusal) and who it was not derived on (warnings). */
function checkEer(inputs: EnergyEquationInputs, c: Checked): string | EnergyWarning[] {
  const pregnant = inputs.pregnancyTrimester != null;
  const lactating = inputs.lactationPeriod != null;
  if (c.ageYears < IOM_EER_MIN_AGE)
    return 'a EER do IOM aqui começa aos 3 anos; abaixo disso há outras equações';
  if (pregnant && lactating) return 'informe gestação ou lactação, não as duas';
  if ((pregnant || lactating) && c.sex !== 'FEMALE')
    return 'gestação e lactação só se aplicam ao sexo feminino';
  if (pregnant || lactating) {
    const warning = checkValidationRange(c, IOM_PREGNANCY_AGES);
    return warning ? [warning] : [];
  }
  if (findEerLifeStage(c.ageYears) === 'CHILD') return [];
  const bmi = roundAsShown(computeBmi(c.weightKg, c.heightCm), SHOWN_DECIMALS.bmi);
  return bmi < IOM_ADULT_BMI.minBmi || bmi >= IOM_ADULT_BMI.maxBmi
    ? [{ kind: 'BMI_OUTSIDE_VALIDATION', bmi, ...IOM_ADULT_BMI }]
    : [];
}

/**
 * The chosen equation's estimate on `onDate` (YYYY-MM-DD). Resting-energy equations multiply by
 * `activityFactor`; the EER takes `paCategory` and, for a woman, a pregnancy trimester or a lactation period.
 */
export function estimateEnergy(
  id: EnergyEquationId,
  inputs: EnergyEquationInputs,
  onDate: string,
): EnergyEstimate | EnergyRefusal {
  const equation = ENERGY_EQUATIONS[id];
  const missing = equation.requires.filter((input) => !isGiven(input, inputs));
  if (missing.length > 0) {
    const message = missing.map((input) => MISSING_INPUT_MESSAGES[input]).join(', ');
    return { ok: false, equation: id, kind: 'MISSING_INPUT', missing, message };
  }
  const usesAge = equation.requires.includes('birthDate');
  const ageYears = usesAge && inputs.birthDate ? computeAgeYears(inputs.birthDate, onDate) : null;
  if (ageYears !== null && ageYears < 0) return refuse(id, 'data de nascimento posterior à data do cálculo');
  // The requires list was checked above: what an equation reads is there, and what it does not require it
  // never reads (Mifflin–St Jeor reads the nullable sex from `inputs`).
  const checked = {
    weightKg: inputs.weightKg,
    heightCm: inputs.heightCm,
    ageYears,
    sex: inputs.sex,
    fatFreeMassKg: inputs.fatFreeMassKg,
  } as Checked;
  const ageWarning =
    ageYears !== null && equation.population.ages
      ? checkValidationRange({ ageYears }, equation.population.ages)
      : null;
  const warnings: EnergyWarning[] = ageWarning ? [ageWarning] : [];

  if (id === 'IOM_EER_2005') {
    const eer = checkEer(inputs, checked);
    if (typeof eer === 'string') return refuse(id, eer);
    const kcal = computeIomEer({
      ...checked,
      paCategory: inputs.paCategory as PaCategory,
      pregnancyTrimester: inputs.pregnancyTrimester,
      lactationPeriod: inputs.lactationPeriod,
    });
    return { ok: true, equation: id, kcal, warnings: [...warnings, ...eer] };
  }

  if (id === 'MIFFLIN_ST_JEOR_1990' && inputs.sex == null) warnings.push({ kind: 'SEX_UNKNOWN_MEAN_USED' });
  if (inputs.pregnancyTrimester != null || inputs.lactationPeriod != null) {
    warnings.push({ kind: 'PREGNANCY_OR_LACTATION_NOT_COUNTED' });
  }
  const restingKcal = computeResting(id, checked, inputs.sex);
  const kcal = restingKcal * (inputs.activityFactor as number);
  return { ok: true, equation: id, kcal, restingKcal, warnings };
}
