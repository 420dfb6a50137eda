// The fixed value lists of the contract and where their labels live in messages (namespace
// 'Catalogue'). Data, not ifs: a screen reads the label with t(getCatalogueLabelKey(kind, value)).
import type { ActivityLevel, FoodGroup, Unit } from '@/lib/api/contract';
// The zod-free lists alone: labels show on pages that load no zod.
import {
  ACTIVITY_LEVELS as activityLevels,
  FOOD_GROUPS as foodGroups,
  GENDERS as genders,
  MEAL_PERIODS as mealPeriods,
  ROLES as roles,
  UNITS as units,
} from '@/lib/api/contract/value-lists';

// The wire values come from the contract, so a value list is written once.
const catalogue = {
  roles,
  foodGroups,
  // 'Liters' is spelled in mixed case on the wire (spec 1 §3).
  units,
  activityLevels,
  mealPeriods,
  genders,
  weekdays: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
} as const;

export type CatalogueKind = keyof typeof catalogue;
export type CatalogueValue<K extends CatalogueKind> = (typeof catalogue)[K][number];
export type CatalogueLabelKey<K extends CatalogueKind> = `${K}.${CatalogueValue<K>}`;

export type Weekday = CatalogueValue<'weekdays'>;

export const FOOD_GROUPS: readonly FoodGroup[] = catalogue.foodGroups;
export const UNITS_OF_MEASUREMENT: readonly Unit[] = catalogue.units;
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = catalogue.activityLevels;
/** In Date#getDay order, so WEEKDAYS[date.getDay()] is that date's weekday. */
export const WEEKDAYS: readonly Weekday[] = catalogue.weekdays;

export function getCatalogueValues<K extends CatalogueKind>(kind: K): readonly CatalogueValue<K>[] {
  return catalogue[kind];
}

/** The key of a value's label inside the 'Catalogue' messages namespace, e.g. 'foodGroups.FRUITS'. */
export function getCatalogueLabelKey<K extends CatalogueKind>(
  kind: K,
  value: CatalogueValue<K>,
): CatalogueLabelKey<K> {
  return `${kind}.${value}` as CatalogueLabelKey<K>;
}

/** Unit symbols in the food list (spec 1 §3): any value not listed shows 'g'. */
const LIST_UNIT_SUFFIXES: Partial<Record<string, string>> = { GRAMS: 'g', MILLILITERS: 'ml', Liters: 'l' };
const DEFAULT_LIST_UNIT_SUFFIX = 'g';

export function getListUnitSuffix(unit: string | null | undefined): string {
  return (unit ? LIST_UNIT_SUFFIXES[unit] : undefined) ?? DEFAULT_LIST_UNIT_SUFFIX;
}
