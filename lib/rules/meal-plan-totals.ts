// What a meal plan adds up to: each food row, each period and the whole day, from the nutrient values the
// plan keeps for each food (per the food's reference weight: 100 g or ml from TACO, or one unit for a
// UNITS food). The portal's live totals, the printable plan and the API's required calories all use this
// one module, so the screen and the summaries can never disagree.
import { roundToThousandths } from './stored-amounts';

export const PLAN_NUTRIENTS = ['calories', 'proteins', 'carbohydrates', 'fats', 'fiber', 'sodium'] as const;
export type PlanNutrient = (typeof PLAN_NUTRIENTS)[number];
/** kcal, grams, except sodium in mg. */
export type NutrientTotals = Record<PlanNutrient, number>;

/** A planned food as the wire carries it: `quantity` portions of `baseline_weight` each. */
export interface PlannedFood {
  baseline_weight: number;
  quantity: number;
  foodstuff: {
    /** The weight (or volume, or one unit's weight) the nutrients below are given for. */
    baseline_weight: number;
    /** Null means not analysed (TACO's NA): it counts as nothing rather than blocking the total. */
    nutrition_information: Partial<Record<PlanNutrient, number | null>>;
  };
}

export interface PlannedPeriod {
  meal_foodstuffs: readonly PlannedFood[];
}

/** Atwater factors: the energy of a gram of each macronutrient. */
export const KCAL_PER_GRAM = { proteins: 4, carbohydrates: 4, fats: 9 } as const;
export type Macro = keyof typeof KCAL_PER_GRAM;

const ZERO: NutrientTotals = { calories: 0, proteins: 0, carbohydrates: 0, fats: 0, fiber: 0, sodium: 0 };

/** The food's share of its reference: a 150 g portion of a per-100 g food is 1.5; two units of a UNITS food is 2. */
export function computePortionShare(item: PlannedFood): number {
  const reference = item.foodstuff.baseline_weight;
  if (!(reference > 0)) return 0;
  return (item.baseline_weight * item.quantity) / reference;
}

export function computeFoodTotals(item: PlannedFood): NutrientTotals {
  const share = computePortionShare(item);
  const totals = { ...ZERO };
  for (const nutrient of PLAN_NUTRIENTS) {
    totals[nutrient] = roundToThousandths((item.foodstuff.nutrition_information[nutrient] ?? 0) * share);
  }
  return totals;
}

export function sumTotals(list: readonly NutrientTotals[]): NutrientTotals {
  const totals = { ...ZERO };
  for (const entry of list) {
    for (const nutrient of PLAN_NUTRIENTS) totals[nutrient] += entry[nutrient];
  }
  for (const nutrient of PLAN_NUTRIENTS) totals[nutrient] = roundToThousandths(totals[nutrient]);
  return totals;
}

export function computePeriodTotals(period: PlannedPeriod): NutrientTotals {
  return sumTotals(period.meal_foodstuffs.map(computeFoodTotals));
}

export function computeDayTotals(periods: readonly PlannedPeriod[]): NutrientTotals {
  return sumTotals(periods.map(computePeriodTotals));
}

/** The day's whole kcal: what the screen shows and what the summaries count as the required calories. */
export function computeDailyKcal(periods: readonly PlannedPeriod[]): number {
  return Math.round(computeDayTotals(periods).calories);
}

/**
 * The share (percent, one decimal) of protein, carbohydrate and fat in the energy the three bring, or null
 * when they bring none. Shares of the macros' own energy, so they add up to 100 whatever fibre or alcohol
 * the catalogue's kcal include.
 */
export function computeMacroSplit(totals: NutrientTotals): Record<Macro, number> | null {
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
