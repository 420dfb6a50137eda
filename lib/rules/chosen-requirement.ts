// The energy requirement by the equation the nutritionist chose for the patient (her goals; Mifflin–St Jeor
// when none), from what the record holds on the day: the latest weight and height, the birth date and sex, the
// activity level of the profile (or the IOM category she chose, for the EER), the fat-free mass of the newest
// anthropometric record that gives one (with its date), and a pregnancy or lactation from the anamnesis.

import { assessBodyFat } from './anthropometry/body-fat';
import { FAT_EQUATIONS, type FatEquation } from './anthropometry/density-equations';
import { describePersonOn } from './anthropometry/person';
import type { Measurements } from './anthropometry/sites';
import {
  ACTIVITY_FACTORS,
  ACTIVITY_LEVEL_PA_CATEGORIES,
  type ActivityLevel,
  ENERGY_EQUATIONS,
  type EnergyEquationId,
  type EnergyEstimate,
  type EnergyRefusal,
  estimateEnergy,
  type PaCategory,
} from './energy';
import type { PregnancyStage } from './pregnancy-stage';

export const DEFAULT_ENERGY_EQUATION: EnergyEquationId = 'MIFFLIN_ST_JEOR_1990';

/** A record of the anthropometry, newest first, as the API lists them. */
export type DatedMeasurements = Measurements & { date: string };

/** The fat-free mass a record gives, by the equation she prefers (else the first that gives one). */
export interface DatedLeanMass {
  kg: number;
  date: string;
  equation: FatEquation;
}

/**
 * The fat-free mass of the newest record that gives one: her preferred body-fat equation first, then the
 * others in their order. Null when no record holds the skinfolds and weight an equation needs.
 */
export function findLatestLeanMass(
  records: readonly DatedMeasurements[],
  preferred: FatEquation | null,
  birthDate: string | null,
  sex: 'MALE' | 'FEMALE' | null,
): DatedLeanMass | null {
  const order = preferred ? [preferred, ...FAT_EQUATIONS.filter((e) => e !== preferred)] : [...FAT_EQUATIONS];
  for (const record of records) {
    const person = describePersonOn(birthDate, sex, record.date);
    for (const equation of order) {
      const { leanMassKg } = assessBodyFat(equation, record, person);
      if (leanMassKg !== null) return { kg: leanMassKg, date: record.date, equation };
    }
  }
  return null;
}

export interface RequirementFacts {
  weightKg: number | null;
  heightCm: number | null;
  birthDate: string | null;
  sex: 'MALE' | 'FEMALE' | null;
  activity: ActivityLevel | null;
  leanMass: DatedLeanMass | null;
  stage: PregnancyStage;
}

export interface RequirementChoice {
  equation: EnergyEquationId | null;
  paCategory: PaCategory | null;
}

export type ChosenRequirement = (EnergyEstimate | EnergyRefusal) & {
  /** The equation's activity: the factor multiplied, or the IOM category the EER used. */
  activity: { factor: number } | { paCategory: PaCategory } | null;
  leanMass: DatedLeanMass | null;
};

/** The EER's lactation periods cover the first year after the delivery; past it, none is added. */
function lactationPeriodOf(monthsPostpartum: number) {
  if (monthsPostpartum < 6) return 'FIRST_6_MONTHS' as const;
  return monthsPostpartum < 12 ? ('SECOND_6_MONTHS' as const) : null;
}

/** The chosen equation's requirement on `onDate`; an unknown activity level counts as sedentary, as before. */
export function estimateChosenRequirement(
  choice: RequirementChoice | null,
  facts: RequirementFacts,
  onDate: string,
): ChosenRequirement {
  const id = choice?.equation ?? DEFAULT_ENERGY_EQUATION;
  const level = facts.activity ?? 'SEDENTARY';
  const isEer = ENERGY_EQUATIONS[id].gives === 'TOTAL';
  const paCategory = choice?.paCategory ?? ACTIVITY_LEVEL_PA_CATEGORIES[level];
  const { stage } = facts;
  const activity = isEer ? { paCategory } : { factor: ACTIVITY_FACTORS[level] };
  // The EER adds a pregnancy's energy by trimester: without the weeks it cannot, and says so.
  if (isEer && stage.state === 'PREGNANT' && stage.trimester === null) {
    return {
      ok: false,
      equation: id,
      kind: 'MISSING_INPUT',
      missing: ['pregnancyTrimester'],
      message: 'sem semanas de gestação na anamnese',
      activity,
      leanMass: null,
    };
  }
  const estimate = estimateEnergy(
    id,
    {
      weightKg: facts.weightKg,
      heightCm: facts.heightCm,
      birthDate: facts.birthDate,
      sex: facts.sex,
      fatFreeMassKg: facts.leanMass?.kg ?? null,
      activityFactor: ACTIVITY_FACTORS[level],
      paCategory,
      pregnancyTrimester: stage.state === 'PREGNANT' ? stage.trimester : null,
      lactationPeriod: stage.state === 'LACTATING' ? lactationPeriodOf(stage.monthsPostpartum) : null,
    },
    onDate,
  );
  const usesLeanMass = ENERGY_EQUATIONS[id].requires.includes('fatFreeMass');
  return {
    ...estimate,
    activity,
    leanMass: usesLeanMass ? facts.leanMass : null,
  };
}
