import { z } from 'zod';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /login answers with the token itself as the body (text/plain). */
export const tokenSchema = z.string().min(20);
