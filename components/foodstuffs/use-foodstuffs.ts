'use client';

// The catalogue's one SWR resource: its key builders, its list hooks (the catalogue's pages and the meal
// plan's food search) and its writes. Every cached list of foods is a key this module built, so a write
// refreshes them all through isFoodstuffsKey.
import useSWR, { useSWRConfig } from 'swr';
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type {
  CreateFoodstuffRequest,
  Foodstuff,
  FoodstuffPage,
  RecentFoodstuffs,
  UpdateFoodstuffRequest,
} from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { viaProxy } from '@/lib/api/paths/proxy';
import { type FoodListParams, foodListApiPath } from '@/lib/lists/food-list';

const LIST_PREFIX = viaProxy(cataloguePaths.foodstuffs());

/** The key of a catalogue list view: its upstream path (food-list-params.ts) through the proxy. */
export function foodstuffsKey(params: FoodListParams): string {
  return viaProxy(foodListApiPath(params));
}

/** Whether an SWR key is one of the catalogue's lists. */
export function isFoodstuffsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === LIST_PREFIX || key.startsWith(`${LIST_PREFIX}?`));
}

// Answers read as the contract's types, unchecked: the catalogue's list pages load no zod.
const fetchPage = (path: string) => readJson<FoodstuffPage>(path);

/** One list view of the catalogue, the previous page kept on screen while the next loads. */
export function useFoodstuffs(params: FoodListParams) {
  return useSWR(foodstuffsKey(params), fetchPage, { keepPreviousData: true });
}

/**
 * Foods a page in the plan builder's picker: 10, so the everyday form of a food is on the first page (the
 * specification's 4 showed raw and rare items first and hid the rest on later pages).
 */
export const PICKER_PAGE_SIZE = 10;

/**
 * The plan builder's search, by name or brand, ranked for a plan: her own foods first, then common and
 * prepared forms before raw ones; `page` is 0-based. Nothing is asked while not `enabled`.
 */
export function useFoodstuffSearch(text: string, page: number, enabled = true) {
  const query = new URLSearchParams({ page: String(page), size: String(PICKER_PAGE_SIZE), ranking: 'plan' });
  if (text.trim()) query.set('name_or_brand', text.trim());
  return useSWR(enabled ? viaProxy(cataloguePaths.foodstuffs(query)) : null, fetchPage, {
    keepPreviousData: true,
  });
}

const fetchRecent = (path: string) => readJson<RecentFoodstuffs>(path);

/** 'Recentes': the foods she planned last; nothing is asked without her id. */
export function useRecentFoodstuffs(nutritionistId: number | null) {
  return useSWR(
    nutritionistId === null ? null : viaProxy(mealPlanPaths.nutritionistRecentFoodstuffs(nutritionistId)),
    fetchRecent,
  );
}

/** The catalogue's writes; each refreshes every cached list afterwards. */
export function useFoodstuffMutations() {
  const { mutate } = useSWRConfig();
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
