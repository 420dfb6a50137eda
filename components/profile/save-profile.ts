'use client';

import { readJson } from '@/lib/api/browser/client';
import type { Nutritionist, UpdateNutritionistRequest } from '@/lib/api/contract';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';

/**
 * PATCH /v1/nutritionists/{id} with one part of the profile; answers the whole profile as saved, read as
 * the contract's type (its schema has no default or transform).
 */
export function saveProfile(id: number, update: UpdateNutritionistRequest): Promise<Nutritionist> {
  return readJson<Nutritionist>(viaProxy(practicePaths.nutritionist(id)), { method: 'PATCH', json: update });
}
