'use client';

import useSWR from 'swr';
import { requestJson } from '@/lib/api/client';
import { userPageSchema } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** Users load 8 per page (spec 1 §9). */
export const USER_PAGE_SIZE = 8;

export function getUsersApiPath(page: number, name: string): string {
  const query = new URLSearchParams({ page: String(page - 1), size: String(USER_PAGE_SIZE) });
  if (name.trim() !== '') query.set('name', name.trim());
  return viaProxy(paths.users(query));
}

/** One page of users (8), searched by name; `page` is 1-based. The previous page stays while the next loads. */
export function useUsers(page: number, name: string) {
  return useSWR(getUsersApiPath(page, name), (path: string) => requestJson(path, userPageSchema), {
    keepPreviousData: true,
  });
}
