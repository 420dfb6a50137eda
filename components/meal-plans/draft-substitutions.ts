// Alternatives changed in the editor: kept in the draft and sent with the plan's save (a food's
// `substitutions`), so a food not saved yet can have them too. A new one has a negative id until saved.
import type {
  CreateSubstitutionRequest,
  Foodstuff,
  MealPlanSubstitution,
  UpdateSubstitutionRequest,
} from '@/lib/api/contract';
import {
  followingAmounts,
  hasUndecidedAlternative,
  judgeSubstitution,
  proposeAgain,
} from '@/lib/rules/substitution-equivalence';
import type { DraftFood, MealPlanDraft } from './meal-plan-draft';
import { toPlanFoodstuff } from './meal-plan-draft';

let lastDraftId = 0;

/** The food's alternatives with one more, as the catalogue holds its food today. */
export function withAddedSubstitution(
  food: DraftFood,
  body: CreateSubstitutionRequest,
  chosen: Foodstuff,
): MealPlanSubstitution[] {
  lastDraftId -= 1;
  return [
    ...(food.substitutions ?? []),
    {
      id: lastDraftId,
      foodstuff_id: body.foodstuff_id,
      basis: body.basis,
      baseline_weight: body.baseline_weight ?? chosen.baseline_weight,
      quantity: body.quantity ?? 1,
      measure_name: body.measure_name ?? null,
      amount_origin: body.amount_origin ?? 'TYPED',
      confirmed: body.confirmed ?? null,
      foodstuff: toPlanFoodstuff(chosen),
    },
  ];
}

export function withUpdatedSubstitution(
  food: DraftFood,
  id: number,
  amounts: UpdateSubstitutionRequest,
): MealPlanSubstitution[] {
  return (food.substitutions ?? []).map((entry) =>
    entry.id === id
      ? {
          ...entry,
          baseline_weight: amounts.baseline_weight,
          quantity: amounts.quantity,
          measure_name: amounts.measure_name ?? null,
          // Typed by her: kept as typed from now on, and judged again (confirmed if she said she means it).
          amount_origin: 'TYPED' as const,
          confirmed: amounts.confirmed ?? null,
        }
      : entry,
  );
}

/** 'Usar a proposta': the alternative at the amount proposed for its food now, following it from then on. */
export function withProposalTaken(food: DraftFood, id: number): MealPlanSubstitution[] {
  return (food.substitutions ?? []).map((entry) => {
    if (entry.id !== id) return entry;
    const proposal = proposeAgain(food, entry);
    if (!proposal.ok) return entry;
    return {
      ...entry,
      baseline_weight: proposal.baseline_weight,
      quantity: proposal.quantity,
      measure_name: proposal.measure_name,
      amount_origin: 'PROPOSED' as const,
      confirmed: null,
    };
  });
}

/** 'Manter assim': her amount kept though not equivalent, for the figures she sees now. */
export function withConfirmedSubstitution(food: DraftFood, id: number): MealPlanSubstitution[] {
  return (food.substitutions ?? []).map((entry) => {
    if (entry.id !== id) return entry;
    const judged = judgeSubstitution(food, entry);
    if (judged.status === 'UNKNOWN') return entry;
    return {
      ...entry,
      confirmed: { food_value: judged.foodValue, alternative_value: judged.alternativeValue },
    };
  });
}

/**
 * The draft with every proposed alternative proposed again for its food's amount as it is now: run after
 * each change of the draft, so a food changed by hand, by 'Ajustar à meta' or by a copy takes its
 * alternatives with it. A food whose alternatives moved sends them with the save.
 */
export function withFollowingSubstitutions(draft: MealPlanDraft): MealPlanDraft {
  let moved = false;
  const meal_periods = draft.meal_periods.map((period) => {
    let periodMoved = false;
    const meal_foodstuffs = period.meal_foodstuffs.map((food) => {
      const substitutions = food.substitutions ?? [];
      const following = substitutions.map((entry) => followingAmounts(food, entry));
      if (following.every((entry, index) => entry === substitutions[index])) return food;
      periodMoved = true;
      return { ...food, substitutions: following, substitutions_edited: true };
    });
    if (!periodMoved) return period;
    moved = true;
    return { ...period, meal_foodstuffs };
  });
  return moved ? { ...draft, meal_periods } : draft;
}

/** Whether any alternative of the draft is "não equivalente": more than 10 % off, not confirmed. */
export function hasUnconfirmedNonEquivalent(draft: MealPlanDraft): boolean {
  return hasUndecidedAlternative(draft.meal_periods);
}

export function withoutSubstitution(food: DraftFood, id: number): MealPlanSubstitution[] {
  return (food.substitutions ?? []).filter((entry) => entry.id !== id);
}
