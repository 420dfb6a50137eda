// A substitution's proposed amount: as much of the alternative as gives the same energy as the planned food
// (or the same grams of a chosen macronutrient), rounded to portions a patient can serve, as 'Ajustar à
// meta' rounds them. Unknown is not zero (DESIGN §7): where either food has no value of what is matched, there
// is no proposal, and the answer says which food lacks it.
import { MAX_PLAN_BASELINE_WEIGHT, MAX_PLAN_QUANTITY } from './meal-plan-rules';
import { computeFoodTotals, type PlanNutrient, type PlannedFood } from './meal-plan-totals';
import { GRAM_STEP, roundToStep, UNIT_STEP } from './scale-meal-plan';
import { roundToThousandths } from './stored-amounts';

export const SUBSTITUTION_BASES = ['ENERGY', 'PROTEINS', 'CARBOHYDRATES', 'FATS'] as const;
export type SubstitutionBasis = (typeof SUBSTITUTION_BASES)[number];

/** The nutrient each basis matches. */
export const BASIS_NUTRIENT: Record<SubstitutionBasis, PlanNutrient> = {
  ENERGY: 'calories',
  PROTEINS: 'proteins',
  CARBOHYDRATES: 'carbohydrates',
  FATS: 'fats',
};

/** The alternative as the catalogue (or a plan) holds it: its unit, reference weight and values. */
export interface AlternativeFood {
  unit_of_measurement: string;
  /** The weight (one unit's, for UNITS foods) its nutrients are given for. */
  baseline_weight: number;
  nutrition_information: Partial<Record<PlanNutrient, number | null>>;
  /** Its household measures, in the catalogue's order: the proposal is written in one where it fits. */
  measures?: readonly { name: string; weight: number }[];
}

/**
 * How far an alternative may differ from its food, in the matched nutrient, and still be equivalent
 * (substitution-equivalence.ts): a count of half measures that misses the matched weight by more is not
 * proposed in that measure, since the proposal would not be equivalent.
 */
export const EQUIVALENCE_TOLERANCE = 0.1;
export const MEASURE_TOLERANCE = EQUIVALENCE_TOLERANCE;
/** The most measures a proposal counts: past that, grams read better than '12 × colher de chá'. */
export const MAX_MEASURE_COUNT = 6;

/** Why there is no proposal: which food has no (or no positive) value, or an amount past the plan's bounds. */
export type NoProposalReason =
  | 'ORIGINAL_UNKNOWN'
  | 'ORIGINAL_ZERO'
  | 'ALTERNATIVE_UNKNOWN'
  | 'ALTERNATIVE_ZERO'
  | 'OUT_OF_RANGE';

export type SubstitutionProposal =
  | { ok: true; baseline_weight: number; quantity: number; measure_name: string | null }
  | { ok: false; reason: NoProposalReason };

/** The rounding step of a food's amount: half units, or 5 g (ml), 0.005 of a kilogram or litre. */
export function servingStepOf(unit: string): number {
  if (unit === 'UNITS') return UNIT_STEP;
  return unit === 'KILOGRAMS' || unit === 'Liters' ? GRAM_STEP / 1000 : GRAM_STEP;
}

/**
 * How much of `alternative` matches what `original` brings of `basis`. A UNITS alternative is proposed in
 * units of its own weight (half units); any other as one portion of a weight rounded to 5 g or ml.
 */
export function proposeSubstitution(
  original: PlannedFood,
  alternative: AlternativeFood,
  basis: SubstitutionBasis,
): SubstitutionProposal {
  const nutrient = BASIS_NUTRIENT[basis];
  const target = computeFoodTotals(original)[nutrient];
  if (target === null) return { ok: false, reason: 'ORIGINAL_UNKNOWN' };
  if (!(target > 0)) return { ok: false, reason: 'ORIGINAL_ZERO' };
  const perReference = alternative.nutrition_information[nutrient];
  if (perReference === null || perReference === undefined)
    return { ok: false, reason: 'ALTERNATIVE_UNKNOWN' };
  if (!(perReference > 0) || !(alternative.baseline_weight > 0))
    return { ok: false, reason: 'ALTERNATIVE_ZERO' };
  const share = target / perReference;
  const step = servingStepOf(alternative.unit_of_measurement);
  if (alternative.unit_of_measurement === 'UNITS') {
    const quantity = roundToStep(share, step);
    if (quantity > MAX_PLAN_QUANTITY) return { ok: false, reason: 'OUT_OF_RANGE' };
    return { ok: true, baseline_weight: alternative.baseline_weight, quantity, measure_name: null };
  }
  const exact = share * alternative.baseline_weight;
  const inMeasure = closestMeasure(exact, alternative.measures ?? []);
  if (inMeasure) return { ok: true, ...inMeasure };
  const weight = roundToThousandths(roundToStep(exact, step));
  if (weight > MAX_PLAN_BASELINE_WEIGHT) return { ok: false, reason: 'OUT_OF_RANGE' };
  return { ok: true, baseline_weight: weight, quantity: 1, measure_name: null };
}

/** On an equal miss: whole measures before halves, then fewer ('1 concha', not '4 colheres de sopa'). */
function readsBetter(quantity: number, than: number): boolean {
  const whole = Number.isInteger(quantity);
  if (whole !== Number.isInteger(than)) return whole;
  return quantity < than;
}

/**
 * The household measure whose count of halves (½ to MAX_MEASURE_COUNT) comes nearest to `weight`, if it comes
 * within MEASURE_TOLERANCE of it; on a tie the one that reads better (readsBetter), then the earlier. Null: the proposal
 * stays in grams.
 */
export function closestMeasure(
  weight: number,
  measures: readonly { name: string; weight: number }[],
): { baseline_weight: number; quantity: number; measure_name: string } | null {
  let best: { baseline_weight: number; quantity: number; measure_name: string; miss: number } | null = null;
  for (const measure of measures) {
    if (!(measure.weight > 0)) continue;
    const quantity = roundToStep(weight / measure.weight, UNIT_STEP);
    if (quantity > MAX_MEASURE_COUNT) continue;
    const miss = Math.abs(quantity * measure.weight - weight) / weight;
    const better =
      best === null ||
      miss < best.miss - 1e-9 ||
      (miss < best.miss + 1e-9 && readsBetter(quantity, best.quantity));
    if (miss <= MEASURE_TOLERANCE && better) {
      best = { baseline_weight: measure.weight, quantity, measure_name: measure.name, miss };
    }
  }
  if (!best) return null;
  const { miss: _, ...proposal } = best;
  return proposal;
}
