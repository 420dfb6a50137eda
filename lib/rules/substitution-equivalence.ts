// Whether an alternative still offers what its food does. An alternative's amount was proposed to match the
// food's energy (or the grams of one macronutrient); when the food's amount changes, by hand or by 'Ajustar à
// meta', a proposed amount is proposed again on the same basis (followingAmounts), and one she typed is kept
// as she typed it but judged: past EQUIVALENCE_TOLERANCE it is "não equivalente" until she takes the new
// proposal or confirms hers for the figures she saw. The editor, the API's save and the PDF all judge with
// this, so a plan is never saved nor printed with an alternative silently far from its food.
import { computeFoodTotals, type PlannedFood } from './meal-plan-totals';
import {
  type AlternativeFood,
  BASIS_NUTRIENT,
  EQUIVALENCE_TOLERANCE,
  proposeSubstitution,
  type SubstitutionBasis,
  type SubstitutionProposal,
} from './substitution-proposal';

export { EQUIVALENCE_TOLERANCE };

/** A confirmation holds while the figures stay what she saw, to this share (rounding of stored amounts). */
const CONFIRMATION_SLACK = 0.005;

export const AMOUNT_ORIGINS = ['PROPOSED', 'TYPED'] as const;
export type AmountOrigin = (typeof AMOUNT_ORIGINS)[number];

/** The figures she confirmed a non-equivalent alternative for: the food's and the alternative's. */
export interface ConfirmedFigures {
  food_value: number;
  alternative_value: number;
}

/** An alternative as the rule needs it: its amounts, how they were made, and its food's values. */
export interface JudgedSubstitution {
  basis: SubstitutionBasis;
  baseline_weight: number;
  quantity: number;
  measure_name?: string | null;
  /** Absent (saved before the origin was kept): TYPED. */
  amount_origin?: AmountOrigin;
  confirmed?: ConfirmedFigures | null;
  foodstuff: AlternativeFood;
}

export type Equivalence =
  /** Within the tolerance. */
  | { status: 'EQUIVALENT'; foodValue: number; alternativeValue: number }
  /** Past it, and she confirmed these very figures. */
  | { status: 'CONFIRMED'; foodValue: number; alternativeValue: number }
  /** Past it, not confirmed: flagged until she decides. */
  | { status: 'NOT_EQUIVALENT'; foodValue: number; alternativeValue: number }
  /** A value of either is unknown (or the food has none): nothing to compare, never taken for zero. */
  | { status: 'UNKNOWN' };

const near = (value: number, than: number) =>
  Math.abs(value - than) <= Math.max(Math.abs(than) * CONFIRMATION_SLACK, 0.001);

/** What the alternative brings of its basis's nutrient, as the food brings it. */
export function judgeSubstitution(food: PlannedFood, substitution: JudgedSubstitution): Equivalence {
  const nutrient = BASIS_NUTRIENT[substitution.basis];
  const foodValue = computeFoodTotals(food)[nutrient];
  const alternativeValue = computeFoodTotals(substitution)[nutrient];
  if (foodValue === null || alternativeValue === null || !(foodValue > 0)) return { status: 'UNKNOWN' };
  const figures = { foodValue, alternativeValue };
  if (Math.abs(alternativeValue - foodValue) <= foodValue * EQUIVALENCE_TOLERANCE)
    return { status: 'EQUIVALENT', ...figures };
  const { confirmed } = substitution;
  if (
    confirmed &&
    near(foodValue, confirmed.food_value) &&
    near(alternativeValue, confirmed.alternative_value)
  )
    return { status: 'CONFIRMED', ...figures };
  return { status: 'NOT_EQUIVALENT', ...figures };
}

/**
 * The proposal for the alternative as it stands: in the household measure it is written in (the measure's
 * weight is its `baseline_weight`) where one fits, otherwise in the food's unit.
 */
export function proposeAgain(food: PlannedFood, substitution: JudgedSubstitution): SubstitutionProposal {
  const measures = substitution.measure_name
    ? [{ name: substitution.measure_name, weight: substitution.baseline_weight }]
    : [];
  return proposeSubstitution(food, { ...substitution.foodstuff, measures }, substitution.basis);
}

/**
 * The alternative's amounts after its food's changed: a proposed one proposed again (kept where no proposal
 * can be made: a value unknown), a typed one as she typed it. Answers the same object when nothing changed.
 */
export function followingAmounts<S extends JudgedSubstitution>(food: PlannedFood, substitution: S): S {
  if (substitution.amount_origin !== 'PROPOSED') return substitution;
  const proposal = proposeAgain(food, substitution);
  if (!proposal.ok) return substitution;
  const same =
    proposal.baseline_weight === substitution.baseline_weight &&
    proposal.quantity === substitution.quantity &&
    (proposal.measure_name ?? null) === (substitution.measure_name ?? null);
  if (same) return substitution;
  return {
    ...substitution,
    baseline_weight: proposal.baseline_weight,
    quantity: proposal.quantity,
    measure_name: proposal.measure_name,
    confirmed: null,
  };
}

/**
 * Whether any alternative of the plan is "não equivalente": more than 10 % off its food, not confirmed for
 * these figures. Such a plan is neither saved nor printed until she has decided.
 */
export function hasUndecidedAlternative(
  periods: readonly {
    meal_foodstuffs: readonly (PlannedFood & { substitutions?: readonly JudgedSubstitution[] })[];
  }[],
): boolean {
  return periods.some((period) =>
    period.meal_foodstuffs.some((food) =>
      (food.substitutions ?? []).some((entry) => judgeSubstitution(food, entry).status === 'NOT_EQUIVALENT'),
    ),
  );
}
