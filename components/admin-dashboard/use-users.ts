'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { AdminUserView, Page } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { usersApiPath } from '@/lib/lists/admin-dashboard';

export function getUsersApiPath(page: number, name: string): string {
  return viaProxy(usersApiPath(page, name));
}

/** One page of users (8), searched by name; `page` is 1-based. The previous page stays while the next loads. */
export function useUsers(page: number, name: string) {
  return useSWR(getUsersApiPath(page, name), (path: string) => readJson<Page<AdminUserView>>(path), {
    keepPreviousData: true,
  });
}
