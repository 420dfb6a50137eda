// The nutritionist's profile and what a user has dismissed (spec 2 §3, §7).
import 'server-only';
import { cache } from 'react';
import { log } from '@/lib/log/portal';
import { type DismissalKey, dismissalsSchema, type Nutritionist, nutritionistSchema } from '../contract';
import { paths } from '../paths';
import { fetchAsUser } from './upstream';

/** The signed-in nutritionist's own profile, every field (GET /v1/nutritionists/{id}). */
export const getNutritionistProfile = cache(
  (id: number): Promise<Nutritionist> => fetchAsUser(paths.nutritionist(id), nutritionistSchema),
);

/** The suggestions and prompts the user dismissed, on any device. */
export const getDismissals = cache(
  async (userId: number): Promise<DismissalKey[]> =>
    (await fetchAsUser(paths.userDismissals(userId), dismissalsSchema)).keys,
);

/** Dismissals for a screen that still works without them: a failed read shows the suggestions. */
export async function getDismissalsOrNone(userId: number): Promise<DismissalKey[]> {
  try {
    return await getDismissals(userId);
  } catch (error) {
    log.error({ err: error }, 'Could not read dismissals');
    return [];
  }
}
