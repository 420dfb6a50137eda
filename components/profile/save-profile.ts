'use client';

import { requestJson } from '@/lib/api/client';
import { type Nutritionist, nutritionistSchema, type UpdateNutritionistRequest } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** PATCH /v1/nutritionists/{id} with one part of the profile; answers the whole profile as saved. */
export function saveProfile(id: number, update: UpdateNutritionistRequest): Promise<Nutritionist> {
  return requestJson(viaProxy(paths.nutritionist(id)), nutritionistSchema, { method: 'PATCH', json: update });
}
