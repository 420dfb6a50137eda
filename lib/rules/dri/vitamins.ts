// The Dietary Reference Intakes for the vitamins the food table (TACO) carries, and vitamin D, per day.
// Each column lists the groups in LIFE_STAGE_GROUPS' order: children 1–3 and 4–8; males 9–13, 14–18, 19–30,
// 31–50, 51–70, > 70; females the same six; pregnancy ≤ 18, 19–30, 31–50; lactation the same three.
// Read from the National Academies' DRI summary tables and checked against a second transcription: README.md
// says which, and where they differ. Thiamine and riboflavin have no UL (ND).
import type { NutrientTable } from './reference-types';
import { sameForAll } from './reference-types';

/**
 * µg of retinol activity equivalents (RAE), TACO's RAE column. The UL is for preformed vitamin A (TACO's
 * retinol column) only: an RAE total, which counts carotenoids, is never compared with it.
 */
export const VITAMIN_A: NutrientTable = {
  unit: 'µg',
  ear: [210, 275, 445, 630, 625, 625, 625, 625, 420, 485, 500, 500, 500, 500, 530, 550, 550, 885, 900, 900],
  rda: [
    300, 400, 600, 900, 900, 900, 900, 900, 600, 700, 700, 700, 700, 700, 750, 770, 770, 1200, 1300, 1300,
  ],
  ai: null,
  ul: [
    600, 900, 1700, 2800, 3000, 3000, 3000, 3000, 1700, 2800, 3000, 3000, 3000, 3000, 2800, 3000, 3000, 2800,
    3000, 3000,
  ],
  ulScope: 'PREFORMED_VITAMIN_A',
  cdrr: null,
};

export const THIAMINE: NutrientTable = {
  unit: 'mg',
  ear: [0.4, 0.5, 0.7, 1.0, 1.0, 1.0, 1.0, 1.0, 0.7, 0.9, 0.9, 0.9, 0.9, 0.9, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
  rda: [0.5, 0.6, 0.9, 1.2, 1.2, 1.2, 1.2, 1.2, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4],
  ai: null,
  ul: null,
  ulScope: null,
  cdrr: null,
};

export const RIBOFLAVIN: NutrientTable = {
  unit: 'mg',
  ear: [0.4, 0.5, 0.8, 1.1, 1.1, 1.1, 1.1, 1.1, 0.8, 0.9, 0.9, 0.9, 0.9, 0.9, 1.2, 1.2, 1.2, 1.3, 1.3, 1.3],
  rda: [0.5, 0.6, 0.9, 1.3, 1.3, 1.3, 1.3, 1.3, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1, 1.4, 1.4, 1.4, 1.6, 1.6, 1.6],
  ai: null,
  ul: null,
  ulScope: null,
  cdrr: null,
};

/** Vitamin B6 (TACO's pyridoxine column). */
export const VITAMIN_B6: NutrientTable = {
  unit: 'mg',
  ear: [0.4, 0.5, 0.8, 1.1, 1.1, 1.1, 1.4, 1.4, 0.8, 1.0, 1.1, 1.1, 1.3, 1.3, 1.6, 1.6, 1.6, 1.7, 1.7, 1.7],
  rda: [0.5, 0.6, 1.0, 1.3, 1.3, 1.3, 1.7, 1.7, 1.0, 1.2, 1.3, 1.3, 1.5, 1.5, 1.9, 1.9, 1.9, 2.0, 2.0, 2.0],
  ai: null,
  ul: [30, 40, 60, 80, 100, 100, 100, 100, 60, 80, 100, 100, 100, 100, 80, 100, 100, 80, 100, 100],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

/**
 * mg of niacin equivalents (NE, 1 mg niacin = 60 mg tryptophan). TACO's niacin column is niacin alone, so a
 * TACO total reads low against these. The UL is for the synthetic forms (supplements, fortified foods) only.
 */
export const NIACIN: NutrientTable = {
  unit: 'mg',
  ear: [5, 6, 9, 12, 12, 12, 12, 12, 9, 11, 11, 11, 11, 11, 14, 14, 14, 13, 13, 13],
  rda: [6, 8, 12, 16, 16, 16, 16, 16, 12, 14, 14, 14, 14, 14, 18, 18, 18, 17, 17, 17],
  ai: null,
  ul: [10, 15, 20, 30, 35, 35, 35, 35, 20, 30, 35, 35, 35, 35, 30, 35, 35, 30, 35, 35],
  ulScope: 'SYNTHETIC_FORMS',
  cdrr: null,
};

export const VITAMIN_C: NutrientTable = {
  unit: 'mg',
  ear: [13, 22, 39, 63, 75, 75, 75, 75, 39, 56, 60, 60, 60, 60, 66, 70, 70, 96, 100, 100],
  rda: [15, 25, 45, 75, 90, 90, 90, 90, 45, 65, 75, 75, 75, 75, 80, 85, 85, 115, 120, 120],
  ai: null,
  ul: [
    400, 650, 1200, 1800, 2000, 2000, 2000, 2000, 1200, 1800, 2000, 2000, 2000, 2000, 1800, 2000, 2000, 1800,
    2000, 2000,
  ],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

/** Not in the food table, but revised with calcium (2011); µg of cholecalciferol (1 µg = 40 IU). */
export const VITAMIN_D: NutrientTable = {
  unit: 'µg',
  ear: sameForAll(10),
  rda: [15, 15, 15, 15, 15, 15, 15, 20, 15, 15, 15, 15, 15, 20, 15, 15, 15, 15, 15, 15],
  ai: null,
  ul: [63, 75, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};
