import { z } from 'zod';
import { STRONG_PASSWORD_PATTERN } from '@/lib/rules/patterns';
import { lineSchema, textSchema } from './common';

/** POST /v1/password-resets: always answered the same way, whether the account exists or not. */
export const passwordResetRequestSchema = z.object({
  email: lineSchema.trim().min(1).max(254),
});

export const passwordResetAcceptedSchema = z.object({ status: z.literal('ACCEPTED') });

/** GET /v1/password-resets/{token}: the link is usable until this instant. */
export const passwordResetLinkSchema = z.object({ expires_at: z.string() });

/** PUT /v1/password-resets/{token}: the new password, under the registration rule. */
export const newPasswordSchema = z.object({
  password: textSchema.max(200).regex(STRONG_PASSWORD_PATTERN),
});

/** The link's token: 32 random bytes in base64url. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
