import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/rules/patterns';
import { idParamSchema, lineSchema } from './common';

/** Invite e-mail: at most 120 characters (spec 2 §5). */
export const INVITE_EMAIL_MAX_LENGTH = 120;

export const connectionStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REFUSED']);

/** POST /v1/connection-requests */
export const createConnectionRequestSchema = z.object({
  nutritionist_id: idParamSchema,
  patient_email: lineSchema
    .trim()
    .max(INVITE_EMAIL_MAX_LENGTH)
    .regex(EMAIL_PATTERN)
    .transform((email) => email.toLowerCase()),
});
export type CreateConnectionRequest = z.input<typeof createConnectionRequestSchema>;

export const connectionRequestSchema = z.object({
  id: z.number().int(),
  nutritionist_id: z.number().int(),
  patient_email: z.string(),
  status: connectionStatusSchema,
  expires_at: z.string(),
  created_at: z.string(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/** The e-mailed code: URL-safe base64 of 32 random bytes (256 bits). */
export const acceptanceCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
