import 'server-only';
import { type Foodstuff, foodstuffSchema } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { fetchUpstream } from '@/lib/api/upstream';

/** A food for the forms, or null when no food has that id (a 404, or an id that is not one). */
export async function loadFoodstuff(id: string | undefined, token: string): Promise<Foodstuff | null> {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  try {
    return await fetchUpstream(`/v1/foodstuffs/${id}`, foodstuffSchema, { token });
  } catch (error) {
    if (error instanceof ApiProblem && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
