import { z } from 'zod';
import { genderSchema, lineSchema, pageQuerySchema, pageSchema } from './common';

export const avatarPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  tags: z.string(),
  gender: genderSchema.nullable(),
});
export type AvatarPhoto = z.infer<typeof avatarPhotoSchema>;

export const avatarPhotoPageSchema = pageSchema(avatarPhotoSchema);

export const listAvatarPhotosQuerySchema = pageQuerySchema.extend({
  tags: lineSchema.trim().max(120).optional(),
  gender: genderSchema.optional(),
});
