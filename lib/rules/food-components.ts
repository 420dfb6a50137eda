// The components a food carries beyond its six main nutrients (lib/rules/nutrients.ts): the rest of the TACO
// table's columns and its fatty-acid table (upstream/src/seed/data/taco/README.md), named once. The catalogue
// keeps them per baseline weight, a plan keeps a copy of each food's, and the food form groups them as here.
// The keys, in the form's order, and how a value is written: food-component-keys.ts.
import {
  COMPONENT_KEYS,
  type ComponentKey,
  type ComponentValue,
  type FoodComponents,
  TRACE,
} from './food-component-keys';

export { COMPONENT_KEYS, type ComponentKey, type ComponentValue, type FoodComponents, TRACE };

export const COMPONENT_GROUPS = ['MACRONUTRIENTS', 'MINERALS', 'VITAMINS', 'LIPIDS'] as const;
export type ComponentGroup = (typeof COMPONENT_GROUPS)[number];

export const COMPONENT_GROUP_LABELS: Readonly<Record<ComponentGroup, string>> = {
  MACRONUTRIENTS: 'Macronutrientes',
  MINERALS: 'Minerais',
  VITAMINS: 'Vitaminas',
  LIPIDS: 'Lipídios',
};

export type ComponentUnit = 'g' | 'mg' | 'µg' | 'kJ';

interface ComponentDefinition {
  group: ComponentGroup;
  label: string;
  unit: ComponentUnit;
}

/** In the food form's order within each group. */
export const FOOD_COMPONENTS = {
  moisture: { group: 'MACRONUTRIENTS', label: 'Umidade', unit: 'g' },
  energy_kj: { group: 'MACRONUTRIENTS', label: 'Energia', unit: 'kJ' },
  ash: { group: 'MACRONUTRIENTS', label: 'Cinzas', unit: 'g' },
  calcium: { group: 'MINERALS', label: 'Cálcio', unit: 'mg' },
  magnesium: { group: 'MINERALS', label: 'Magnésio', unit: 'mg' },
  manganese: { group: 'MINERALS', label: 'Manganês', unit: 'mg' },
  phosphorus: { group: 'MINERALS', label: 'Fósforo', unit: 'mg' },
  iron: { group: 'MINERALS', label: 'Ferro', unit: 'mg' },
  potassium: { group: 'MINERALS', label: 'Potássio', unit: 'mg' },
  copper: { group: 'MINERALS', label: 'Cobre', unit: 'mg' },
  zinc: { group: 'MINERALS', label: 'Zinco', unit: 'mg' },
  retinol: { group: 'VITAMINS', label: 'Retinol', unit: 'µg' },
  re: { group: 'VITAMINS', label: 'Vitamina A (RE)', unit: 'µg' },
  rae: { group: 'VITAMINS', label: 'Vitamina A (RAE)', unit: 'µg' },
  thiamine: { group: 'VITAMINS', label: 'Tiamina', unit: 'mg' },
  riboflavin: { group: 'VITAMINS', label: 'Riboflavina', unit: 'mg' },
  pyridoxine: { group: 'VITAMINS', label: 'Piridoxina', unit: 'mg' },
  niacin: { group: 'VITAMINS', label: 'Niacina', unit: 'mg' },
  vitamin_c: { group: 'VITAMINS', label: 'Vitamina C', unit: 'mg' },
  cholesterol: { group: 'LIPIDS', label: 'Colesterol', unit: 'mg' },
  saturated_fat: { group: 'LIPIDS', label: 'Ácidos graxos saturados', unit: 'g' },
  monounsaturated_fat: { group: 'LIPIDS', label: 'Ácidos graxos monoinsaturados', unit: 'g' },
  polyunsaturated_fat: { group: 'LIPIDS', label: 'Ácidos graxos poli-insaturados', unit: 'g' },
} as const satisfies Record<ComponentKey, ComponentDefinition>;

/** As a food's components are stored: only the known ones (an absent key is unknown). */
export type StoredComponents = Partial<Record<ComponentKey, number | typeof TRACE>>;

export function componentsInGroup(group: ComponentGroup): ComponentKey[] {
  return COMPONENT_KEYS.filter((key) => FOOD_COMPONENTS[key].group === group);
}

/** Every component, unknown where the stored map has none. */
export function readComponents(stored: StoredComponents | null | undefined): FoodComponents {
  return Object.fromEntries(COMPONENT_KEYS.map((key) => [key, stored?.[key] ?? null])) as FoodComponents;
}

/** The known components only, as they are stored. */
export function storeComponents(components: Partial<Record<ComponentKey, ComponentValue>>): StoredComponents {
  const stored: StoredComponents = {};
  for (const key of COMPONENT_KEYS) {
    const value = components[key];
    if (value !== null && value !== undefined) stored[key] = value;
  }
  return stored;
}
