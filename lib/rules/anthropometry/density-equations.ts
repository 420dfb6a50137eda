// Body density (g/mL) from skinfolds (mm): the published equations, their sites and the population each
// was validated on. Coefficients as printed in the sources:
// - Jackson AS, Pollock ML. Generalized equations for predicting body density of men. Br J Nutr
//   1978;40:497–504 (3 and 7 sites, men 18–61 years).
// - Jackson AS, Pollock ML, Ward A. Generalized equations for predicting body density of women. Med Sci
//   Sports Exerc 1980;12:175–182 (3 and 7 sites, women 18–55 years).
// - Durnin JVGA, Womersley J. Body fat assessed from total body density and its estimation from skinfold
//   thickness. Br J Nutr 1974;32:77–97 (4 sites, by sex and age band; men 17–72, women 16–68 years).
// - Petroski EL. Desenvolvimento e validação de equações generalizadas para a estimativa da densidade
//   corporal em adultos. Tese, UFSM, 1995 (Brazilian adults: men 18–66, women 18–51 years).
// - Guedes DP. Estudo da gordura corporal através da mensuração dos valores de densidade corporal e da
//   espessura de dobras cutâneas em universitários. Dissertação, UFSM, 1985 (Brazilian university students;
//   no age range is given here, as none was found documented for its sample).
// The quadratic equations have a turning point (dD/dΣ = 0), all but JP3 men's inside the sums the form accepts
// (each fold up to 80 mm): past it the density rises again and the fat falls as the folds grow, so no result
// is given there.
import type { Sex, SkinfoldSite } from './sites';
import type { ValidationRange } from './validation';

export const FAT_EQUATIONS = [
  'JACKSON_POLLOCK_3',
  'JACKSON_POLLOCK_7',
  'DURNIN_WOMERSLEY',
  'PETROSKI',
  'GUEDES',
] as const;
export type FatEquation = (typeof FAT_EQUATIONS)[number];

interface DensityEquation {
  sites: Record<Sex, readonly SkinfoldSite[]>;
  needsAge: boolean;
  /** The ages of the source's sample; null where the source's age range is not documented. */
  validatedOn: Record<Sex, ValidationRange | null>;
  /** Density from the sum of the sites (mm), the sex and the age in whole years. */
  density: (sum: number, sex: Sex, age: number) => number;
  /** The sum (mm) past which the density rises again with the folds; null when it only falls. */
  turningPoint: Record<Sex, number | null>;
}

/** D = intercept + sum·Σ + sumSquared·Σ² + age·years, each coefficient with its printed sign. */
export interface QuadraticDensity {
  intercept: number;
  sum: number;
  sumSquared: number;
  age: number;
}

function computeQuadraticDensity(c: QuadraticDensity, sum: number, age: number): number {
  return c.intercept + c.sum * sum + c.sumSquared * sum * sum + c.age * age;
}

/** Where dD/dΣ = sum + 2·sumSquared·Σ is zero: the least density, so the most fat the equation can give. */
export function findTurningPoint(c: QuadraticDensity): number {
  return -c.sum / (2 * c.sumSquared);
}

/** An equation quadratic in the sum for both sexes. */
function quadraticInSum(coefficients: Record<Sex, QuadraticDensity>) {
  return {
    density: (sum: number, sex: Sex, age: number) => computeQuadraticDensity(coefficients[sex], sum, age),
    turningPoint: {
      MALE: findTurningPoint(coefficients.MALE),
      FEMALE: findTurningPoint(coefficients.FEMALE),
    },
  };
}

const PETROSKI_MALE: QuadraticDensity = {
  intercept: 1.10726863,
  sum: -0.00081201,
  sumSquared: 0.00000212,
  age: -0.00041761,
};

const JP7_SITES = [
  'chest_skinfold',
  'midaxillary_skinfold',
  'triceps_skinfold',
  'subscapular_skinfold',
  'abdominal_skinfold',
  'suprailiac_skinfold',
  'thigh_skinfold',
] as const;

/** Durnin & Womersley (1974) table 5 (pp. 86–87): intercept c and slope m of D = c − m·log10(Σ4) by age band. */
const DURNIN_WOMERSLEY_BANDS: Record<Sex, { fromAge: number; c: number; m: number }[]> = {
  MALE: [
    { fromAge: 0, c: 1.162, m: 0.063 },
    { fromAge: 20, c: 1.1631, m: 0.0632 },
    { fromAge: 30, c: 1.1422, m: 0.0544 },
    { fromAge: 40, c: 1.162, m: 0.07 },
    { fromAge: 50, c: 1.1715, m: 0.0779 },
  ],
  FEMALE: [
    { fromAge: 0, c: 1.1549, m: 0.0678 },
    { fromAge: 20, c: 1.1599, m: 0.0717 },
    { fromAge: 30, c: 1.1423, m: 0.0632 },
    { fromAge: 40, c: 1.1333, m: 0.0612 },
    { fromAge: 50, c: 1.1339, m: 0.0645 },
  ],
};

/** The band whose lower age bound is the highest not above `age` (below 17/16 the youngest band). */
export function findDurninWomersleyBand(sex: Sex, age: number) {
  const bands = DURNIN_WOMERSLEY_BANDS[sex];
  return bands.filter((band) => band.fromAge <= age).at(-1) ?? (bands[0] as (typeof bands)[number]);
}

export const DENSITY_EQUATIONS: Record<FatEquation, DensityEquation> = {
  JACKSON_POLLOCK_3: {
    sites: {
      MALE: ['chest_skinfold', 'abdominal_skinfold', 'thigh_skinfold'],
      FEMALE: ['triceps_skinfold', 'suprailiac_skinfold', 'thigh_skinfold'],
    },
    needsAge: true,
    validatedOn: { MALE: { minAge: 18, maxAge: 61 }, FEMALE: { minAge: 18, maxAge: 55 } },
    ...quadraticInSum({
      MALE: { intercept: 1.10938, sum: -0.0008267, sumSquared: 0.0000016, age: -0.0002574 },
      FEMALE: { intercept: 1.0994921, sum: -0.0009929, sumSquared: 0.0000023, age: -0.0001392 },
    }),
  },
  JACKSON_POLLOCK_7: {
    sites: { MALE: JP7_SITES, FEMALE: JP7_SITES },
    needsAge: true,
    validatedOn: { MALE: { minAge: 18, maxAge: 61 }, FEMALE: { minAge: 18, maxAge: 55 } },
    ...quadraticInSum({
      MALE: { intercept: 1.112, sum: -0.00043499, sumSquared: 0.00000055, age: -0.00028826 },
      FEMALE: { intercept: 1.097, sum: -0.00046971, sumSquared: 0.00000056, age: -0.00012828 },
    }),
  },
  DURNIN_WOMERSLEY: {
    sites: {
      MALE: ['biceps_skinfold', 'triceps_skinfold', 'subscapular_skinfold', 'suprailiac_skinfold'],
      FEMALE: ['biceps_skinfold', 'triceps_skinfold', 'subscapular_skinfold', 'suprailiac_skinfold'],
    },
    needsAge: true,
    validatedOn: { MALE: { minAge: 17, maxAge: 72 }, FEMALE: { minAge: 16, maxAge: 68 } },
    density: (s, sex, age) => {
      const band = findDurninWomersleyBand(sex, age);
      return band.c - band.m * Math.log10(s);
    },
    turningPoint: { MALE: null, FEMALE: null },
  },
  PETROSKI: {
    sites: {
      MALE: ['subscapular_skinfold', 'triceps_skinfold', 'suprailiac_skinfold', 'calf_skinfold'],
      FEMALE: ['midaxillary_skinfold', 'suprailiac_skinfold', 'thigh_skinfold', 'calf_skinfold'],
    },
    needsAge: true,
    validatedOn: { MALE: { minAge: 18, maxAge: 66 }, FEMALE: { minAge: 18, maxAge: 51 } },
    density: (s, sex, age) =>
      sex === 'MALE'
        ? computeQuadraticDensity(PETROSKI_MALE, s, age)
        : 1.1954713 - 0.07513507 * Math.log10(s) - 0.00041072 * age,
    turningPoint: { MALE: findTurningPoint(PETROSKI_MALE), FEMALE: null },
  },
  GUEDES: {
    sites: {
      MALE: ['triceps_skinfold', 'suprailiac_skinfold', 'abdominal_skinfold'],
      FEMALE: ['thigh_skinfold', 'suprailiac_skinfold', 'subscapular_skinfold'],
    },
    needsAge: false,
    validatedOn: { MALE: null, FEMALE: null },
    density: (s, sex) =>
      sex === 'MALE' ? 1.17136 - 0.06706 * Math.log10(s) : 1.1665 - 0.07063 * Math.log10(s),
    turningPoint: { MALE: null, FEMALE: null },
  },
};
