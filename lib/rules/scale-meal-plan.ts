// 'Ajustar à meta': every amount of a plan multiplied by target ÷ current energy, rounded to portions a
// patient can serve. Only foods with a known energy enter the ratio and are scaled; a food without one
// (TACO's NA) keeps its amount, and the answer counts them so the screen can say so (DESIGN §7).
import { MAX_PLAN_BASELINE_WEIGHT, MAX_PLAN_QUANTITY } from './meal-plan-rules';
import { computeFoodTotals, type PlannedFood } from './meal-plan-totals';
import { roundToThousandths } from './stored-amounts';

/** A weighed or measured portion is rounded to 5 g (or ml) and never falls below it. */
export const GRAM_STEP = 5;
/** A UNITS food is served in halves, never less than half a unit. */
export const UNIT_STEP = 0.5;

export interface ScalableFood extends PlannedFood {
  /** A household measure ('concha'): then `quantity` counts measures, and scaling changes the count. */
  measure_name?: string | null;
  /** The catalogue's unit: 'UNITS', 'GRAMS', 'KILOGRAMS', 'Liters' or 'MILLILITERS'. */
  foodstuff: PlannedFood['foodstuff'] & { unit_of_measurement: string };
}

export interface ScaleResult<P> {
  periods: P[];
  /** Foods left as they were because their energy is unknown. */
  unknownEnergyFoods: number;
}

/** The nearest multiple of `step`, never less than one step. */
export function roundToStep(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * One food scaled by `ratio`. UNITS foods and foods in a household measure change their quantity (units,
 * measures) to the nearest half; weighed foods
 * change the portion weight (baseline_weight) to the nearest 5 g or ml, keeping how many portions. A
 * kilogram or litre food rounds to 0.005 of its unit, the same 5 g.
 */
export function scaleFood<F extends ScalableFood>(food: F, ratio: number): F {
  const unit = food.foodstuff.unit_of_measurement;
  // Units and household measures are served in halves: '1½ concha', never a 37 g ladle.
  if (unit === 'UNITS' || food.measure_name) {
    const quantity = Math.min(MAX_PLAN_QUANTITY, roundToStep(food.quantity * ratio, UNIT_STEP));
    return { ...food, quantity };
  }
  const step = unit === 'KILOGRAMS' || unit === 'Liters' ? GRAM_STEP / 1000 : GRAM_STEP;
  const weight = roundToStep(food.baseline_weight * ratio, step);
  return { ...food, baseline_weight: Math.min(MAX_PLAN_BASELINE_WEIGHT, roundToThousandths(weight)) };
}

/**
 * The plan's periods with every known-energy food scaled towards `targetKcal`; null when there is nothing to
 * scale by (no target, or no food with a known energy above zero).
 */
export function scaleMealPlan<P extends { meal_foodstuffs: readonly ScalableFood[] }>(
  periods: readonly P[],
  targetKcal: number | null,
): ScaleResult<P> | null {
  if (targetKcal === null || !(targetKcal > 0)) return null;
  let current = 0;
  let unknownEnergyFoods = 0;
  for (const period of periods) {
    for (const food of period.meal_foodstuffs) {
      const kcal = computeFoodTotals(food).calories;
      if (kcal === null) unknownEnergyFoods += 1;
      else current += kcal;
    }
  }
  if (!(current > 0)) return null;
  const ratio = targetKcal / current;
  return {
    unknownEnergyFoods,
    periods: periods.map((period) => ({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.map((food) =>
        computeFoodTotals(food).calories === null ? food : scaleFood(food, ratio),
      ),
    })),
  };
}
