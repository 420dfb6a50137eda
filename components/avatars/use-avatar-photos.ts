'use client';

// The avatars resource: the searched pages of avatars, and the user's photo they (or an upload) set.

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { AvatarPhoto, Gender, Page, User } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

export const AVATAR_PAGE_SIZE = 12;

export function getAvatarPhotosPath(page: number, tags: string, gender: Gender | ''): string {
  const query = new URLSearchParams({ page: String(page - 1), size: String(AVATAR_PAGE_SIZE) });
  if (tags.trim() !== '') query.set('tags', tags.trim());
  if (gender) query.set('gender', gender);
  return viaProxy(cataloguePaths.avatarPhotos(query));
}

/** One page of avatars (12, spec 1 §9) filtered by tags and gender; `page` is 1-based. Nothing loads while closed. */
export function useAvatarPhotos(page: number, tags: string, gender: Gender | '', enabled: boolean) {
  return useSWR(
    enabled ? getAvatarPhotosPath(page, tags, gender) : null,
    (path: string) => readJson<Page<AvatarPhoto>>(path),
    { keepPreviousData: true },
  );
}

/** The user's photo: an avatar of the catalogue, or an uploaded picture; each answers with the user. */
export function useUserPhotoMutations(userId: number) {
  return {
    chooseAvatar(photoId: number) {
      return readJson<User>(viaProxy(userPaths.userAvatar(userId, photoId)), { method: 'PUT' });
    },
    uploadPhoto(file: File) {
      const form = new FormData();
      form.append('file', file);
      return readJson<User>(viaProxy(userPaths.userOwnPhoto(userId)), { method: 'POST', body: form });
    },
  };
}
