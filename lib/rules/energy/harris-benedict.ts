// Harris–Benedict: basal energy from weight (kg), height (cm) and age (years), by sex; the 1919 equations and
// Roza & Shizgal's 1984 recalculation on Harris and Benedict's subjects plus Benedict's later, wider-aged series.
// Coefficients and where they were read: lib/rules/energy/README.md.

import { ENERGY_EQUATION_NAMES } from './names';
import type { EnergyEquation, Sex } from './types';

interface HeightWeightAgeLine {
  constant: number;
  perKg: number;
  perCm: number;
  perYear: number;
}

/** Harris & Benedict (1919): kcal/day = constant + perKg·kg + perCm·cm − perYear·years. */
const HARRIS_BENEDICT_1919: Record<Sex, HeightWeightAgeLine> = {
  MALE: { constant: 66.473, perKg: 13.7516, perCm: 5.0033, perYear: 6.755 },
  FEMALE: { constant: 655.0955, perKg: 9.5634, perCm: 1.8496, perYear: 4.6756 },
};

/** Roza & Shizgal (1984), same form. */
const HARRIS_BENEDICT_1984: Record<Sex, HeightWeightAgeLine> = {
  MALE: { constant: 88.362, perKg: 13.397, perCm: 4.799, perYear: 5.677 },
  FEMALE: { constant: 447.593, perKg: 9.247, perCm: 3.098, perYear: 4.33 },
};

function computeLine(line: HeightWeightAgeLine, weightKg: number, heightCm: number, ageYears: number) {
  return line.constant + line.perKg * weightKg + line.perCm * heightCm - line.perYear * ageYears;
}

export function computeHarrisBenedict1919(weightKg: number, heightCm: number, ageYears: number, sex: Sex) {
  return computeLine(HARRIS_BENEDICT_1919[sex], weightKg, heightCm, ageYears);
}

export function computeHarrisBenedict1984(weightKg: number, heightCm: number, ageYears: number, sex: Sex) {
  return computeLine(HARRIS_BENEDICT_1984[sex], weightKg, heightCm, ageYears);
}

const INPUTS = {
  requires: ['weight', 'height', 'birthDate', 'sex', 'activityFactor'],
  accepts: [],
  gives: 'RESTING',
} as const;

export const HARRIS_BENEDICT_1919_EQUATION: EnergyEquation = {
  id: 'HARRIS_BENEDICT_1919',
  name: ENERGY_EQUATION_NAMES.HARRIS_BENEDICT_1919,
  sources: [
    {
      authors: 'Harris JA, Benedict FG',
      title: 'A biometric study of basal metabolism in man',
      publishedIn: 'Carnegie Institution of Washington, Publication no. 279',
      year: 1919,
      pages: null,
    },
    {
      authors: 'Harris JA, Benedict FG',
      title: 'A biometric study of human basal metabolism',
      publishedIn: 'Proc Natl Acad Sci USA 4',
      year: 1918,
      pages: '370–373',
    },
  ],
  population: {
    description: 'Adultos saudáveis medidos por calorimetria indireta: 136 homens e 103 mulheres.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis', 'em jejum e repouso (metabolismo basal)'],
  },
  ...INPUTS,
};

export const HARRIS_BENEDICT_1984_EQUATION: EnergyEquation = {
  id: 'HARRIS_BENEDICT_1984',
  name: ENERGY_EQUATION_NAMES.HARRIS_BENEDICT_1984,
  sources: [
    {
      authors: 'Roza AM, Shizgal HM',
      title: 'The Harris Benedict equation reevaluated: resting energy requirements and the body cell mass',
      publishedIn: 'Am J Clin Nutr 40',
      year: 1984,
      pages: '168–182',
    },
  ],
  population: {
    description:
      'Os 239 adultos saudáveis de Harris e Benedict mais 98 de uma série posterior de Benedict, de faixa etária mais ampla.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis'],
  },
  ...INPUTS,
};
