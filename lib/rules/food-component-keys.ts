// The components a food carries beyond its six main nutrients, by key, in the food form's order, and how a
// value of one is written. Their groups, names and units are in food-components.ts: a form that holds the
// values loads this alone.
// A value is an amount, 'trace' (TACO's 'Tr': present below what the method quantifies), or null: unknown.

export const COMPONENT_KEYS = [
  'moisture',
  'energy_kj',
  'ash',
  'calcium',
  'magnesium',
  'manganese',
  'phosphorus',
  'iron',
  'potassium',
  'copper',
  'zinc',
  'retinol',
  're',
  'rae',
  'thiamine',
  'riboflavin',
  'pyridoxine',
  'niacin',
  'vitamin_c',
  'cholesterol',
  'saturated_fat',
  'monounsaturated_fat',
  'polyunsaturated_fat',
] as const;
export type ComponentKey = (typeof COMPONENT_KEYS)[number];

export const TRACE = 'trace';
export type ComponentValue = number | typeof TRACE | null;
export type FoodComponents = Record<ComponentKey, ComponentValue>;
