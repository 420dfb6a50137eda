'use client';

// The catalogue's one SWR resource: its key builders and its list hooks (the catalogue's pages and the meal
// plan's food search). Every cached list of foods is a key this module built, so a write
// (use-foodstuff-writes.ts) refreshes them all through isFoodstuffsKey.
import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { FoodstuffPage, RecentFoodstuffs } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { isProxiedRoute, viaProxy } from '@/lib/api/paths/proxy';
import { type FoodListParams, foodListApiPath } from '@/lib/lists/food-list';

/** The key of a catalogue list view: its upstream path (food-list-params.ts) through the proxy. */
export function foodstuffsKey(params: FoodListParams): string {
  return viaProxy(foodListApiPath(params));
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

/** Whether an SWR key is a nutritionist's 'Recentes' (useRecentFoodstuffs builds them). */
export function isRecentFoodstuffsKey(key: unknown): boolean {
  return isProxiedRoute(mealPlanPaths.nutritionistRecentFoodstuffs.pattern, key);
}

/** 'Recentes': the foods she planned last; nothing is asked without her id. */
export function useRecentFoodstuffs(nutritionistId: number | null) {
  return useSWR(
    nutritionistId === null ? null : viaProxy(mealPlanPaths.nutritionistRecentFoodstuffs(nutritionistId)),
    fetchRecent,
  );
}
