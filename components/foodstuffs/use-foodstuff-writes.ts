'use client';

// The catalogue's writes, apart from its list and search hooks (use-foodstuffs.ts): each write refreshes
// every cached list of foods. The food form loads them when it saves.
import { type ScopedMutator, useSWRConfig } from 'swr';
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type { CreateFoodstuffRequest, Foodstuff, UpdateFoodstuffRequest } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { viaProxy } from '@/lib/api/paths/proxy';

const LIST_PREFIX = viaProxy(cataloguePaths.foodstuffs());

/** Whether an SWR key is one of the catalogue's lists (use-foodstuffs.ts builds them all). */
function isFoodstuffsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === LIST_PREFIX || key.startsWith(`${LIST_PREFIX}?`));
}

/** The catalogue's writes; each refreshes every cached list afterwards. */
export function useFoodstuffMutations() {
  return foodstuffWrites(useSWRConfig().mutate);
}

/** The writes, on the cache `mutate` belongs to. */
export function foodstuffWrites(mutate: ScopedMutator) {
  const refreshLists = () => void mutate(isFoodstuffsKey);
  return {
    refreshLists,
    async create(body: CreateFoodstuffRequest) {
      const saved = await readJson<Foodstuff>(viaProxy(cataloguePaths.foodstuffs()), {
        method: 'POST',
        json: body,
      });
      refreshLists();
      return saved;
    },
    async update(id: number, body: UpdateFoodstuffRequest) {
      const saved = await readJson<Foodstuff>(viaProxy(cataloguePaths.foodstuff(id)), {
        method: 'PATCH',
        json: body,
      });
      refreshLists();
      return saved;
    },
    /** Deletes the food; the list refreshes itself once it has gone back to its first page (spec 1 §4). */
    async remove(id: number) {
      await sendRequest(viaProxy(cataloguePaths.foodstuff(id)), { method: 'DELETE' });
    },
  };
}
