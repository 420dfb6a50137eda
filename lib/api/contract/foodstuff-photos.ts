import { z } from 'zod';
import { lineSchema, pageQuerySchema, pageSchema } from './common';
import { MAX_TAGS, TAG_MAX_LENGTH } from './values';

/** `url` is served by the portal's own origin: /uploads/... for uploads, /foods/... for shipped art. */
export const foodstuffPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  tags: z.string(),
});
export type FoodstuffPhoto = z.infer<typeof foodstuffPhotoSchema>;

export const foodstuffPhotoPageSchema = pageSchema(foodstuffPhotoSchema);

export const listFoodstuffPhotosQuerySchema = pageQuerySchema.extend({
  tags: lineSchema.trim().max(120).optional(),
});

/** Splits comma-joined tags, trims them and drops empty pieces and repeats (ignoring case). */
export function splitTags(joined: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of joined.split(',')) {
    const tag = piece.trim();
    const key = tag.toLocaleLowerCase('pt-BR');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** POST /v1/foodstuff-photos: `tags` (comma-joined) in the query, the image in the multipart field `file`. */
export const uploadFoodstuffPhotoQuerySchema = z.object({
  tags: lineSchema
    .max(1000)
    .transform(splitTags)
    .pipe(z.array(z.string().max(TAG_MAX_LENGTH)).min(1).max(MAX_TAGS)),
});
