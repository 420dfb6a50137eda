'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { FoodstuffPhoto, Page } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { viaProxy } from '@/lib/api/paths/proxy';
import { PHOTO_PAGE_SIZE } from '@/lib/rules/pagination';

export function getPhotosApiPath(page: number, tags: string): string {
  const query = new URLSearchParams({ page: String(page - 1), size: String(PHOTO_PAGE_SIZE) });
  // The search text is sent as tags (spec 1 §7).
  if (tags.trim() !== '') query.set('tags', tags.trim());
  return viaProxy(cataloguePaths.foodstuffPhotos(query));
}

/** Whether an SWR key is a page of food photos (refreshed after an upload). */
export function isFoodstuffPhotosKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(viaProxy(cataloguePaths.foodstuffPhotos()));
}

/**
 * One page of food photos (30, spec 1 §9); `page` is 1-based. Nothing loads while the selector is closed.
 * Read as the contract's type (its schema has no default or transform).
 */
export function useFoodstuffPhotos(page: number, tags: string, enabled: boolean) {
  return useSWR(
    enabled ? getPhotosApiPath(page, tags) : null,
    (path: string) => readJson<Page<FoodstuffPhoto>>(path),
    { keepPreviousData: true },
  );
}
