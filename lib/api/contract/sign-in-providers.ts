import { z } from 'zod';

/** GET /v1/auth/providers: which sign-in methods besides e-mail and password are configured. */
export const signInProvidersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** 32 random bytes in base64url: the hand-over code, the pending value and its SHA-256 binding. */
export const signInSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * POST /v1/auth/google/handovers: the portal redeems, server to server, the one-time code the Google
 * sign-in brought back in the browser's URL, with the pending value of the browser that started the
 * flow. The answer is the token (text/plain), like POST /login.
 */
export const googleHandoverRequestSchema = z.object({
  code: signInSecretSchema,
  pending: signInSecretSchema,
});
export type GoogleHandoverRequest = z.infer<typeof googleHandoverRequestSchema>;
