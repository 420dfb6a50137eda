// The fixed value lists of the contract and where their labels live in messages (namespace
// 'Catalogue'). Data, not ifs: a screen reads the label with t(getCatalogueLabelKey(kind, value)).
import {
  activityLevelSchema,
  foodGroupSchema,
  genderSchema,
  mealPeriodSchema,
  roleSchema,
  unitSchema,
} from '@/lib/api/contract';

// The wire values come from the contract, so a value list is written once.
const catalogue = {
  roles: roleSchema.options,
  foodGroups: foodGroupSchema.options,
  // 'Liters' is spelled in mixed case on the wire (spec 1 §3).
  units: unitSchema.options,
  activityLevels: activityLevelSchema.options,
  mealPeriods: mealPeriodSchema.options,
  genders: genderSchema.options,
  weekdays: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
} as const;

export type CatalogueKind = keyof typeof catalogue;
export type CatalogueValue<K extends CatalogueKind> = (typeof catalogue)[K][number];
export type CatalogueLabelKey<K extends CatalogueKind> = `${K}.${CatalogueValue<K>}`;

export type Role = CatalogueValue<'roles'>;
export type FoodGroup = CatalogueValue<'foodGroups'>;
export type UnitOfMeasurement = CatalogueValue<'units'>;
export type ActivityLevel = CatalogueValue<'activityLevels'>;
export type MealPeriod = CatalogueValue<'mealPeriods'>;
export type Gender = CatalogueValue<'genders'>;
export type Weekday = CatalogueValue<'weekdays'>;

export const ROLES: readonly Role[] = catalogue.roles;
export const FOOD_GROUPS: readonly FoodGroup[] = catalogue.foodGroups;
export const UNITS_OF_MEASUREMENT: readonly UnitOfMeasurement[] = catalogue.units;
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = catalogue.activityLevels;
export const MEAL_PERIODS: readonly MealPeriod[] = catalogue.mealPeriods;
export const GENDERS: readonly Gender[] = catalogue.genders;
/** In Date#getDay order, so WEEKDAYS[date.getDay()] is that date's weekday. */
export const WEEKDAYS: readonly Weekday[] = catalogue.weekdays;

export function getCatalogueValues<K extends CatalogueKind>(kind: K): readonly CatalogueValue<K>[] {
  return catalogue[kind];
}

export function isCatalogueValue<K extends CatalogueKind>(
  kind: K,
  value: unknown,
): value is CatalogueValue<K> {
  return (catalogue[kind] as readonly unknown[]).includes(value);
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

/** Unit symbols in meal plans (spec 2 §3). */
const PLAN_UNIT_SUFFIXES: Partial<Record<string, string>> = { GRAMS: 'g', MILLILITERS: 'ml', UNITS: 'un' };

export function getListUnitSuffix(unit: string | null | undefined): string {
  return (unit ? LIST_UNIT_SUFFIXES[unit] : undefined) ?? DEFAULT_LIST_UNIT_SUFFIX;
}

export function getPlanUnitSuffix(unit: string | null | undefined): string {
  return (unit ? PLAN_UNIT_SUFFIXES[unit] : undefined) ?? getListUnitSuffix(unit);
}
