import type { Db } from '@/upstream/src/db/client';
import { avatarPhotos } from '@/upstream/src/db/schema';
import { AVATAR_LOOKS, describeAvatarTags, getAvatarUrl } from './avatar-catalogue';

export interface SeededAvatar {
  id: number;
  url: string;
}

/** Inserts the avatar catalogue; answers each avatar by its file name. */
export async function seedAvatars(db: Db): Promise<Map<string, SeededAvatar>> {
  const inserted = await db
    .insert(avatarPhotos)
    .values(
      AVATAR_LOOKS.map((look) => ({
        url: getAvatarUrl(look),
        tags: describeAvatarTags(look),
        gender: look.gender,
      })),
    )
    .returning({ id: avatarPhotos.id, url: avatarPhotos.url });
  const byUrl = new Map(inserted.map((avatar) => [avatar.url, avatar]));
  return new Map(
    AVATAR_LOOKS.map((look) => {
      const avatar = byUrl.get(getAvatarUrl(look));
      if (!avatar) throw new Error(`Avatar ${look.file} was not inserted`);
      return [look.file, avatar];
    }),
  );
}
