// The trail of who read or changed a patient's care data (/v1/users/{id}/access-trail; LGPD art. 11, 18):
// written by the API itself on every call of a care route, never through any route. Her nutritionist, she
// herself and administrators read it; no route edits or removes a row.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './common';

export const ACCESS_TRAIL_RESOURCES = [
  'PROFILE',
  'CONTACT',
  'MEALS',
  'SUMMARIES',
  'PLANS',
  'ANTHROPOMETRY',
  'PROGRESS',
  'ANAMNESIS',
  'GOALS',
  'NOTES',
  /** The whole record at once (GET /v1/users/{id}/export). */
  'EXPORT',
  /** Her request that her data be erased (POST /v1/users/{id}/deletion-request). */
  'DELETION',
  /** What she was charged and paid: prices of her appointments, packages, payments, the month's lists. */
  'PAYMENTS',
  /** Her receipts: issued, read, cancelled, e-mailed. */
  'RECEIPTS',
] as const;
export const accessTrailResourceSchema = z.enum(ACCESS_TRAIL_RESOURCES);
export type AccessTrailResource = z.infer<typeof accessTrailResourceSchema>;

export const ACCESS_TRAIL_ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DELETE'] as const;
export const accessTrailActionSchema = z.enum(ACCESS_TRAIL_ACTIONS);
export type AccessTrailAction = z.infer<typeof accessTrailActionSchema>;

/** ALLOWED: the call was answered. REFUSED: the API refused it (401, 403 or 404) and nothing was read. */
export const ACCESS_TRAIL_OUTCOMES = ['ALLOWED', 'REFUSED'] as const;
export const accessTrailOutcomeSchema = z.enum(ACCESS_TRAIL_OUTCOMES);
export type AccessTrailOutcome = z.infer<typeof accessTrailOutcomeSchema>;

/** The caller's role at the time: the patient herself, a nutritionist, or an administrator. */
export const ACCESS_TRAIL_ROLES = ['PATIENT', 'NUTRITIONIST', 'ADMIN'] as const;
export const accessTrailRoleSchema = z.enum(ACCESS_TRAIL_ROLES);
export type AccessTrailRole = z.infer<typeof accessTrailRoleSchema>;

export const accessTrailEntrySchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  /** Who: null once the account is gone (the row stays). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  actor_role: accessTrailRoleSchema,
  resource: accessTrailResourceSchema,
  action: accessTrailActionSchema,
  outcome: accessTrailOutcomeSchema,
  /** The call's request id (X-Request-Id), as the API's logs carry it. */
  request_id: z.string(),
  /** The instant, ISO 8601 in UTC. */
  at: z.string(),
});
export type AccessTrailEntry = z.infer<typeof accessTrailEntrySchema>;

/** GET /v1/users/{id}/access-trail: newest first. */
export const accessTrailQuerySchema = pageQuerySchema;
export const accessTrailPageSchema = pageSchema(accessTrailEntrySchema);
export type AccessTrailPage = z.infer<typeof accessTrailPageSchema>;
