// The Dietary Reference Intakes for the macronutrients (National Academies, Dietary Reference Intakes for
// Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids, 2002/2005), and the
// Dietary Guidelines for Americans 2020–2025's limit on saturated fat. Columns follow LIFE_STAGE_GROUPS'
// order (children 1–3, 4–8; males 9–13 … > 70; females the same; pregnancy ≤ 18, 19–30, 31–50; lactation
// the same). Sources and checks: README.md beside this file.
import type { LifeStageGroup, PerGroup } from './life-stage';
import type { NutrientTable } from './reference-types';

/** Carbohydrate, g/day: the EAR and RDA are set on the brain's glucose use, not on a share of energy. */
export const CARBOHYDRATES: NutrientTable = {
  unit: 'g',
  ear: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 135, 135, 135, 160, 160, 160],
  rda: [130, 130, 130, 130, 130, 130, 130, 130, 130, 130, 130, 130, 130, 130, 175, 175, 175, 210, 210, 210],
  ai: null,
  ul: null,
  ulScope: null,
  cdrr: null,
};

/** Total fibre, g/day: an AI only (TACO's "Fibra alimentar"). */
export const FIBER: NutrientTable = {
  unit: 'g',
  ear: null,
  rda: null,
  ai: [19, 25, 31, 38, 38, 38, 30, 30, 26, 26, 25, 25, 21, 21, 28, 28, 28, 29, 29, 29],
  ul: null,
  ulScope: null,
  cdrr: null,
};

/**
 * Protein, g/day: the RDA for the tables' reference body weight. The summary tables print no EAR in g/day,
 * so it stays unknown here; per kg of body weight see PROTEIN_PER_KG.
 */
export const PROTEINS: NutrientTable = {
  unit: 'g',
  ear: null,
  rda: [13, 19, 34, 52, 56, 56, 56, 56, 34, 46, 46, 46, 46, 46, 71, 71, 71, 71, 71, 71],
  ai: null,
  ul: null,
  ulScope: null,
  cdrr: null,
};

/**
 * Protein, g per kg of body weight per day. The EAR column is the summary table's, complete. The RDA per kg
 * was found only for children, boys and adults outside pregnancy and lactation; the other cells are unknown
 * (null), not absent from the DRIs. For 1–3 years one transcription prints 1.05 and another 1.1 (rounded).
 */
export const PROTEIN_PER_KG: { ear: PerGroup<number>; rda: PerGroup<number | null> } = {
  ear: [
    0.87, 0.76, 0.76, 0.73, 0.66, 0.66, 0.66, 0.66, 0.76, 0.71, 0.66, 0.66, 0.66, 0.66, 0.88, 0.88, 0.88,
    1.05, 1.05, 1.05,
  ],
  rda: [
    1.05,
    0.95,
    0.95,
    0.85,
    0.8,
    0.8,
    0.8,
    0.8,
    null,
    null,
    0.8,
    0.8,
    0.8,
    0.8,
    null,
    null,
    null,
    null,
    null,
    null,
  ],
};

export type EnergyMacro = 'proteins' | 'carbohydrates' | 'fats';
export type AmdrBand = 'CHILD_1_3' | 'CHILD_4_18' | 'ADULT';

/** Acceptable Macronutrient Distribution Ranges, % of energy, inclusive at both ends. */
export const AMDR: Record<AmdrBand, Record<EnergyMacro, { min: number; max: number }>> = {
  CHILD_1_3: {
    proteins: { min: 5, max: 20 },
    carbohydrates: { min: 45, max: 65 },
    fats: { min: 30, max: 40 },
  },
  CHILD_4_18: {
    proteins: { min: 10, max: 30 },
    carbohydrates: { min: 45, max: 65 },
    fats: { min: 25, max: 35 },
  },
  ADULT: { proteins: { min: 10, max: 35 }, carbohydrates: { min: 45, max: 65 }, fats: { min: 20, max: 35 } },
};

const CHILD_4_18_GROUPS: readonly LifeStageGroup[] = [
  'CHILD_4_8',
  'MALE_9_13',
  'MALE_14_18',
  'FEMALE_9_13',
  'FEMALE_14_18',
  'PREGNANCY_UP_TO_18',
  'LACTATION_UP_TO_18',
];

/**
 * The AMDR set by age: pregnancy and lactation have no ranges of their own, so a girl of 18 or less takes
 * the 4–18 ranges (as the Dietary Guidelines 2020–2025 apply them) and a woman the adult ones.
 */
export function getAmdrBand(group: LifeStageGroup): AmdrBand {
  if (group === 'CHILD_1_3') return 'CHILD_1_3';
  return CHILD_4_18_GROUPS.includes(group) ? 'CHILD_4_18' : 'ADULT';
}

/**
 * Dietary Guidelines for Americans 2020–2025: saturated fat less than 10 % of calories a day, from 2 years
 * of age. The DRIs set no number ("as low as possible while consuming a nutritionally adequate diet").
 */
export const SATURATED_FAT_LIMIT = { belowPercentOfEnergy: 10, fromAgeYears: 2 } as const;
