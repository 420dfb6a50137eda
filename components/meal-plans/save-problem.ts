// What a refused save of the plan says in the editor, read from the API's answer and the draft.
import { ApiProblem } from '@/lib/api/errors';
import type { MealPlanDraft } from './meal-plan-draft';
import { EXPLAINED_SAVE_CODES, type SaveProblem } from './use-meal-plan-draft';

/**
 * The food an ARCHIVED_FOODSTUFF refusal is about, when the draft tells it: the API asks the catalogue only
 * about the foods a save sends as new (no saved row kept, no copy), so a single such food is the one.
 */
function soleNewFood(draft: MealPlanDraft, creating: boolean): string | undefined {
  const fresh = draft.meal_periods
    .flatMap((period) => period.meal_foodstuffs)
    .filter((food) => !food.copied_from && (creating || food.id === null));
  const names = new Set(fresh.map((food) => food.foodstuff.name));
  return names.size === 1 ? [...names][0] : undefined;
}

export function toSaveProblem(error: unknown, draft: MealPlanDraft, creating: boolean): SaveProblem | null {
  if (!(error instanceof ApiProblem)) return null;
  const code = EXPLAINED_SAVE_CODES.find((known) => known === error.code);
  if (!code) return null;
  const food = code === 'ARCHIVED_FOODSTUFF' ? soleNewFood(draft, creating) : undefined;
  return food ? { code, food } : { code };
}
