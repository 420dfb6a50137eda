import { z } from 'zod';
import { lineSchema, pageQuerySchema, pageSchema } from './common';
import { BRAND_NAME_MAX_LENGTH } from './values';

export const brandSchema = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const brandPageSchema = pageSchema(brandSchema).extend({
  // Nothing matched the words as typed; these are the brands of the words one typo away.
  approximate: z.boolean().optional(),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

export const listBrandsQuerySchema = pageQuerySchema.extend({
  name: lineSchema.trim().max(120).optional(),
});

export const createBrandRequestSchema = z.object({
  name: lineSchema.trim().min(1).max(BRAND_NAME_MAX_LENGTH),
});
export type CreateBrandRequest = z.infer<typeof createBrandRequestSchema>;
