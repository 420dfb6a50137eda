// The fixed lists whose labels the catalogue names (lib/catalogue.ts), apart from the contract's other
// values, so a page that only labels a food group or a unit does not load every limit of the contract.
import { MEAL_PERIOD_ORDER } from '@/lib/rules/meal-periods';

export const FOOD_GROUPS = [
  'FRUITS',
  'VEGETABLES',
  'MEATS',
  'DAIRY',
  'GRAINS',
  'LEGUMES',
  'OILS',
  'SWEETS',
  'BEVERAGES',
  'WATER',
  'OTHERS',
] as const;

// 'Liters' is spelled in mixed case on the wire, as the specification gives it.
export const UNITS = ['UNITS', 'GRAMS', 'KILOGRAMS', 'Liters', 'MILLILITERS'] as const;

export const ROLES = ['ROLE_ADMIN', 'ROLE_NUTRITIONIST', 'ROLE_USER'] as const;

export const ACTIVITY_LEVELS = [
  'SEDENTARY',
  'LIGHTLY_ACTIVE',
  'MODERATELY_ACTIVE',
  'VERY_ACTIVE',
  'EXTRA_ACTIVE',
] as const;

/** The periods of a day, in their order (the meal plan's rule). */
export const MEAL_PERIODS = MEAL_PERIOD_ORDER;

export const GENDERS = ['MALE', 'FEMALE'] as const;
