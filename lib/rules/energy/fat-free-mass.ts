// Resting energy from fat-free (lean) mass alone, the same line for both sexes and every age: Cunningham's
// reanalysis of Harris and Benedict's subjects (1980) and the Katch–McArdle line. Both need a fat-free mass
// measured on the record (for instance the lean mass of a skinfold assessment); neither asks for sex or age.
// Where the coefficients were read: lib/rules/energy/README.md.

import { ENERGY_EQUATION_NAMES } from './names';
import type { EnergyEquation } from './types';

/** Cunningham (1980): kcal/day = 500 + 22 × fat-free mass (kg). */
export function computeCunningham1980(fatFreeMassKg: number) {
  return 500 + 22 * fatFreeMassKg;
}

/** Katch–McArdle: kcal/day = 370 + 21.6 × fat-free mass (kg). */
export function computeKatchMcArdle(fatFreeMassKg: number) {
  return 370 + 21.6 * fatFreeMassKg;
}

const INPUTS = { requires: ['fatFreeMass', 'activityFactor'], accepts: [], gives: 'RESTING' } as const;

export const CUNNINGHAM_1980_EQUATION: EnergyEquation = {
  id: 'CUNNINGHAM_1980',
  name: ENERGY_EQUATION_NAMES.CUNNINGHAM_1980,
  sources: [
    {
      authors: 'Cunningham JJ',
      title: 'A reanalysis of the factors influencing basal metabolic rate in normal adults',
      publishedIn: 'Am J Clin Nutr 33',
      year: 1980,
      pages: '2372–2374',
    },
  ],
  population: {
    description:
      '223 adultos saudáveis de Harris e Benedict (120 homens, 103 mulheres), sem atletas treinados; massa magra estimada.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis', 'não atletas'],
  },
  ...INPUTS,
};

export const KATCH_MCARDLE_EQUATION: EnergyEquation = {
  id: 'KATCH_MCARDLE',
  name: ENERGY_EQUATION_NAMES.KATCH_MCARDLE,
  sources: [
    {
      authors: 'Katch e McArdle (como as transcrições a atribuem)',
      title: null,
      publishedIn: null,
      year: null,
      pages: null,
    },
  ],
  population: {
    description: 'Adultos; a fonte original da reta não foi lida (ver README), só transcrições concordantes.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: [],
  },
  ...INPUTS,
};
