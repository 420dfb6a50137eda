// What a meal plan's foods add up to in each of the other components (lib/rules/food-components), from the
// values the plan keeps of each food. Unknown is not zero, and neither is trace: a food without a value
// (or kept before the plan had components) makes the sum partial, and a trace adds nothing to the amount
// but is counted, so a sum of traces alone reads 'traços', never a number that looks measured.
import { COMPONENT_KEYS, type ComponentKey, type FoodComponents, TRACE } from './food-components';
import { computePortionShare, type PlannedFood } from './meal-plan-totals';
import { roundToThousandths } from './stored-amounts';

export interface ComponentSum {
  /** The known amounts added up (traces add nothing). */
  amount: number;
  /** Foods with no value of the component: the sum leaves them out. */
  unknown: number;
  /** Foods holding a trace of it. */
  traces: number;
  /** Foods counted, whatever their value. */
  foods: number;
}

export type ComponentTotals = Record<ComponentKey, ComponentSum>;

/** A planned food with the components its plan kept: null (or absent) when kept before plans had them. */
export type PlannedFoodWithComponents = PlannedFood & {
  foodstuff: PlannedFood['foodstuff'] & { components?: FoodComponents | null };
};

export function emptyComponentTotals(): ComponentTotals {
  return Object.fromEntries(
    COMPONENT_KEYS.map((key) => [key, { amount: 0, unknown: 0, traces: 0, foods: 0 }]),
  ) as ComponentTotals;
}

/** Adds the foods' components up, each scaled to its portion. */
export function sumComponents(foods: readonly PlannedFoodWithComponents[]): ComponentTotals {
  const totals = emptyComponentTotals();
  for (const food of foods) {
    const share = computePortionShare(food);
    const components = food.foodstuff.components ?? null;
    for (const key of COMPONENT_KEYS) {
      const sum = totals[key];
      const value = components?.[key] ?? null;
      sum.foods += 1;
      if (value === null) sum.unknown += 1;
      else if (value === TRACE) sum.traces += 1;
      else sum.amount += value * share;
    }
  }
  for (const key of COMPONENT_KEYS) totals[key].amount = roundToThousandths(totals[key].amount);
  return totals;
}

/** The day's sums: every food of every period. */
export function computeDayComponentTotals(
  periods: readonly { meal_foodstuffs: readonly PlannedFoodWithComponents[] }[],
): ComponentTotals {
  return sumComponents(periods.flatMap((period) => period.meal_foodstuffs));
}

/** How a sum reads: no food with a value, only traces, or an amount (partial when foods were left out). */
export type ComponentReading =
  | { kind: 'unknown' }
  | { kind: 'trace'; partial: boolean }
  | { kind: 'amount'; amount: number; partial: boolean };

export function readComponentSum(sum: ComponentSum): ComponentReading {
  const partial = sum.unknown > 0;
  if (sum.foods === 0 || sum.unknown === sum.foods) return { kind: 'unknown' };
  if (sum.amount === 0 && sum.traces > 0) return { kind: 'trace', partial };
  return { kind: 'amount', amount: sum.amount, partial };
}
