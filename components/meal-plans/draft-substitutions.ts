// Alternatives changed in the editor: kept in the draft and sent with the plan's save (a food's
// `substitutions`), so a food not saved yet can have them too. A new one has a negative id until saved.
import type {
  CreateSubstitutionRequest,
  Foodstuff,
  MealPlanSubstitution,
  UpdateSubstitutionRequest,
} from '@/lib/api/contract';
import type { DraftFood } from './meal-plan-draft';
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
        }
      : entry,
  );
}

export function withoutSubstitution(food: DraftFood, id: number): MealPlanSubstitution[] {
  return (food.substitutions ?? []).filter((entry) => entry.id !== id);
}

/** The food's alternatives as the save sends them: a saved one by its id, a new one without. */
export function toSubstitutionInputs(substitutions: readonly MealPlanSubstitution[]) {
  return substitutions.map((entry) => ({
    id: entry.id > 0 ? entry.id : null,
    foodstuff_id: entry.foodstuff_id,
    basis: entry.basis,
    baseline_weight: entry.baseline_weight,
    quantity: entry.quantity,
    measure_name: entry.measure_name ?? null,
  }));
}
