'use client';

import useSWR from 'swr';
import { requestJson } from '@/lib/api/client';
import { avatarPhotoPageSchema, type Gender } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

export const AVATAR_PAGE_SIZE = 12;

export function getAvatarPhotosPath(page: number, tags: string, gender: Gender | ''): string {
  const query = new URLSearchParams({ page: String(page - 1), size: String(AVATAR_PAGE_SIZE) });
  if (tags.trim() !== '') query.set('tags', tags.trim());
  if (gender) query.set('gender', gender);
  return viaProxy(paths.avatarPhotos(query));
}

/** One page of avatars (12, spec 1 §9) filtered by tags and gender; `page` is 1-based. Nothing loads while closed. */
export function useAvatarPhotos(page: number, tags: string, gender: Gender | '', enabled: boolean) {
  return useSWR(
    enabled ? getAvatarPhotosPath(page, tags, gender) : null,
    (path: string) => requestJson(path, avatarPhotoPageSchema),
    { keepPreviousData: true },
  );
}
