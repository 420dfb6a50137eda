// The shape of one nutrient's Dietary Reference Intakes across the life-stage groups, shared by the tables.
import type { PerGroup } from './life-stage';

/** The units the references are kept in: those of the food table (TACO), so a day total compares directly. */
export type ReferenceUnit = 'g' | 'mg' | 'µg';

/**
 * Which intake a UL speaks of. Only ALL_SOURCES may be compared with a day of foods: the magnesium UL is for
 * pharmacological agents (supplements) only, the niacin UL for its synthetic forms (supplements, fortified
 * foods), and the vitamin A UL for preformed vitamin A (retinol), not for the carotenoids an RAE total counts.
 */
export type UlScope = 'ALL_SOURCES' | 'SUPPLEMENTS_ONLY' | 'SYNTHETIC_FORMS' | 'PREFORMED_VITAMIN_A';

/**
 * One nutrient's table. A nutrient has an EAR and an RDA, or an AI alone, for every group from one year on;
 * a null column is a value the DRIs do not set (ND), and a null cell a group the tables leave without one.
 */
export interface NutrientTable {
  unit: ReferenceUnit;
  ear: PerGroup<number> | null;
  rda: PerGroup<number> | null;
  ai: PerGroup<number> | null;
  ul: PerGroup<number | null> | null;
  ulScope: UlScope | null;
  /** Chronic Disease Risk Reduction intake (sodium, 2019): intakes above it should be reduced. */
  cdrr: PerGroup<number> | null;
}

/** A column published in µg, kept in mg. */
export function fromMicrograms<T extends number | null>(column: PerGroup<T>): PerGroup<T> {
  return column.map((value) => (value === null ? null : value / 1000)) as unknown as PerGroup<T>;
}

/** A column published in g, kept in mg. */
export function fromGrams<T extends number | null>(column: PerGroup<T>): PerGroup<T> {
  return column.map((value) => (value === null ? null : value * 1000)) as unknown as PerGroup<T>;
}

/** A column with one value for every group. */
export function sameForAll<T>(value: T): PerGroup<T> {
  return Array.from({ length: 20 }, () => value) as unknown as PerGroup<T>;
}
