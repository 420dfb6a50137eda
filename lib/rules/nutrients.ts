// The nutrients a food carries, named once: the catalogue, the food form, a plan's totals, the printed plan
// and the API all take them from here, so adding a nutrient is adding it to these lists.

/** The nutrients of a food, in the order the screens list them (the food form, the catalogue). */
export const NUTRIENTS = ['calories', 'proteins', 'carbohydrates', 'sodium', 'fiber', 'fats'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** The same nutrients in a plan's order: energy, the three macronutrients, fibre, sodium. */
export const PLAN_NUTRIENTS = ['calories', 'proteins', 'carbohydrates', 'fats', 'fiber', 'sodium'] as const;

// A nutrient added to one list and not to the other fails the type check here.
type Missing<A, B> = Exclude<A, B> extends never ? true : never;
const sameNutrients: [
  Missing<Nutrient, (typeof PLAN_NUTRIENTS)[number]>,
  Missing<(typeof PLAN_NUTRIENTS)[number], Nutrient>,
] = [true, true];
void sameNutrients;

/** One value for each nutrient, in the food's order. */
export function mapNutrients<T>(value: (nutrient: Nutrient) => T): Record<Nutrient, T> {
  return Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, value(nutrient)])) as Record<Nutrient, T>;
}
