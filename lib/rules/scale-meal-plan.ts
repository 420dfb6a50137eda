// 'Ajustar à meta': every amount of a plan multiplied towards the target, rounded to portions a patient can
// serve. Only foods with a known energy enter the ratio and are scaled; a food without one (TACO's NA) keeps
// its amount, and the answer counts them so the screen can say so (DESIGN §7). Vegetables are served freely
// and keep theirs too. The answer says what was reached, so the screen never claims more than was done.
import { MAX_PLAN_BASELINE_WEIGHT, MAX_PLAN_QUANTITY } from './meal-plan-rules';
import { computeDailyKcal, computeFoodTotals, type PlannedFood } from './meal-plan-totals';
import { roundToThousandths } from './stored-amounts';

/** A weighed or measured portion is rounded to 5 g (or ml) and never falls below it. */
export const GRAM_STEP = 5;
/** A UNITS food is served in halves, never less than half a unit. */
export const UNIT_STEP = 0.5;

export interface ScalableFood extends PlannedFood {
  /** A household measure ('concha'): then `quantity` counts measures, and scaling changes the count. */
  measure_name?: string | null;
  /** The catalogue's unit ('UNITS', 'GRAMS', …) and group: vegetables are served freely, never scaled. */
  foodstuff: PlannedFood['foodstuff'] & { unit_of_measurement: string; group?: string };
}

export interface ScaleOptions {
  /** A food counted in units may become '1 ½ ovo'; without it, units stay whole. */
  halfUnits?: boolean;
}

export interface ScaleResult<P> {
  periods: P[];
  /** Foods left as they were because their energy is unknown. */
  unknownEnergyFoods: number;
  /** Vegetables left as they were: served freely ('à vontade'), they are not scaled. */
  keptVegetables: number;
  /** The day's known energy once scaled. */
  achievedKcal: number;
  /** Whether any amount moved: every food may already be at its smallest step. */
  changed: boolean;
}

/** The nearest multiple of `step`, never less than one step. */
export function roundToStep(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * One food scaled by `ratio`. UNITS foods change their count to the nearest whole unit (half, when
 * `halfUnits`), foods in a household measure their count of measures to the nearest half; weighed foods
 * change the portion weight (baseline_weight) to the nearest 5 g or ml, keeping how many portions. A
 * kilogram or litre food rounds to 0.005 of its unit, the same 5 g.
 */
export function scaleFood<F extends ScalableFood>(
  food: F,
  ratio: number,
  { halfUnits = false }: ScaleOptions = {},
): F {
  const unit = food.foodstuff.unit_of_measurement;
  if (unit === 'UNITS' || food.measure_name) {
    // '1½ concha' reads well; '1,5 ovo' only where she allows it.
    const step = unit === 'UNITS' && !halfUnits ? 1 : UNIT_STEP;
    const quantity = Math.min(MAX_PLAN_QUANTITY, roundToStep(food.quantity * ratio, step));
    return { ...food, quantity };
  }
  const step = unit === 'KILOGRAMS' || unit === 'Liters' ? GRAM_STEP / 1000 : GRAM_STEP;
  const weight = roundToStep(food.baseline_weight * ratio, step);
  return { ...food, baseline_weight: Math.min(MAX_PLAN_BASELINE_WEIGHT, roundToThousandths(weight)) };
}

/** How close rounding must come before the search stops: the result is kept within 5 % where reachable. */
const GOOD_ENOUGH = 0.01;
const ATTEMPTS = 12;

const kcalOf = (food: ScalableFood) => computeFoodTotals(food).calories;
const isScaled = (food: ScalableFood) => kcalOf(food) !== null && food.foodstuff.group !== 'VEGETABLES';

/**
 * The plan's periods with every food of known energy (vegetables aside) scaled towards `targetKcal`; null
 * when there is nothing to scale by (no target, or no such food above zero). Rounding moves the total, so the
 * ratio is corrected by what the rounded plan reached, and the closest result is kept.
 */
export function scaleMealPlan<P extends { meal_foodstuffs: readonly ScalableFood[] }>(
  periods: readonly P[],
  targetKcal: number | null,
  options: ScaleOptions = {},
): ScaleResult<P> | null {
  if (targetKcal === null || !(targetKcal > 0)) return null;
  const foods = periods.flatMap((period) => period.meal_foodstuffs);
  const unknownEnergyFoods = foods.filter((food) => kcalOf(food) === null).length;
  const keptVegetables = foods.filter((food) => kcalOf(food) !== null && !isScaled(food)).length;
  const fixedKcal = foods.reduce((sum, food) => sum + (isScaled(food) ? 0 : (kcalOf(food) ?? 0)), 0);
  const scalableKcal = foods.reduce((sum, food) => sum + (isScaled(food) ? (kcalOf(food) ?? 0) : 0), 0);
  if (!(scalableKcal > 0)) return null;
  const goal = Math.max(targetKcal - fixedKcal, 0);
  const attempt = (ratio: number) => {
    const scaled = periods.map((period) => ({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.map((food) =>
        isScaled(food) ? scaleFood(food, ratio, options) : food,
      ),
    }));
    const achieved = scaled
      .flatMap((period) => period.meal_foodstuffs)
      .reduce((sum, food) => sum + (kcalOf(food) ?? 0), 0);
    return { scaled, achieved };
  };
  let ratio = goal / scalableKcal;
  let best = attempt(ratio);
  for (let index = 1; index < ATTEMPTS; index += 1) {
    if (Math.abs(best.achieved - targetKcal) <= GOOD_ENOUGH * targetKcal) break;
    const last = attempt(ratio);
    const reachedByScaled = last.achieved - fixedKcal;
    if (!(reachedByScaled > 0)) break;
    ratio *= goal / reachedByScaled;
    const next = attempt(ratio);
    if (Math.abs(next.achieved - targetKcal) < Math.abs(best.achieved - targetKcal)) best = next;
    else if (next.achieved === last.achieved) break;
  }
  const changed = best.scaled.some((period, p) =>
    period.meal_foodstuffs.some((food, f) => {
      const before = periods[p]!.meal_foodstuffs[f]!;
      return food.quantity !== before.quantity || food.baseline_weight !== before.baseline_weight;
    }),
  );
  return {
    periods: best.scaled as P[],
    unknownEnergyFoods,
    keptVegetables,
    // As the screen totals the day (the same sum, in the same order), so the message says what it shows.
    achievedKcal: computeDailyKcal(best.scaled),
    changed,
  };
}

/** What 'Ajustar à meta' says it did: nothing moved, or the total reached and its share of the target. */
export type ScalingOutcome =
  | { kind: 'UNCHANGED' }
  | { kind: 'SCALED'; achievedKcal: number; percentOfTarget: number };

export function describeScaling(result: ScaleResult<unknown>, targetKcal: number): ScalingOutcome {
  if (!result.changed) return { kind: 'UNCHANGED' };
  return {
    kind: 'SCALED',
    achievedKcal: result.achievedKcal,
    percentOfTarget: Math.round((result.achievedKcal / targetKcal) * 100),
  };
}
