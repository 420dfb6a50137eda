// The food catalogue, as the server-rendered forms read it.
import 'server-only';
import { cache } from 'react';
import { type Foodstuff, foodstuffSchema } from './contract';
import { paths } from './paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';

/** A food for the forms, or null when no food has that id (a 404, or an id that is not one). */
export const findFoodstuff = cache(async (id: string | undefined): Promise<Foodstuff | null> => {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  return orNullWhenMissing(fetchAsUser(paths.foodstuff(id), foodstuffSchema), [404, 400]);
});
