import { z } from 'zod';

/** GET /v1/auth/providers: which sign-in methods besides e-mail and password are configured. */
export const signInProvidersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;
