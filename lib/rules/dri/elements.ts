// The Dietary Reference Intakes for the elements (minerals) the food table (TACO) carries, in mg per day.
// Each column lists the groups in LIFE_STAGE_GROUPS' order: children 1–3 and 4–8; males 9–13, 14–18, 19–30,
// 31–50, 51–70, > 70; females the same six; pregnancy ≤ 18, 19–30, 31–50; lactation the same three.
// Read from the National Academies' DRI summary tables (calcium from the 2011 report, potassium and sodium
// from the 2019 one) and checked against a second transcription: README.md says which, and where they differ.
import type { NutrientTable } from './reference-types';
import { fromGrams, fromMicrograms } from './reference-types';

export const CALCIUM: NutrientTable = {
  unit: 'mg',
  ear: [
    500, 800, 1100, 1100, 800, 800, 800, 1000, 1100, 1100, 800, 800, 1000, 1000, 1000, 800, 800, 1000, 800,
    800,
  ],
  rda: [
    700, 1000, 1300, 1300, 1000, 1000, 1000, 1200, 1300, 1300, 1000, 1000, 1200, 1200, 1300, 1000, 1000, 1300,
    1000, 1000,
  ],
  ai: null,
  ul: [
    2500, 2500, 3000, 3000, 2500, 2500, 2000, 2000, 3000, 3000, 2500, 2500, 2000, 2000, 3000, 2500, 2500,
    3000, 2500, 2500,
  ],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

/** The magnesium UL is for magnesium from pharmacological agents only, not from food and water. */
export const MAGNESIUM: NutrientTable = {
  unit: 'mg',
  ear: [65, 110, 200, 340, 330, 350, 350, 350, 200, 300, 255, 265, 265, 265, 335, 290, 300, 300, 255, 265],
  rda: [80, 130, 240, 410, 400, 420, 420, 420, 240, 360, 310, 320, 320, 320, 400, 350, 360, 360, 310, 320],
  ai: null,
  ul: [65, 110, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350, 350],
  ulScope: 'SUPPLEMENTS_ONLY',
  cdrr: null,
};

export const MANGANESE: NutrientTable = {
  unit: 'mg',
  ear: null,
  rda: null,
  ai: [1.2, 1.5, 1.9, 2.2, 2.3, 2.3, 2.3, 2.3, 1.6, 1.6, 1.8, 1.8, 1.8, 1.8, 2.0, 2.0, 2.0, 2.6, 2.6, 2.6],
  ul: [2, 3, 6, 9, 11, 11, 11, 11, 6, 9, 11, 11, 11, 11, 9, 11, 11, 9, 11, 11],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

export const PHOSPHORUS: NutrientTable = {
  unit: 'mg',
  ear: [
    380, 405, 1055, 1055, 580, 580, 580, 580, 1055, 1055, 580, 580, 580, 580, 1055, 580, 580, 1055, 580, 580,
  ],
  rda: [
    460, 500, 1250, 1250, 700, 700, 700, 700, 1250, 1250, 700, 700, 700, 700, 1250, 700, 700, 1250, 700, 700,
  ],
  ai: null,
  // Published in g/day.
  ul: fromGrams([3, 3, 4, 4, 4, 4, 4, 3, 4, 4, 4, 4, 4, 3, 3.5, 3.5, 3.5, 4, 4, 4]),
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

export const IRON: NutrientTable = {
  unit: 'mg',
  ear: [3.0, 4.1, 5.9, 7.7, 6, 6, 6, 6, 5.7, 7.9, 8.1, 8.1, 5, 5, 23, 22, 22, 7, 6.5, 6.5],
  rda: [7, 10, 8, 11, 8, 8, 8, 8, 8, 15, 18, 18, 8, 8, 27, 27, 27, 10, 9, 9],
  ai: null,
  ul: [40, 40, 40, 45, 45, 45, 45, 45, 40, 45, 45, 45, 45, 45, 45, 45, 45, 45, 45, 45],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

/** 2019: an AI only, and no UL (no toxicological indicator) nor CDRR (evidence insufficient). */
export const POTASSIUM: NutrientTable = {
  unit: 'mg',
  ear: null,
  rda: null,
  ai: [
    2000, 2300, 2500, 3000, 3400, 3400, 3400, 3400, 2300, 2300, 2600, 2600, 2600, 2600, 2600, 2900, 2900,
    2500, 2800, 2800,
  ],
  ul: null,
  ulScope: null,
  cdrr: null,
};

/**
 * 2019: an AI and a Chronic Disease Risk Reduction intake, which replaced the former UL; no UL is set. The
 * CDRR of pregnancy and lactation is that of the woman's age group.
 */
export const SODIUM: NutrientTable = {
  unit: 'mg',
  ear: null,
  rda: null,
  ai: [
    800, 1000, 1200, 1500, 1500, 1500, 1500, 1500, 1200, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500,
    1500, 1500,
  ],
  ul: null,
  ulScope: null,
  cdrr: [
    1200, 1500, 1800, 2300, 2300, 2300, 2300, 2300, 1800, 2300, 2300, 2300, 2300, 2300, 2300, 2300, 2300,
    2300, 2300, 2300,
  ],
};

/** Published in µg/day; the food table gives copper in mg. */
export const COPPER: NutrientTable = {
  unit: 'mg',
  ear: fromMicrograms([
    260, 340, 540, 685, 700, 700, 700, 700, 540, 685, 700, 700, 700, 700, 785, 800, 800, 985, 1000, 1000,
  ]),
  rda: fromMicrograms([
    340, 440, 700, 890, 900, 900, 900, 900, 700, 890, 900, 900, 900, 900, 1000, 1000, 1000, 1300, 1300, 1300,
  ]),
  ai: null,
  ul: fromMicrograms([
    1000, 3000, 5000, 8000, 10000, 10000, 10000, 10000, 5000, 8000, 10000, 10000, 10000, 10000, 8000, 10000,
    10000, 8000, 10000, 10000,
  ]),
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};

export const ZINC: NutrientTable = {
  unit: 'mg',
  ear: [
    2.5, 4.0, 7.0, 8.5, 9.4, 9.4, 9.4, 9.4, 7.0, 7.3, 6.8, 6.8, 6.8, 6.8, 10.5, 9.5, 9.5, 10.9, 10.4, 10.4,
  ],
  rda: [3, 5, 8, 11, 11, 11, 11, 11, 8, 9, 8, 8, 8, 8, 12, 11, 11, 13, 12, 12],
  ai: null,
  ul: [7, 12, 23, 34, 40, 40, 40, 40, 23, 34, 40, 40, 40, 40, 34, 40, 40, 34, 40, 40],
  ulScope: 'ALL_SOURCES',
  cdrr: null,
};
