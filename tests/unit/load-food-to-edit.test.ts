import { describe, expect, it } from 'vitest';
import { loadFoodToEdit } from '@/components/foodstuffs/load-food-to-edit';
import type { Foodstuff } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';

const food = { id: 7, name: 'Arroz, integral, cozido' } as Foodstuff;

describe('loadFoodToEdit', () => {
  it('answers the food, or missing for an id no food has', async () => {
    expect(await loadFoodToEdit(async () => food)).toEqual({ kind: 'found', food });
    expect(await loadFoodToEdit(async () => null)).toEqual({ kind: 'missing' });
  });

  it('answers the load error when the catalogue cannot be read, and lets other failures through', async () => {
    const unavailable = new ApiProblem(503, 'UPSTREAM_UNAVAILABLE', 'Serviço indisponível');
    expect(
      await loadFoodToEdit(async () => {
        throw unavailable;
      }),
    ).toEqual({ kind: 'error' });
    const bug = new TypeError('not a problem of the upstream');
    await expect(
      loadFoodToEdit(async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});
