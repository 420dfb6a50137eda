// Mifflin–St Jeor: resting energy from weight (kg), height (cm) and age (years), one equation for both sexes
// but for its sex term. Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive
// equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–247: derived on
// 498 healthy adults (247 women, 251 men) of 19 to 78 years, normal-weight and obese.
import type { ValidationRange } from '../anthropometry/validation';
import { ENERGY_EQUATION_NAMES } from './names';
import type { EnergyEquation, Sex } from './types';

/** The ages of Mifflin–St Jeor's sample (1990). */
export const MIFFLIN_ST_JEOR_AGES: ValidationRange = { minAge: 19, maxAge: 78 };

/** The sex term; with the sex unknown, the mean of the two (the portal's behaviour since the first estimate). */
const SEX_CONSTANTS = { MALE: 5, FEMALE: -161, UNKNOWN: -78 } as const;

/** kcal/day = 10 × kg + 6.25 × cm − 5 × years + 5 (men) or − 161 (women). */
export function computeMifflinStJeor(weightKg: number, heightCm: number, ageYears: number, sex: Sex | null) {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + SEX_CONSTANTS[sex ?? 'UNKNOWN'];
}

export const MIFFLIN_ST_JEOR_1990_EQUATION: EnergyEquation = {
  id: 'MIFFLIN_ST_JEOR_1990',
  name: ENERGY_EQUATION_NAMES.MIFFLIN_ST_JEOR_1990,
  sources: [
    {
      authors: 'Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO',
      title: 'A new predictive equation for resting energy expenditure in healthy individuals',
      publishedIn: 'Am J Clin Nutr 51',
      year: 1990,
      pages: '241–247',
    },
  ],
  population: {
    description:
      '498 adultos saudáveis (247 mulheres, 251 homens) de 19 a 78 anos, com peso normal ou obesidade.',
    ages: MIFFLIN_ST_JEOR_AGES,
    sexes: ['MALE', 'FEMALE'],
    conditions: ['saudáveis', 'peso normal ou obesidade'],
  },
  requires: ['weight', 'height', 'birthDate', 'activityFactor'],
  accepts: ['sex'],
  gives: 'RESTING',
};
