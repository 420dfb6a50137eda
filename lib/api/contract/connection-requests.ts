import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/rules/patterns';
import { idParamSchema, lineSchema, pageQuerySchema, pageSchema } from './common';
import { INVITE_EMAIL_MAX_LENGTH } from './values';

// WITHDRAWN: the nutritionist took the invitation back before it was accepted.
export const connectionStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN']);

/** POST /v1/connection-requests */
export const createConnectionRequestSchema = z.object({
  nutritionist_id: idParamSchema,
  patient_email: lineSchema
    .trim()
    .max(INVITE_EMAIL_MAX_LENGTH)
    .regex(EMAIL_PATTERN)
    .transform((email) => email.toLowerCase()),
  /** Her record without the app this invitation is for ('Convidar para o aplicativo'): it takes the e-mail. */
  patient_id: idParamSchema.optional(),
});
export type CreateConnectionRequest = z.input<typeof createConnectionRequestSchema>;

export const connectionRequestSchema = z.object({
  id: z.number().int(),
  nutritionist_id: z.number().int(),
  patient_email: z.string(),
  status: connectionStatusSchema,
  expires_at: z.string(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/**
 * GET /v1/nutritionists/{id}/connection-requests: her invitations nobody has become a patient through
 * yet — still PENDING (expired ones too, so she can send them again) or ACCEPTED before the invited
 * person had an account — newest first.
 */
export const listConnectionRequestsQuerySchema = pageQuerySchema;
export const connectionRequestPageSchema = pageSchema(connectionRequestSchema);
export type ConnectionRequestPage = z.infer<typeof connectionRequestPageSchema>;

/** The e-mailed code: URL-safe base64 of 32 random bytes (256 bits). */
export const acceptanceCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/**
 * GET /v1/connection-requests/acceptance-codes/{code}, without a token: what the acceptance page tells
 * the person who opened the e-mailed link before it accepts. Holding the code is the proof that this is
 * the invited person (it was e-mailed to that address only, and only its hash is stored), so it may name
 * her current nutritionist; nobody else, the inviting nutritionist included, ever learns that name.
 */
export const invitationPreviewSchema = z.object({
  nutritionist_name: z.string(),
  patient_email: z.string(),
  /** Whether an account with this e-mail exists (otherwise she signs up in the app with it). */
  has_account: z.boolean(),
  /** Another nutritionist who follows her now; accepting ends that follow-up. */
  current_nutritionist_name: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /v1/connection-requests/acceptance-codes/{code}: no body, except when she follows another
 * nutritionist now; then `{ end_current_follow_up: true }` says she read that accepting ends it.
 */
export const acceptConnectionRequestSchema = z
  .object({ end_current_follow_up: z.boolean().optional() })
  .strict();
export type AcceptConnectionRequest = z.infer<typeof acceptConnectionRequestSchema>;
