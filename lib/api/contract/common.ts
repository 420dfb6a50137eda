import { z } from 'zod';

/** Errors are application/problem+json; `code` is what the portal maps to the specification's texts. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    total_elements: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
  });
}
export type Page<T> = { content: T[]; total_elements: number; total_pages: number };

/** Query parameters shared by every paged list: page counts from 0. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const isoDateSchema = z.iso.date();
export const genderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof genderSchema>;
