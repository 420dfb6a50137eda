// The IOM's Estimated Energy Requirement (Dietary Reference Intakes for energy and macronutrients, 2005):
// the day's total energy from age, weight (kg), height (m) and a physical-activity coefficient PA chosen by the
// patient's PA category, plus the energy deposited in growth (children), in pregnancy (by trimester) or
// spent in milk less the weight lost (lactation). Derived from doubly labelled water data of healthy people of
// normal weight. Children under 3 have other equations (not given here). Coefficients and where they were read:
// lib/rules/energy/README.md.
import type { PaCategory } from './activity';
import { ENERGY_EQUATION_NAMES } from './names';
import type { EnergyEquation, Sex } from './types';

export const PREGNANCY_TRIMESTERS = [1, 2, 3] as const;
export type PregnancyTrimester = (typeof PREGNANCY_TRIMESTERS)[number];

/** Months after the birth: 0–6 and 7–12. */
export const LACTATION_PERIODS = ['FIRST_6_MONTHS', 'SECOND_6_MONTHS'] as const;
export type LactationPeriod = (typeof LACTATION_PERIODS)[number];

/** EER = constant − perYear × years + PA × (perKg × kg + perM × m) + deposition. */
interface EerLine {
  constant: number;
  perYear: number;
  perKg: number;
  perM: number;
}

/** Boys and girls 3–18 years (one line each; the deposition changes at 9). */
const CHILD_LINES: Record<Sex, EerLine> = {
  MALE: { constant: 88.5, perYear: 61.9, perKg: 26.7, perM: 903 },
  FEMALE: { constant: 135.3, perYear: 30.8, perKg: 10.0, perM: 934 },
};

/** Men and women 19 years and older. */
const ADULT_LINES: Record<Sex, EerLine> = {
  MALE: { constant: 662, perYear: 9.53, perKg: 15.91, perM: 539.6 },
  FEMALE: { constant: 354, perYear: 6.91, perKg: 9.36, perM: 726 },
};

/** The PA coefficient of each category, by life stage and sex. */
export const IOM_PA_COEFFICIENTS: Record<'CHILD' | 'ADULT', Record<Sex, Record<PaCategory, number>>> = {
  CHILD: {
    MALE: { SEDENTARY: 1.0, LOW_ACTIVE: 1.13, ACTIVE: 1.26, VERY_ACTIVE: 1.42 },
    FEMALE: { SEDENTARY: 1.0, LOW_ACTIVE: 1.16, ACTIVE: 1.31, VERY_ACTIVE: 1.56 },
  },
  ADULT: {
    MALE: { SEDENTARY: 1.0, LOW_ACTIVE: 1.11, ACTIVE: 1.25, VERY_ACTIVE: 1.48 },
    FEMALE: { SEDENTARY: 1.0, LOW_ACTIVE: 1.12, ACTIVE: 1.27, VERY_ACTIVE: 1.45 },
  },
};

/** kcal/day deposited in growth: 20 from 3 to 8 years, 25 from 9 to 18. */
export function findGrowthDeposition(ageYears: number): number {
  if (ageYears > 18) return 0;
  return ageYears >= 9 ? 25 : 20;
}

/** kcal/day added to the non-pregnant EER in each trimester. */
export const PREGNANCY_ENERGY_DEPOSITION: Record<PregnancyTrimester, number> = { 1: 0, 2: 340, 3: 452 };

/** kcal/day of milk energy output and of energy from weight lost, in each period after the birth. */
export const LACTATION_ENERGY: Record<LactationPeriod, { milk: number; weightLoss: number }> = {
  FIRST_6_MONTHS: { milk: 500, weightLoss: 170 },
  SECOND_6_MONTHS: { milk: 400, weightLoss: 0 },
};

/** The smallest age the child equations cover. */
export const IOM_EER_MIN_AGE = 3;

/** Ages the IOM gives pregnancy and lactation EERs for (adolescent and adult women). */
export const IOM_PREGNANCY_AGES = { minAge: 14, maxAge: 50 } as const;

export interface EerPerson {
  weightKg: number;
  heightCm: number;
  ageYears: number;
  sex: Sex;
  paCategory: PaCategory;
  pregnancyTrimester?: PregnancyTrimester | null;
  lactationPeriod?: LactationPeriod | null;
}

/** Up to 18 years the child (adolescent) equation, from 19 the adult one; pregnancy and lactation included. */
export function findEerLifeStage(ageYears: number): 'CHILD' | 'ADULT' {
  return ageYears <= 18 ? 'CHILD' : 'ADULT';
}

/**
 * kcal/day for someone of 3 years or more. Pregnancy and lactation add to the adolescent (up to 18 years) or
 * adult equation of a woman; whether they apply is for the caller to decide (see estimate-energy.ts).
 */
export function computeIomEer(person: EerPerson): number {
  const stage = findEerLifeStage(person.ageYears);
  const line = (stage === 'CHILD' ? CHILD_LINES : ADULT_LINES)[person.sex];
  const pa = IOM_PA_COEFFICIENTS[stage][person.sex][person.paCategory];
  const heightM = person.heightCm / 100;
  const nonPregnant =
    line.constant -
    line.perYear * person.ageYears +
    pa * (line.perKg * person.weightKg + line.perM * heightM) +
    findGrowthDeposition(person.ageYears);
  if (person.pregnancyTrimester) return nonPregnant + PREGNANCY_ENERGY_DEPOSITION[person.pregnancyTrimester];
  if (person.lactationPeriod) {
    const { milk, weightLoss } = LACTATION_ENERGY[person.lactationPeriod];
    return nonPregnant + milk - weightLoss;
  }
  return nonPregnant;
}

export const IOM_EER_2005_EQUATION: EnergyEquation = {
  id: 'IOM_EER_2005',
  name: ENERGY_EQUATION_NAMES.IOM_EER_2005,
  sources: [
    {
      authors: 'Institute of Medicine, Food and Nutrition Board',
      title:
        'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (Macronutrients)',
      publishedIn: 'Washington (DC): The National Academies Press',
      year: 2005,
      pages: 'capítulo 5 (Energy), a partir da p. 107',
    },
  ],
  population: {
    description:
      'Pessoas saudáveis de peso normal medidas com água duplamente marcada: crianças de 3 a 18 anos, adultos de 19 anos ou mais, gestantes e lactantes de 14 a 50 anos.',
    ages: null,
    sexes: ['MALE', 'FEMALE'],
    conditions: [
      'saudáveis',
      'peso normal (adultos: IMC de 18,5 a 25)',
      'gestação por trimestre, lactação até 12 meses',
    ],
  },
  requires: ['weight', 'height', 'birthDate', 'sex', 'paCategory'],
  accepts: ['pregnancyTrimester', 'lactationPeriod'],
  gives: 'TOTAL',
};
