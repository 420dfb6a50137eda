// The food list's state as it lives in the URL (spec 1 §2: currentPage, withBarcode, withBrand are read
// and kept), so back, forward and reload restore the same view. The search term rides along as `search`.
import { cataloguePaths } from '@/lib/api/paths/catalogue';

export const FOOD_PAGE_SIZE = 7;

export interface FoodListParams {
  /** 1-based, as the user sees it. */
  currentPage: number;
  withBarcode: boolean;
  withBrand: boolean;
  search: string;
}

type ParamReader = { get(name: string): string | null };

export function readFoodListParams(params: ParamReader): FoodListParams {
  const page = Number.parseInt(params.get('currentPage') ?? '', 10);
  return {
    currentPage: Number.isFinite(page) && page >= 1 ? page : 1,
    withBarcode: params.get('withBarcode') === 'true',
    withBrand: params.get('withBrand') === 'true',
    search: (params.get('search') ?? '').slice(0, 120),
  };
}

/** The query string of a list view; defaults are left out so plain /foodstuffs stays plain. */
export function toFoodListQuery(params: FoodListParams): string {
  const query = new URLSearchParams();
  if (params.currentPage > 1) query.set('currentPage', String(params.currentPage));
  if (params.withBarcode) query.set('withBarcode', 'true');
  if (params.withBrand) query.set('withBrand', 'true');
  if (params.search.trim() !== '') query.set('search', params.search.trim());
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export function getFoodListHref(params: FoodListParams): string {
  return `/foodstuffs${toFoodListQuery(params)}`;
}

/** Where the edit screen sends the user back to: the list view it came from. */
export function getEditHref(id: number, params: FoodListParams): string {
  return `/foodstuffs/${id}/editing${toFoodListQuery(params)}`;
}

export function getDuplicateHref(id: number): string {
  return `/create-foodstuff?draftFoodstuffId=${id}`;
}

/** The upstream path of a list view (pages count from 0 upstream): what the browser asks through the proxy. */
export function foodListApiPath(params: FoodListParams): string {
  const query = new URLSearchParams({ page: String(params.currentPage - 1), size: String(FOOD_PAGE_SIZE) });
  if (params.search.trim() !== '') query.set('name_or_brand', params.search.trim());
  if (params.withBrand) query.set('with_brand', 'true');
  if (params.withBarcode) query.set('with_barcode', 'true');
  return cataloguePaths.foodstuffs(query);
}
