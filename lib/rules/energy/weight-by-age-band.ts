// Basal energy from weight alone, one straight line per sex and age band: FAO/WHO/UNU (1985) in kcal/day,
// Schofield (1985) in its kcal/day form, and Henry's Oxford equations (2005), printed in MJ/day. Each family
// covers every age from birth, so no age warning applies; the band is picked by whole years (age-bands.ts).
// Coefficients and where they were read: lib/rules/energy/README.md.
import { computeWeightLine, KCAL_PER_MJ, type WeightLine } from './age-bands';
import { ENERGY_EQUATION_NAMES } from './names';
import type { EnergyEquation, Sex } from './types';

type Bands = readonly [WeightLine, ...WeightLine[]];

/** FAO/WHO/UNU (1985), WHO Technical Report Series 724, BMR from weight (kcal/day). */
const FAO_WHO_UNU_1985: Record<Sex, Bands> = {
  MALE: [
    { fromAge: 0, perKg: 60.9, constant: -54 },
    { fromAge: 3, perKg: 22.7, constant: 495 },
    { fromAge: 10, perKg: 17.5, constant: 651 },
    { fromAge: 18, perKg: 15.3, constant: 679 },
    { fromAge: 30, perKg: 11.6, constant: 879 },
    { fromAge: 60, perKg: 13.5, constant: 487 },
  ],
  FEMALE: [
    { fromAge: 0, perKg: 61.0, constant: -51 },
    { fromAge: 3, perKg: 22.5, constant: 499 },
    { fromAge: 10, perKg: 12.2, constant: 746 },
    { fromAge: 18, perKg: 14.7, constant: 496 },
    { fromAge: 30, perKg: 8.7, constant: 829 },
    { fromAge: 60, perKg: 10.5, constant: 596 },
  ],
};

/** Schofield (1985), BMR from weight (kcal/day form). */
const SCHOFIELD_1985: Record<Sex, Bands> = {
  MALE: [
    { fromAge: 0, perKg: 59.512, constant: -30.4 },
    { fromAge: 3, perKg: 22.706, constant: 504.3 },
    { fromAge: 10, perKg: 17.686, constant: 658.2 },
    { fromAge: 18, perKg: 15.057, constant: 692.2 },
    { fromAge: 30, perKg: 11.472, constant: 873.1 },
    { fromAge: 60, perKg: 11.711, constant: 587.7 },
  ],
  FEMALE: [
    { fromAge: 0, perKg: 58.317, constant: -31.1 },
    { fromAge: 3, perKg: 20.315, constant: 485.9 },
    { fromAge: 10, perKg: 13.384, constant: 692.6 },
    { fromAge: 18, perKg: 14.818, constant: 486.6 },
    { fromAge: 30, perKg: 8.126, constant: 845.6 },
    { fromAge: 60, perKg: 9.082, constant: 658.5 },
  ],
};

/** Henry (2005), Oxford equations from weight, printed in MJ/day (converted to kcal where used). */
const HENRY_2005_MJ: Record<Sex, Bands> = {
  MALE: [
    { fromAge: 0, perKg: 0.255, constant: -0.141 },
    { fromAge: 3, perKg: 0.0937, constant: 2.15 },
    { fromAge: 10, perKg: 0.0769, constant: 2.43 },
    { fromAge: 18, perKg: 0.0669, constant: 2.28 },
    { fromAge: 30, perKg: 0.0592, constant: 2.48 },
    { fromAge: 60, perKg: 0.0543, constant: 2.37 },
    { fromAge: 70, perKg: 0.0573, constant: 2.01 },
  ],
  FEMALE: [
    { fromAge: 0, perKg: 0.246, constant: -0.0965 },
    { fromAge: 3, perKg: 0.0842, constant: 2.12 },
    { fromAge: 10, perKg: 0.0465, constant: 3.18 },
    { fromAge: 18, perKg: 0.0546, constant: 2.33 },
    { fromAge: 30, perKg: 0.0407, constant: 2.9 },
    { fromAge: 60, perKg: 0.0429, constant: 2.39 },
    { fromAge: 70, perKg: 0.0417, constant: 2.41 },
  ],
};

export function computeFaoWhoUnu1985(weightKg: number, ageYears: number, sex: Sex) {
  return computeWeightLine(FAO_WHO_UNU_1985[sex], weightKg, ageYears);
}

export function computeSchofield1985(weightKg: number, ageYears: number, sex: Sex) {
  return computeWeightLine(SCHOFIELD_1985[sex], weightKg, ageYears);
}

/** Henry's MJ/day, in kcal/day. */
export function computeHenry2005(weightKg: number, ageYears: number, sex: Sex) {
  return computeWeightLine(HENRY_2005_MJ[sex], weightKg, ageYears) * KCAL_PER_MJ;
}

const INPUTS = {
  requires: ['weight', 'birthDate', 'sex', 'activityFactor'],
  accepts: [],
  gives: 'RESTING',
} as const;

const SCHOFIELD_SOURCE = {
  authors: 'Schofield WN',
  title: 'Predicting basal metabolic rate, new standards and review of previous work',
  publishedIn: 'Hum Nutr Clin Nutr 39 Suppl 1',
  year: 1985,
  pages: '5–41',
} as const;

export const FAO_WHO_UNU_1985_EQUATION: EnergyEquation = {
  id: 'FAO_WHO_UNU_1985',
  name: ENERGY_EQUATION_NAMES.FAO_WHO_UNU_1985,
  sources: [
    {
      authors: 'Joint FAO/WHO/UNU Expert Consultation',
      title: 'Energy and protein requirements',
      publishedIn: 'World Health Organization, Technical Report Series 724',
      year: 1985,
      pages: null,
    },
  ],
  population: {
    description:
      'Equações do comitê FAO/OMS/UNU baseadas na revisão de Schofield: cerca de 7 mil pessoas, quase metade italianas.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis', 'por faixa etária: 0–3, 3–10, 10–18, 18–30, 30–60 e 60 anos ou mais'],
  },
  ...INPUTS,
};

export const SCHOFIELD_1985_EQUATION: EnergyEquation = {
  id: 'SCHOFIELD_1985',
  name: ENERGY_EQUATION_NAMES.SCHOFIELD_1985,
  sources: [SCHOFIELD_SOURCE],
  population: {
    description:
      'Revisão de medidas de metabolismo basal publicadas, cerca de 7 mil pessoas, quase metade italianas.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis', 'por faixa etária: 0–3, 3–10, 10–18, 18–30, 30–60 e 60 anos ou mais'],
  },
  ...INPUTS,
};

export const HENRY_2005_EQUATION: EnergyEquation = {
  id: 'HENRY_2005',
  name: ENERGY_EQUATION_NAMES.HENRY_2005,
  sources: [
    {
      authors: 'Henry CJK',
      title: 'Basal metabolic rate studies in humans: measurement and development of new equations',
      publishedIn: 'Public Health Nutr 8(7A)',
      year: 2005,
      pages: '1133–1152',
    },
  ],
  population: {
    description: 'Banco de dados de Oxford, construído a partir da revisão crítica da base de Schofield.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis', 'por faixa etária: 0–3, 3–10, 10–18, 18–30, 30–60, 60–70 e 70 anos ou mais'],
  },
  ...INPUTS,
};
