// What the food form gets for an id ('Editar alimento', or 'Duplicar' into 'Novo alimento'): the food,
// missing when no food has it (edit: the spec's 'Erro ao modificar alimento' modal; duplicate: an empty
// form that says so), or 'Erro ao buscar alimento' when the catalogue could not be read. Kept apart from
// the pages so each outcome is tested without a server.
import type { Foodstuff } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';

export type FoodToEdit = { kind: 'found'; food: Foodstuff } | { kind: 'missing' } | { kind: 'error' };

/** `find` answers null for an id no food has (findFoodstuff). */
export async function loadFoodToEdit(find: () => Promise<Foodstuff | null>): Promise<FoodToEdit> {
  try {
    const food = await find();
    return food ? { kind: 'found', food } : { kind: 'missing' };
  } catch (error) {
    if (error instanceof ApiProblem) return { kind: 'error' };
    throw error;
  }
}
