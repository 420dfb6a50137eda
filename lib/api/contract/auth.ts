import { z } from 'zod';
import { lineSchema, textSchema } from './common';

export const loginRequestSchema = z.object({
  email: lineSchema.trim().min(1).max(254),
  password: textSchema.min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /login answers with the token itself as the body (text/plain). */
export const tokenSchema = z.string().min(20);
