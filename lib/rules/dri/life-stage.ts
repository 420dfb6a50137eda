// The life-stage group of the Dietary Reference Intakes (National Academies) a person's references are read
// from: one column of the DRI summary tables. Infants are left out (their values are AIs set from human milk,
// an intake a food diary does not record), so under one year there is no group. Sources: README.md beside
// this file.

/** The groups in the order the DRI summary tables print them; every table in this folder follows it. */
export const LIFE_STAGE_GROUPS = [
  'CHILD_1_3',
  'CHILD_4_8',
  'MALE_9_13',
  'MALE_14_18',
  'MALE_19_30',
  'MALE_31_50',
  'MALE_51_70',
  'MALE_OVER_70',
  'FEMALE_9_13',
  'FEMALE_14_18',
  'FEMALE_19_30',
  'FEMALE_31_50',
  'FEMALE_51_70',
  'FEMALE_OVER_70',
  'PREGNANCY_UP_TO_18',
  'PREGNANCY_19_30',
  'PREGNANCY_31_50',
  'LACTATION_UP_TO_18',
  'LACTATION_19_30',
  'LACTATION_31_50',
] as const;
export type LifeStageGroup = (typeof LIFE_STAGE_GROUPS)[number];

/** One value per group, in LIFE_STAGE_GROUPS' order: a column of a summary table, checked in length. */
export type PerGroup<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T];

export type Sex = 'MALE' | 'FEMALE';

/**
 * Pregnancy keeps its trimester although the DRI tables give one value for the whole pregnancy: the energy
 * requirement, read elsewhere, does change with it.
 */
export type PhysiologicalState =
  | { kind: 'NONE' }
  | { kind: 'PREGNANT'; trimester: 1 | 2 | 3 }
  | { kind: 'LACTATING' };

/** The tables' pregnancy and lactation groups end at 50 years: there is no column past it. */
export const LAST_REPRODUCTIVE_AGE = 50;

const ADULT_BANDS = [
  { upTo: 30, suffix: '19_30' },
  { upTo: 50, suffix: '31_50' },
  { upTo: 70, suffix: '51_70' },
] as const;

function findSexGroup(sex: Sex, age: number): LifeStageGroup {
  if (age <= 13) return `${sex}_9_13`;
  if (age <= 18) return `${sex}_14_18`;
  const band = ADULT_BANDS.find((entry) => age <= entry.upTo);
  return band ? `${sex}_${band.suffix}` : `${sex}_OVER_70`;
}

function findReproductiveGroup(prefix: 'PREGNANCY' | 'LACTATION', age: number): LifeStageGroup | null {
  if (age <= 18) return `${prefix}_UP_TO_18`;
  if (age <= 30) return `${prefix}_19_30`;
  return age <= LAST_REPRODUCTIVE_AGE ? `${prefix}_31_50` : null;
}

/**
 * The group for a sex, an age in years (a fraction counts as the whole years reached: 3.9 is in 1–3) and a
 * physiological state. Null under one year, for an age that is not a number of years, for pregnancy or
 * lactation given for a man, and for pregnancy or lactation after 50, where the tables have no column; in
 * none of these is a group given by guessing.
 */
export function getLifeStageGroup(
  sex: Sex,
  ageYears: number,
  state: PhysiologicalState,
): LifeStageGroup | null {
  if (!Number.isFinite(ageYears)) return null;
  const age = Math.floor(ageYears);
  if (age < 1) return null;
  if (state.kind !== 'NONE') {
    if (sex !== 'FEMALE') return null;
    return findReproductiveGroup(state.kind === 'PREGNANT' ? 'PREGNANCY' : 'LACTATION', age);
  }
  if (age <= 3) return 'CHILD_1_3';
  if (age <= 8) return 'CHILD_4_8';
  return findSexGroup(sex, age);
}

/** The value a column holds for a group. */
export function pickForGroup<T>(column: PerGroup<T>, group: LifeStageGroup): T {
  return column[LIFE_STAGE_GROUPS.indexOf(group)] as T;
}
