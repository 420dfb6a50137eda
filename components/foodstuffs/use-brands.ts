'use client';

// The brands resource: its searched pages and its one write. Answers are read as the contract's types
// (neither schema has a default or a transform).

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { Brand, BrandPage } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { viaProxy } from '@/lib/api/paths/proxy';

export const BRAND_PAGE_SIZE = 5;

export function getBrandsApiPath(page: number, name: string): string {
  const query = new URLSearchParams({ page: String(page - 1), size: String(BRAND_PAGE_SIZE) });
  if (name.trim() !== '') query.set('name', name.trim());
  return viaProxy(cataloguePaths.brands(query));
}

/** One page of brands (5, spec 1 §9), searched by name; `page` is 1-based. Nothing loads while closed. */
export function useBrands(page: number, name: string, enabled: boolean) {
  return useSWR(enabled ? getBrandsApiPath(page, name) : null, (path: string) => readJson<BrandPage>(path), {
    keepPreviousData: true,
    // The failure modal offers its own retry; silent retries would make it flicker.
    shouldRetryOnError: false,
  });
}

/** The brands' write: a new brand by name, answered with the brand as saved. */
export function useBrandMutations() {
  return {
    create(name: string) {
      return readJson<Brand>(viaProxy(cataloguePaths.brands()), { method: 'POST', json: { name } });
    },
  };
}
