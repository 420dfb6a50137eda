// The shape of one entry of the API's route table (index.ts): everything a route is, for every party
// that needs to know it. The OpenAPI document, the portal's proxy allowlist, its path builders and the
// API's access trail are all read from these entries, so a route is written once, here, and in its
// route file (upstream/src/routes/), and tests hold the two together.
import type { z } from 'zod';
import type { AccessTrailAction, AccessTrailResource } from '../access-trail';
import type { ErrorCode } from '../error-codes';
import type { Role } from '../users';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route, as the OpenAPI document tells callers. */
export type Access =
  | { kind: 'public'; note?: string }
  | {
      kind: 'signed-in';
      /** Any of these roles; none: any signed-in caller. */
      roles?: readonly Role[];
      /** What a caller without the role is told: 403, or 404 where ids must reveal nothing. */
      refusedWith?: 403 | 404;
      /** Whose resources the caller reaches ("own resources only"), and what anyone else is told. */
      scope?: string;
    };

/** The names of the API's access rules (upstream/src/http/access.ts), one of which guards each route. */
export const ACCESS_RULE_NAMES = [
  'anyone',
  'signedIn',
  'admin',
  'nutritionistHerself',
  'patientItself',
  'choosesOwnAvatar',
  'patientItselfNotItsNutritionist',
  'patientOrOwnNutritionist',
  'ownNutritionistNotThePatient',
  'patientOwnNutritionistOrAdmin',
  'careReaderOrAdmin',
  'nutritionistOrHerPatient',
  'planReader',
  'planEditor',
  'plansForOwnPatient',
  'nutritionistHerselfWithOwnPlan',
  'appointmentViewer',
  'appointmentChanger',
  'ownAgenda',
  'booksOwnAgenda',
  'ownNotifications',
  'ownNotification',
  'invitesInOwnName',
  'appointmentMoney',
  'patientPackageOwner',
  'paymentOwner',
  'receiptIssuer',
  'receiptReader',
] as const;
export type AccessRuleName = (typeof ACCESS_RULE_NAMES)[number];

/**
 * How the browser calls a route through the portal's proxy (/api/…): with the signed-in user's token
 * ('session') or without one ('none'). A route without it answers 404 through the proxy.
 */
export type ProxyAuth = 'session' | 'none';

/**
 * Whose data a care route touches: the `:id` of /v1/users/{id}, the plan's patient, the new plan's, or the
 * new patient record itself; the patient of the appointment, patient package, payment or receipt `:id`;
 * or, for a list of the practice's money, each patient the answer names ('listed').
 */
export type TrailPatient =
  | 'user'
  | 'plan'
  | 'created-plan'
  | 'created-patient'
  | 'appointment'
  | 'patient-package'
  | 'payment'
  | 'receipt'
  | 'listed';

/** A care route's line in the patient's access trail (LGPD art. 11, 18). */
export interface TrailEntry {
  resource: AccessTrailResource;
  action: AccessTrailAction;
  patient: TrailPatient;
}

export type Body =
  | { type: 'json'; schema: z.ZodType; optional?: boolean }
  | { type: 'multipart'; field: string; description: string };

export type Success =
  | { status: number; description: string; json: z.ZodType }
  | { status: number; description: string; text: z.ZodType; mediaType: string }
  | { status: number; description: string; binary: string }
  | { status: 204; description: string }
  | { status: 302; description: string; redirect: true };

export interface Operation {
  method: Method;
  /** The route as the API states it: /v1/users/:id/meals/:mealId. */
  path: string;
  /** The access rule the route declares first (tests/api/access-rules.test.ts holds the two together). */
  rule: AccessRuleName;
  /** Present when the browser may call the route through the portal's proxy. */
  proxy?: ProxyAuth;
  /** Present on care routes: every call leaves a line in the patient's access trail. */
  trail?: TrailEntry;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Every path parameter's schema: `idParamSchema` for an id, anything else for text (a code, a key). */
  params?: Readonly<Record<string, z.ZodType>>;
  query?: z.ZodObject;
  body?: Body;
  success: Success;
  /** The codes of this route's own refusals; those every route of its kind answers are added (problems.ts). */
  problems?: readonly ErrorCode[];
  /** Mounted only under a setting: the document says so, and the drift test mounts it. */
  mountedWhen?: string;
}
