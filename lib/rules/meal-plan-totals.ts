// What a meal plan adds up to: each food row, each period and the whole day, from the nutrient values the
// plan keeps for each food (per the food's reference weight: 100 g or ml from TACO, or one unit for a
// UNITS food). The portal's live totals, the printable plan and the API's required calories all use this
// one module, so the screen and the summaries can never disagree.
// Unknown is not zero (DESIGN §7): a food without a value of a nutrient has none in its row, and every sum
// it enters counts it, so the sum can say it is partial.
import { mapNutrients, type Nutrient, PLAN_NUTRIENTS } from './nutrients';
import { roundToThousandths } from './stored-amounts';

export { PLAN_NUTRIENTS };
export type PlanNutrient = Nutrient;
/** A food's portion: kcal, grams, except sodium in mg; null where the source gives no value (TACO's NA). */
export type FoodNutrients = Record<PlanNutrient, number | null>;
/** The sums of the known values: kcal, grams, except sodium in mg. */
export type NutrientSums = Record<PlanNutrient, number>;
/** How many foods of a sum had no value of each nutrient: a sum with any is partial. */
export type UnknownCounts = Record<PlanNutrient, number>;

/** A sum over foods: the known values added up, and the foods each nutrient's sum is missing. */
export interface NutrientTotals {
  sums: NutrientSums;
  unknown: UnknownCounts;
}

/** A planned food as the wire carries it: `quantity` portions of `baseline_weight` each. */
export interface PlannedFood {
  baseline_weight: number;
  quantity: number;
  foodstuff: {
    /** The weight (or volume, or one unit's weight) the nutrients below are given for. */
    baseline_weight: number;
    /** Null means not analysed (TACO's NA): the food's row has no value and the totals count it as unknown. */
    nutrition_information: Partial<Record<PlanNutrient, number | null>>;
  };
}

export interface PlannedPeriod {
  meal_foodstuffs: readonly PlannedFood[];
}

/** Atwater factors: the energy of a gram of each macronutrient. */
export const KCAL_PER_GRAM = { proteins: 4, carbohydrates: 4, fats: 9 } as const;
export type Macro = keyof typeof KCAL_PER_GRAM;

const zeros = (): NutrientSums => mapNutrients(() => 0);

/** The food's share of its reference: a 150 g portion of a per-100 g food is 1.5; two units of a UNITS food is 2. */
export function computePortionShare(item: PlannedFood): number {
  const reference = item.foodstuff.baseline_weight;
  if (!(reference > 0)) return 0;
  return (item.baseline_weight * item.quantity) / reference;
}

export function computeFoodTotals(item: PlannedFood): FoodNutrients {
  const share = computePortionShare(item);
  const totals = {} as FoodNutrients;
  for (const nutrient of PLAN_NUTRIENTS) {
    const value = item.foodstuff.nutrition_information[nutrient];
    totals[nutrient] = value === null || value === undefined ? null : roundToThousandths(value * share);
  }
  return totals;
}

/** Adds foods' values up: the known ones into the sums, the unknown ones into the counts. */
export function sumFoodTotals(list: readonly FoodNutrients[]): NutrientTotals {
  const sums = zeros();
  const unknown = zeros();
  for (const entry of list) {
    for (const nutrient of PLAN_NUTRIENTS) {
      const value = entry[nutrient];
      if (value === null) unknown[nutrient] += 1;
      else sums[nutrient] += value;
    }
  }
  for (const nutrient of PLAN_NUTRIENTS) sums[nutrient] = roundToThousandths(sums[nutrient]);
  return { sums, unknown };
}

export function computePeriodTotals(period: PlannedPeriod): NutrientTotals {
  return sumFoodTotals(period.meal_foodstuffs.map(computeFoodTotals));
}

/** Every food of the day at once, as the database sums them (upstream services/meals/nutrients). */
export function computeDayTotals(periods: readonly PlannedPeriod[]): NutrientTotals {
  return sumFoodTotals(periods.flatMap((period) => period.meal_foodstuffs.map(computeFoodTotals)));
}

/**
 * The day's whole kcal of the foods with a known energy: what the screen shows and what the summaries count
 * as the required calories (with computeDayTotals' count of the foods without one beside it).
 */
export function computeDailyKcal(periods: readonly PlannedPeriod[]): number {
  return Math.round(computeDayTotals(periods).sums.calories);
}

/**
 * The share (percent, one decimal) of protein, carbohydrate and fat in the energy the three bring, or null
 * when they bring none. Shares of the macros' own energy, so they add up to 100 whatever fibre or alcohol
 * the catalogue's kcal include.
 */
export function computeMacroSplit(totals: NutrientSums): Record<Macro, number> | null {
  const energy = {
    proteins: totals.proteins * KCAL_PER_GRAM.proteins,
    carbohydrates: totals.carbohydrates * KCAL_PER_GRAM.carbohydrates,
    fats: totals.fats * KCAL_PER_GRAM.fats,
  };
  const sum = energy.proteins + energy.carbohydrates + energy.fats;
  if (!(sum > 0)) return null;
  const percent = (value: number) => Math.round((value / sum) * 1000) / 10;
  return {
    proteins: percent(energy.proteins),
    carbohydrates: percent(energy.carbohydrates),
    fats: percent(energy.fats),
  };
}

/** The day's kcal as a whole percentage of the patient's estimated requirement; null without one. */
export function computeRequirementShare(dailyKcal: number, requirementKcal: number | null): number | null {
  if (requirementKcal === null || !(requirementKcal > 0)) return null;
  return Math.round((dailyKcal / requirementKcal) * 100);
}
