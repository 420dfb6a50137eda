import { z } from 'zod';

/**
 * Every error code either side answers with. The API raises only these; the portal maps each one to a
 * text in lib/api/error-messages.ts (a new member fails typecheck there until it has one).
 */
export const errorCodeSchema = z.enum([
  // Any call
  'INVALID_DATA',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  // Sign-in and password recovery
  'INVALID_CREDENTIALS',
  'RESET_LINK_INVALID',
  // Registration (spec 1 §8)
  'NUTRITIONIST_NOT_REGISTERED_IN_CFN',
  'NUTRITIONIST_ALREADY_REGISTERED',
  'EMAIL_ALREADY_REGISTERED',
  'INVALID_CONFIRMATION_CODE',
  'CONFIRMATION_CODE_EXPIRED',
  'CODE_RECENTLY_SENT',
  'REGISTRATION_ALREADY_CONFIRMED',
  'CFN_UNAVAILABLE',
  // Invitations
  'ALREADY_PATIENT',
  'EMAIL_NOT_A_PATIENT',
  'TOO_MANY_INVITATIONS',
  'MAIL_FAILED',
  'INVALID_ACCEPTANCE_CODE',
  'CONNECTION_ALREADY_ACCEPTED',
  'ACCEPTANCE_CODE_EXPIRED',
  // Catalogue
  'BARCODE_ALREADY_REGISTERED',
  'BRAND_ALREADY_REGISTERED',
  'INVALID_IMAGE',
  'FILE_TOO_LARGE',
  // The portal's own answers (its BFF and its browser client)
  'SESSION_EXPIRED',
  'CROSS_SITE_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Errors are application/problem+json; `code` is what the portal maps to the specification's texts. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int(),
  code: errorCodeSchema,
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
