// The food catalogue, as the server-rendered forms read it.
import 'server-only';
import { cache } from 'react';
import { type Foodstuff, foodstuffSchema, idParamSchema } from '../contract';
import { paths } from '../paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';

/** A food for the forms, or null when no food has that id (a 404, or an id the contract refuses). */
export const findFoodstuff = cache(async (id: string | undefined): Promise<Foodstuff | null> => {
  const parsed = idParamSchema.safeParse(id);
  if (!parsed.success) return null;
  return orNullWhenMissing(fetchAsUser(paths.foodstuff(parsed.data), foodstuffSchema), [404, 400]);
});
