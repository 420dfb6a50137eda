// Every route the API serves, as its callers need to know it: the contract's schemas of its parameters,
// query, body and answer, who may call it, and the problem codes it answers with. The OpenAPI document
// (document.ts) is generated from this table, and tests hold the table to the app: a route served and not
// listed here, or listed and not served, fails tests/api/openapi.test.ts, and every answer the API tests
// receive is checked against the entry of its route (tests/api/helpers/openapi-answers.ts).
import { z } from 'zod';
import type { ErrorCode, Role } from '@/lib/api/contract';
import * as contract from '@/lib/api/contract';
import { RECENT_FOODSTUFFS_LIMIT } from '@/lib/api/contract/values';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route. */
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
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: Body;
  success: Success;
  /** The codes of this route's own refusals; those every route of its kind answers are added (problems.ts). */
  problems?: readonly ErrorCode[];
  /** Mounted only under a setting: the document says so, and the drift test mounts it. */
  mountedWhen?: string;
}

// Scopes of the access rules in http/access.ts, worded for the callers.
const NUTRITIONIST_HERSELF = '`id` must be the caller, a nutritionist; anyone else is told 404.';
const PATIENT_ITSELF = '`id` must be the caller; anyone else, its nutritionist included, is told 404.';
const PATIENT_NOT_ITS_NUTRITIONIST =
  "`id` must be the caller; the patient's own nutritionist (who reads, never writes) is told 403, anyone else 404.";
const PATIENT_OR_OWN_NUTRITIONIST =
  '`id` must be the caller or a patient the calling nutritionist follows; anyone else is told 404.';
const OWN_NUTRITIONIST_NOT_PATIENT =
  '`id` must be a patient the calling nutritionist follows; the patient itself is told 403, anyone else 404.';

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signed-in' };
const ADMIN: Access = { kind: 'signed-in', roles: ['ROLE_ADMIN'] };
const signedIn = (scope: string, roles?: readonly Role[], refusedWith: 403 | 404 = 403): Access => ({
  kind: 'signed-in',
  scope,
  roles,
  refusedWith,
});
/** The nutritionist herself (access.nutritionistHerself): anyone else, other roles included, is told 404. */
const herself = signedIn(NUTRITIONIST_HERSELF, ['ROLE_NUTRITIONIST'], 404);

const id = contract.idParamSchema;
const withId = { id };
const json = (status: number, schema: z.ZodType, description: string): Success => ({
  status,
  description,
  json: schema,
});
const noContent = (description: string): Success => ({ status: 204, description });
const jsonBody = (schema: z.ZodType): Body => ({ type: 'json', schema });
const imageUpload: Body = {
  type: 'multipart',
  field: 'file',
  description: 'The image (JPEG, PNG or WebP), in the form field `file`.',
};

/** GET /metrics: Prometheus' text exposition format. */
const metricsText = z.string().describe('Prometheus text exposition format, version 0.0.4');

/** GET /health and /health/ready. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /dev/outbox: the mail a real server would have sent, newest first. */
export const outboxSchema = z.array(
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    attachments: z.unknown(),
    created_at: z.string(),
  }),
);

const tokenText = (description: string): Success => ({
  status: 200,
  description,
  text: contract.tokenSchema,
  mediaType: 'text/plain',
});

const MEAL_PLAN_RULES = [
  'NO_MEAL_PERIODS',
  'MEAL_PERIOD_REQUIRED',
  'DUPLICATE_MEAL_PERIOD',
  'EMPTY_MEAL_PERIOD',
  'INVALID_QUANTITY',
  'INVALID_BASELINE_WEIGHT',
  'INVALID_DATE_RANGE',
  'UNKNOWN_FOODSTUFF',
  'ARCHIVED_FOODSTUFF',
  'QUANTITY_REQUIRED',
  'UNKNOWN_COPY_SOURCE',
  'SUBSTITUTION_NOT_EQUIVALENT',
] as const satisfies readonly ErrorCode[];

const WEEK_RULES = [
  'NO_WEEKDAY',
  'DUPLICATE_WEEKDAY',
  'NO_PERIOD',
  'TOO_MANY_PERIODS',
  'INCOMPLETE_TIME',
  'FROM_NOT_BEFORE_TO',
  'OVERLAPPING_PERIODS',
] as const satisfies readonly ErrorCode[];

const PROFILE_RULES = [
  'INVALID_SPECIALIZATIONS',
  'ABOUT_TOO_LONG',
  'INVALID_ZIP_CODE',
  'INVALID_STATE',
  'ADDRESS_NUMBER_REQUIRED',
  'INCOMPLETE_ADDRESS',
] as const satisfies readonly ErrorCode[];

const REGISTRATION_LIMIT = ['TOO_MANY_REQUESTS'] as const satisfies readonly ErrorCode[];

export const operations: readonly Operation[] = [
  // Health
  {
    method: 'get',
    path: '/health',
    tag: 'Health',
    summary: 'Liveness: the process answers',
    access: PUBLIC,
    success: json(200, healthSchema, 'The process is up.'),
  },
  {
    method: 'get',
    path: '/health/ready',
    tag: 'Health',
    summary: 'Readiness: the process reaches its database',
    access: PUBLIC,
    success: json(200, healthSchema, 'The database answers.'),
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'Health',
    summary: 'Request durations, database pool and process figures, for Prometheus',
    description:
      'Only with `Authorization: Bearer {METRICS_TOKEN}`; without that setting, or with another token, the route answers 404 as if it did not exist.',
    access: { kind: 'public', note: 'The bearer token of the METRICS_TOKEN setting, not a user token.' },
    success: { status: 200, description: 'The figures.', text: metricsText, mediaType: 'text/plain' },
    problems: ['NOT_FOUND'],
  },

  // Signing in and out
  {
    method: 'post',
    path: '/login',
    tag: 'Authentication',
    summary: 'Sign in with e-mail and password',
    description:
      'The answer is the bearer token itself, as text. Failures are counted per account and per caller address.',
    access: PUBLIC,
    body: jsonBody(contract.loginRequestSchema),
    success: tokenText('The bearer token for the `Authorization: Bearer` header.'),
    problems: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'],
  },
  {
    method: 'post',
    path: '/v1/logout',
    tag: 'Authentication',
    summary: 'Sign out: the token in use is refused from now on',
    access: SIGNED_IN,
    success: noContent('Signed out.'),
  },
  {
    method: 'post',
    path: '/v1/logout-everywhere',
    tag: 'Authentication',
    summary: "Sign out everywhere: every token of the caller's account is refused from now on",
    access: SIGNED_IN,
    success: noContent('Every session ended.'),
  },
  {
    method: 'get',
    path: '/v1/me',
    tag: 'Authentication',
    summary: 'The signed-in user',
    access: SIGNED_IN,
    success: json(200, contract.userSchema, 'The caller.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/auth/providers',
    tag: 'Authentication',
    summary: 'Sign-in methods offered besides the password',
    access: PUBLIC,
    success: json(200, contract.signInProvidersSchema, 'Whether Google sign-in is on.'),
  },
  {
    method: 'get',
    path: '/oauth2/authorization/google',
    tag: 'Authentication',
    summary: "Start Google sign-in (a browser's step)",
    description:
      "Redirects the browser to the issuer; on any failure, back to the portal's sign-in page. `binding` is the SHA-256 of the pending value the portal set in this browser.",
    access: PUBLIC,
    query: z.object({ binding: contract.signInSecretSchema.optional() }),
    success: { status: 302, description: 'To the issuer, or back to the portal.', redirect: true },
  },
  {
    method: 'get',
    path: '/login/oauth2/code/google',
    tag: 'Authentication',
    summary: "The issuer's answer to Google sign-in (a browser's step)",
    description:
      'Redirects to the portal with a one-time code for an account with that verified e-mail, or with a failure.',
    access: PUBLIC,
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    success: { status: 302, description: 'Back to the portal.', redirect: true },
  },
  {
    method: 'post',
    path: '/v1/auth/google/handovers',
    tag: 'Authentication',
    summary: 'Redeem a Google sign-in code for the bearer token',
    access: PUBLIC,
    body: jsonBody(contract.googleHandoverRequestSchema),
    success: tokenText('The bearer token, as text.'),
    problems: ['INVALID_HANDOVER'],
  },

  // Password recovery and registration
  {
    method: 'post',
    path: '/v1/password-resets',
    tag: 'Password recovery',
    summary: 'E-mail a password reset link when the account exists',
    description: 'The answer is the same whether or not the account exists. Limited per caller address.',
    access: PUBLIC,
    body: jsonBody(contract.passwordResetRequestSchema),
    success: json(202, contract.passwordResetAcceptedSchema, 'Accepted.'),
    problems: ['TOO_MANY_ATTEMPTS'],
  },
  {
    method: 'get',
    path: '/v1/password-resets/:token',
    tag: 'Password recovery',
    summary: 'Whether a reset link can still be used',
    description: 'Wrong links count against the caller address.',
    access: PUBLIC,
    params: { token: contract.resetTokenSchema },
    success: json(200, contract.passwordResetLinkSchema, 'The link is good until `expires_at`.'),
    problems: ['RESET_LINK_INVALID', 'TOO_MANY_ATTEMPTS'],
  },
  {
    method: 'put',
    path: '/v1/password-resets/:token',
    tag: 'Password recovery',
    summary: 'Set a new password; every session of the account ends',
    access: PUBLIC,
    params: { token: contract.resetTokenSchema },
    body: jsonBody(contract.newPasswordSchema),
    success: noContent('The password is changed.'),
    problems: ['RESET_LINK_INVALID', 'TOO_MANY_ATTEMPTS'],
  },
  {
    method: 'post',
    path: '/v1/registration',
    tag: 'Registration',
    summary: 'Start a registration: checks the e-mail (and the CFN for a nutritionist), e-mails a code',
    description: 'Every registration call counts against the caller address.',
    access: PUBLIC,
    body: jsonBody(contract.registrationRequestSchema),
    success: json(201, contract.registrationSchema, 'The pending registration.'),
    problems: [
      ...REGISTRATION_LIMIT,
      'NUTRITIONIST_NOT_REGISTERED_IN_CFN',
      'NUTRITIONIST_ALREADY_REGISTERED',
      'EMAIL_ALREADY_REGISTERED',
      'CFN_UNAVAILABLE',
      'MAIL_FAILED',
    ],
  },
  {
    method: 'post',
    path: '/v1/registration/:id/confirm',
    tag: 'Registration',
    summary: 'Confirm a registration with the e-mailed code; the account is created',
    access: PUBLIC,
    params: { id: z.uuid() },
    body: jsonBody(contract.confirmRegistrationRequestSchema),
    success: json(200, contract.registrationConfirmationSchema, 'The new account.'),
    problems: [
      ...REGISTRATION_LIMIT,
      'NOT_FOUND',
      'INVALID_CONFIRMATION_CODE',
      'CONFIRMATION_CODE_EXPIRED',
      'REGISTRATION_ALREADY_CONFIRMED',
      'EMAIL_ALREADY_REGISTERED',
      'NUTRITIONIST_ALREADY_REGISTERED',
      'TOO_MANY_ATTEMPTS',
    ],
  },
  {
    method: 'post',
    path: '/v1/registration/:id/resend-code',
    tag: 'Registration',
    summary: 'E-mail a new confirmation code',
    access: PUBLIC,
    params: { id: z.uuid() },
    success: json(200, contract.registrationSchema, 'The registration with its new code times.'),
    problems: [
      ...REGISTRATION_LIMIT,
      'NOT_FOUND',
      'CODE_RECENTLY_SENT',
      'REGISTRATION_ALREADY_CONFIRMED',
      'MAIL_FAILED',
    ],
  },

  // Users, their meals, anthropometry and progress
  {
    method: 'get',
    path: '/v1/users',
    tag: 'Users',
    summary: 'Users, paged and searchable by name',
    access: ADMIN,
    query: contract.listUsersQuerySchema,
    success: json(200, contract.userPageSchema, 'A page of users.'),
    problems: ['FORBIDDEN'],
  },
  {
    method: 'get',
    path: '/v1/users/:id',
    tag: 'Users',
    summary: 'One user',
    description:
      'The detail (body measurements, meal plans) for the user itself and its nutritionist, without the meal plans with `meal_plans=false`; the account alone for an administrator.',
    access: signedIn(
      '`id` must be the caller or a patient the calling nutritionist follows (the detail); an administrator reaches the account of anyone; anyone else is told 404.',
    ),
    params: withId,
    query: contract.userDetailQuerySchema,
    success: json(200, contract.userViewSchema, 'The user.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/photos/:photoId',
    tag: 'Users',
    summary: 'Choose an avatar as the photo',
    access: signedIn('`id` must be the caller; anyone else is told 403.'),
    params: { id, photoId: id },
    success: json(200, contract.userSchema, 'The user with the new photo.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/photo',
    tag: 'Users',
    summary: "Upload one's own photo",
    description: 'Checked and re-encoded like food photos, cropped square, and made the photo at once.',
    access: signedIn(PATIENT_ITSELF),
    params: withId,
    body: imageUpload,
    success: json(201, contract.userSchema, 'The user with the new photo.'),
    problems: ['NOT_FOUND', 'INVALID_IMAGE', 'FILE_TOO_LARGE'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/dismissals',
    tag: 'Users',
    summary: 'Suggestions and prompts the user dismissed',
    access: signedIn(PATIENT_ITSELF),
    params: withId,
    success: json(200, contract.dismissalsSchema, 'The dismissed keys.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/dismissals/:key',
    tag: 'Users',
    summary: 'Dismiss a suggestion or prompt, on every device',
    access: signedIn(PATIENT_ITSELF),
    params: { id, key: contract.dismissalKeySchema },
    success: json(200, contract.dismissalsSchema, 'The dismissed keys.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/nutritionist',
    tag: 'Users',
    summary: "The patient's nutritionist",
    access: signedIn(PATIENT_ITSELF),
    params: withId,
    success: json(200, contract.patientNutritionistSchema, 'Her name and specialisations.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/meals',
    tag: 'Meals',
    summary: "One day's meals, totals, periods and required calories",
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    query: contract.dailySummaryQuerySchema,
    success: json(200, contract.dailyMealSummarySchema, 'The day.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/meal-reports',
    tag: 'Meals',
    summary: 'A month of meals in weeks of days',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    query: contract.monthlySummaryQuerySchema,
    success: json(200, contract.monthlyMealSummarySchema, 'The month.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/meals',
    tag: 'Meals',
    summary: 'Log a meal',
    access: signedIn(PATIENT_NOT_ITS_NUTRITIONIST),
    params: withId,
    body: jsonBody(contract.mealInputSchema),
    success: json(201, contract.mealSchema, 'The logged meal.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/meals/:mealId',
    tag: 'Meals',
    summary: 'One logged meal',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: { id, mealId: id },
    success: json(200, contract.mealSchema, 'The meal.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/meals/:mealId',
    tag: 'Meals',
    summary: "Replace a meal's time and foods",
    access: signedIn(PATIENT_NOT_ITS_NUTRITIONIST),
    params: { id, mealId: id },
    body: jsonBody(contract.mealInputSchema),
    success: json(200, contract.mealSchema, 'The meal.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'delete',
    path: '/v1/users/:id/meals/:mealId',
    tag: 'Meals',
    summary: 'Remove a meal from the log',
    access: signedIn(PATIENT_NOT_ITS_NUTRITIONIST),
    params: { id, mealId: id },
    success: noContent('Removed.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/anthropometric-records',
    tag: 'Anthropometry',
    summary: 'Every anthropometric record, newest first, and the preferred fat equation',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.anthropometricRecordListSchema, 'The records.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/anthropometric-records',
    tag: 'Anthropometry',
    summary: 'A new dated assessment',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.anthropometricRecordInputSchema),
    success: json(201, contract.anthropometricRecordSchema, 'The record.'),
    problems: ['FORBIDDEN', 'NOT_FOUND', 'MEASUREMENT_OUT_OF_RANGE', 'INVALID_MEASUREMENT_DATE'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/anthropometric-records/:recordId',
    tag: 'Anthropometry',
    summary: 'One anthropometric record',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: { id, recordId: id },
    success: json(200, contract.anthropometricRecordSchema, 'The record.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/anthropometric-records/:recordId',
    tag: 'Anthropometry',
    summary: "Replace a record's date and measurements",
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: { id, recordId: id },
    body: jsonBody(contract.anthropometricRecordInputSchema),
    success: json(200, contract.anthropometricRecordSchema, 'The record.'),
    problems: ['FORBIDDEN', 'NOT_FOUND', 'MEASUREMENT_OUT_OF_RANGE', 'INVALID_MEASUREMENT_DATE'],
  },
  {
    method: 'delete',
    path: '/v1/users/:id/anthropometric-records/:recordId',
    tag: 'Anthropometry',
    summary: 'Remove an anthropometric record',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: { id, recordId: id },
    success: noContent('Removed.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/anthropometry-preferences',
    tag: 'Anthropometry',
    summary: 'The body-fat equation the nutritionist prefers for the patient',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.anthropometryPreferencesInputSchema),
    success: json(200, contract.anthropometryPreferencesInputSchema, 'The preference.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/progress',
    tag: 'Anthropometry',
    summary: 'The adherence record of the last 30, 90 or 180 days: days, weeks and weights',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    query: contract.progressQuerySchema,
    success: json(200, contract.progressSchema, 'The progress.'),
    problems: ['NOT_FOUND'],
  },

  // The patient record: contact, anamnesis, goals and consultation notes
  {
    method: 'get',
    path: '/v1/users/:id/contact',
    tag: 'Patient record',
    summary: "The patient's phone and her account's e-mail",
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.patientContactSchema, 'The contact.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/contact',
    tag: 'Patient record',
    summary: "Set or clear the patient's phone",
    description:
      "The patient sets her own; her nutritionist records it for her. The e-mail is the account's.",
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    body: jsonBody(contract.patientContactInputSchema),
    success: json(200, contract.patientContactSchema, 'The contact.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/anamneses',
    tag: 'Patient record',
    summary: 'Every anamnesis version, newest first, and the newest in full',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.anamnesisListSchema, 'The versions.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/anamneses',
    tag: 'Patient record',
    summary: 'Record a new anamnesis version',
    description: 'An edit is a new version: the ones before stay as they were, and can still be read.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.anamnesisInputSchema),
    success: json(201, contract.anamnesisSchema, 'The version.'),
    // A record holds at most ANAMNESIS_MAX_VERSIONS versions.
    problems: ['FORBIDDEN', 'NOT_FOUND', 'ANAMNESIS_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/anamneses/:anamnesisId',
    tag: 'Patient record',
    summary: 'One anamnesis version, as it was saved',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: { id, anamnesisId: id },
    success: json(200, contract.anamnesisSchema, 'The version.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/consultations',
    tag: 'Patient record',
    summary: "The patient's consultations with the calling nutritionist, newest first, with their notes",
    description:
      'Cancelled appointments are left out. Each consultation lists every version of its notes, newest first.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    query: contract.consultationsQuerySchema,
    success: json(200, contract.consultationPageSchema, 'A page of consultations.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/consultations/:appointmentId/notes',
    tag: 'Patient record',
    summary: "Record a new version of a consultation's notes",
    description:
      'Sections of a SOAP note (subjective, objective, assessment, plan) or free text, at least one written. ' +
      'An edit is a new version: the ones before stay. Only the author of the notes changes them (403).',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: { id, appointmentId: id },
    body: jsonBody(contract.consultationNotesInputSchema),
    success: json(201, contract.consultationNotesSchema, 'The version.'),
    // A record holds at most CONSULTATION_NOTES_MAX notes, every version of every consultation's counted.
    problems: ['FORBIDDEN', 'NOT_FOUND', 'APPOINTMENT_CANCELED', 'CONSULTATION_NOTES_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/export',
    tag: 'Patient record',
    summary: 'Everything held about the patient, as one document',
    description:
      'Her account (no password hash, no tokens), contact, address, anamnesis versions, goals, consultations ' +
      'with every version of their notes, anthropometric records, meal logs, meal plans with substitutions, ' +
      'appointments, the access trail and the prompts she dismissed (LGPD art. 18, II and V). Her nutritionist ' +
      'gets the consultations and appointments with herself. The export itself is recorded in the access trail. ' +
      'Each caller runs one export at a time (429 EXPORT_IN_PROGRESS, with Retry-After), and each API process ' +
      'at most EXPORT_CONCURRENCY at once (503 SERVER_BUSY, with Retry-After).',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.patientExportSchema, 'The document.'),
    problems: ['NOT_FOUND', 'EXPORT_IN_PROGRESS', 'SERVER_BUSY'],
  },
  {
    method: 'post',
    path: '/v1/users/:id/deletion-request',
    tag: 'Patient record',
    summary: "Erase the patient's data as the rules allow",
    description:
      'LGPD art. 18, VI. Asked by the patient herself: recorded and carried out at once (COMPLETED). Asked by ' +
      'her nutritionist: SCHEDULED for DELETION_GRACE_DAYS (7) later, when the jobs worker carries it out, and ' +
      'the patient is e-mailed a single-use link that cancels it (POST ' +
      '/v1/deletion-requests/cancellation-codes/{code}); asking again while it waits answers the same request. ' +
      'Erased: sign-in (e-mail replaced, password gone, every session ended), phone, address, photos, meal ' +
      'logs, notifications, dismissals, copies of her e-mail, and confirmed appointments still to come ' +
      '(cancelled); the rewritten rows are then vacuumed. Kept, as Lei 13.787/2018 art. 6 and LGPD art. 16, I ' +
      'require: the clinical record (name, birth date and sex that identify it, anamnesis, consultation notes, ' +
      'anthropometry, goals, meal plans, past appointments), erased once CLINICAL_RECORD_RETENTION_YEARS (20) ' +
      'have passed since its last entry, and the access trail. Once carried out, a new request answers ' +
      'DELETION_ALREADY_DONE.',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(201, contract.patientDeletionSchema, 'The request: carried out, or scheduled.'),
    problems: ['NOT_FOUND', 'DELETION_ALREADY_DONE'],
  },
  {
    method: 'post',
    path: '/v1/deletion-requests/cancellation-codes/:code',
    tag: 'Patient record',
    summary: 'The patient cancels an erasure her nutritionist asked for',
    description:
      'No token: the code of the link e-mailed to the patient is the credential, and it works once, while the ' +
      'request is SCHEDULED. Answers the request, CANCELLED.',
    access: { kind: 'public', note: 'The code in the path is the credential.' },
    params: { code: contract.deletionCancelCodeSchema },
    success: json(200, contract.patientDeletionSchema, 'The request, cancelled.'),
    problems: ['DELETION_CANCEL_CODE_INVALID'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/access-trail',
    tag: 'Patient record',
    summary: "Who read or changed the patient's care data, newest first",
    description:
      'Written by the API on every call of a care route (profile, contact, meals, summaries, plans, ' +
      'anthropometry, progress, anamnesis, goals, notes): who, with which role, what, the outcome (a 403 or ' +
      '404 is REFUSED; a 401 or invalid input leaves no row), when and the request id. No route changes it; ' +
      'rows go after ACCESS_TRAIL_RETENTION_DAYS.',
    access: signedIn(
      '`id` must be the caller, a patient the calling nutritionist follows, or any patient for an administrator; anyone else is told 404.',
    ),
    params: withId,
    query: contract.accessTrailQuerySchema,
    success: json(200, contract.accessTrailPageSchema, 'A page of the trail.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/users/:id/goals',
    tag: 'Patient record',
    summary: "The patient's target weight and date, and the day's energy and macronutrient targets",
    description: 'Every field is null before any goal is set.',
    access: signedIn(PATIENT_OR_OWN_NUTRITIONIST),
    params: withId,
    success: json(200, contract.patientGoalsSchema, 'The goals.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/users/:id/goals',
    tag: 'Patient record',
    summary: "Replace the patient's goals",
    description: 'Targets are per day, in total (kcal, g) or per kg of body weight, as `basis` says.',
    access: signedIn(OWN_NUTRITIONIST_NOT_PATIENT),
    params: withId,
    body: jsonBody(contract.patientGoalsInputSchema),
    success: json(200, contract.patientGoalsSchema, 'The goals.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },

  // The nutritionist: profile, patients, dashboard, agenda
  {
    method: 'get',
    path: '/v1/nutritionists/:id',
    tag: 'Nutritionists',
    summary: "A nutritionist's profile",
    description: 'Her whole profile for herself; name, photo and specialisations for one of her patients.',
    access: signedIn(
      "`id` must be the caller (a nutritionist) or the calling patient's own nutritionist; anyone else is told 404.",
    ),
    params: withId,
    success: json(
      200,
      z.union([contract.nutritionistSchema, contract.nutritionistForPatientSchema]),
      'The profile.',
    ),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'patch',
    path: '/v1/nutritionists/:id',
    tag: 'Nutritionists',
    summary: 'Change any of her address, specialisations, description and appointment reminders',
    access: herself,
    params: withId,
    body: jsonBody(contract.updateNutritionistRequestSchema),
    success: json(200, contract.nutritionistSchema, 'The profile.'),
    problems: ['NOT_FOUND', ...PROFILE_RULES],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/patients',
    tag: 'Nutritionists',
    summary: 'Her patients, paged and searchable by name',
    access: herself,
    params: withId,
    query: contract.listPatientsQuerySchema,
    success: json(200, contract.patientPageSchema, 'A page of patients.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/dashboard',
    tag: 'Nutritionists',
    summary: "Today's appointments, new patients, meal plan adherence and a page of the plans in focus",
    access: herself,
    params: withId,
    query: contract.nutritionistDashboardQuerySchema,
    success: json(200, contract.nutritionistDashboardSchema, 'The dashboard.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/meal-plan-adherence',
    tag: 'Nutritionists',
    summary: 'Patients on an active plan and their week, by tab',
    access: herself,
    params: withId,
    query: contract.listMealPlanAdherenceQuerySchema,
    success: json(200, contract.mealPlanAdherencePageSchema, 'A page of patients.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/availabilities',
    tag: 'Agenda',
    summary: 'Dates with free hours in a range',
    access: herself,
    params: withId,
    query: contract.availabilityQuerySchema,
    success: json(200, contract.availabilitySchema, 'The free hours.'),
    problems: ['NOT_FOUND', 'INVALID_RANGE', 'RANGE_TOO_LONG', 'BOOKING_TOO_FAR_AHEAD', 'SERVER_BUSY'],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/week-availability',
    tag: 'Agenda',
    summary: 'Her weekly periods, Sunday to Saturday',
    access: herself,
    params: withId,
    success: json(200, contract.weekAvailabilitySchema, 'The week.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/nutritionists/:id/week-availability',
    tag: 'Agenda',
    summary: 'Replace her whole week',
    access: herself,
    params: withId,
    body: jsonBody(contract.weekAvailabilitySchema),
    success: json(200, contract.weekAvailabilitySchema, 'The week.'),
    problems: ['NOT_FOUND', ...WEEK_RULES],
  },
  {
    method: 'post',
    path: '/v1/nutritionists/:id/calendar-feed',
    tag: 'Agenda',
    summary: 'A new private calendar feed link; the previous one stops working',
    access: herself,
    params: withId,
    success: json(201, contract.calendarFeedSchema, 'The feed link.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/calendar-feeds/:file',
    tag: 'Agenda',
    summary: 'Her agenda as iCalendar',
    description: 'The secret in the file name (`{secret}.ics`) is the only credential.',
    access: { kind: 'public', note: 'The secret in the path is the credential.' },
    params: { file: z.string() },
    success: { status: 200, description: 'The calendar.', text: z.string(), mediaType: 'text/calendar' },
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/appointments',
    tag: 'Agenda',
    summary: "One agenda's appointments within [from, to)",
    description:
      'A nutritionist reads her own agenda (`nutritionist_id` = herself), a patient its own (`patient_id` = itself).',
    access: signedIn(
      'Own agenda only: `nutritionist_id` must be the calling nutritionist, or `patient_id` the calling patient; anyone else is told 404.',
    ),
    query: contract.listAppointmentsQuerySchema,
    success: json(200, contract.appointmentPageSchema, 'A page of appointments.'),
    problems: ['NOT_FOUND', 'INVALID_RANGE', 'RANGE_TOO_LONG'],
  },
  {
    method: 'post',
    path: '/v1/appointments',
    tag: 'Agenda',
    summary: 'Book one of her patients into one of her free slots',
    access: signedIn(
      '`nutritionist_id` must be the caller and `patient_id` one of her patients; otherwise 404.',
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    body: jsonBody(contract.createAppointmentSchema),
    success: json(201, contract.appointmentSchema, 'The appointment.'),
    problems: ['NOT_FOUND', 'SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'BOOKING_TOO_FAR_AHEAD', 'INVALID_DATE_TIME'],
  },
  {
    method: 'get',
    path: '/v1/appointments/:id',
    tag: 'Agenda',
    summary: "One appointment of the caller's agenda",
    access: signedIn("The appointment's nutritionist or patient only; anyone else is told 404."),
    params: withId,
    success: json(200, contract.appointmentSchema, 'The appointment.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'patch',
    path: '/v1/appointments/:id',
    tag: 'Agenda',
    summary: 'Cancel, move, or record how a consultation went',
    description:
      "`{status: 'CANCELED'}` cancels, `{date_time}` moves it to another free slot, `{status: 'COMPLETED' | 'NO_SHOW'}` records the outcome of one that has begun (the nutritionist only).",
    access: signedIn(
      "The appointment's nutritionist or patient only; anyone else is told 404, and a change it may not make 403.",
    ),
    params: withId,
    body: jsonBody(contract.updateAppointmentSchema),
    success: json(200, contract.appointmentSchema, 'The appointment.'),
    problems: [
      'FORBIDDEN',
      'NOT_FOUND',
      'APPOINTMENT_ALREADY_CANCELED',
      'APPOINTMENT_CANCELED',
      'APPOINTMENT_NOT_STARTED',
      'APPOINTMENT_OUTCOME_RECORDED',
      'SLOT_TAKEN',
      'SLOT_UNAVAILABLE',
      'BOOKING_TOO_FAR_AHEAD',
      'INVALID_DATE_TIME',
    ],
  },

  // Meal plans
  {
    method: 'post',
    path: '/v1/meal-plans',
    tag: 'Meal plans',
    summary: 'A new active plan for one of her patients; the previous active one becomes inactive',
    access: signedIn(
      '`patient_id` must be a patient the caller follows (404 otherwise), and `nutritionist_id` the caller itself (403 otherwise).',
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    body: jsonBody(contract.createMealPlanRequestSchema),
    success: json(201, contract.mealPlanSchema, 'The plan.'),
    problems: ['FORBIDDEN', 'NOT_FOUND', 'MEAL_PLAN_CONFLICT', ...MEAL_PLAN_RULES],
  },
  {
    method: 'get',
    path: '/v1/meal-plans/:id',
    tag: 'Meal plans',
    summary: 'One plan with its periods, foods and author',
    access: signedIn("The plan's patient and its nutritionist only; anyone else is told 404."),
    params: withId,
    success: json(200, contract.mealPlanDetailSchema, 'The plan.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/meal-plans/:id/versions',
    tag: 'Meal plans',
    summary: 'The plan as it was before each edit, newest first',
    access: signedIn("The plan's patient and its nutritionist only; anyone else is told 404."),
    params: withId,
    success: json(200, contract.mealPlanVersionsSchema, 'The versions.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/meal-plans/:id',
    tag: 'Meal plans',
    summary: "Replace the plan's dates, periods and foods, or deactivate it",
    access: signedIn(
      "The plan's patient's own nutritionist only; anyone else, the patient included, is told 404.",
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    params: withId,
    body: jsonBody(contract.updateMealPlanRequestSchema),
    success: json(200, contract.mealPlanSchema, 'The plan.'),
    problems: ['NOT_FOUND', 'MEAL_PLAN_CONFLICT', 'MEAL_PLAN_INACTIVE', ...MEAL_PLAN_RULES],
  },

  {
    method: 'post',
    path: '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions',
    tag: 'Meal plans',
    summary: 'An alternative to a planned food of the active plan',
    description:
      'Without amounts, the API proposes them so the alternative gives the same energy, or the same grams of the chosen macronutrient (`basis`). Alternatives never count in the totals. At most 5 per food.',
    access: signedIn(
      "The plan's patient's own nutritionist only; anyone else, the patient included, is told 404.",
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    params: { id, foodId: id },
    body: jsonBody(contract.createSubstitutionRequestSchema),
    success: json(201, contract.mealPlanSchema, 'The whole plan, with the alternative.'),
    problems: [
      'NOT_FOUND',
      'MEAL_PLAN_INACTIVE',
      'TOO_MANY_SUBSTITUTIONS',
      'SUBSTITUTION_NOT_PROPOSABLE',
      'SUBSTITUTION_NOT_EQUIVALENT',
      'UNKNOWN_FOODSTUFF',
      'ARCHIVED_FOODSTUFF',
      'INVALID_QUANTITY',
      'INVALID_BASELINE_WEIGHT',
    ],
  },
  {
    method: 'put',
    path: '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId',
    tag: 'Meal plans',
    summary: "Adjust an alternative's amounts",
    access: signedIn(
      "The plan's patient's own nutritionist only; anyone else, the patient included, is told 404.",
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    params: { id, foodId: id, substitutionId: id },
    body: jsonBody(contract.updateSubstitutionRequestSchema),
    success: json(200, contract.mealPlanSchema, 'The whole plan.'),
    problems: [
      'NOT_FOUND',
      'MEAL_PLAN_INACTIVE',
      'INVALID_QUANTITY',
      'INVALID_BASELINE_WEIGHT',
      'SUBSTITUTION_NOT_EQUIVALENT',
    ],
  },
  {
    method: 'delete',
    path: '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId',
    tag: 'Meal plans',
    summary: 'Remove an alternative',
    access: signedIn(
      "The plan's patient's own nutritionist only; anyone else, the patient included, is told 404.",
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    params: { id, foodId: id, substitutionId: id },
    success: json(200, contract.mealPlanSchema, 'The whole plan, without it.'),
    problems: ['NOT_FOUND', 'MEAL_PLAN_INACTIVE'],
  },

  // Meal plan templates
  {
    method: 'get',
    path: '/v1/nutritionists/:id/meal-plan-templates',
    tag: 'Meal plans',
    summary: 'Her library of meal plan templates, newest first',
    access: herself,
    params: withId,
    success: json(200, contract.mealPlanTemplateListSchema, 'The templates.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/nutritionists/:id/meal-plan-templates',
    tag: 'Meal plans',
    summary: "One of her patients' plans saved under a name: meals, foods, quantities, substitutions, notes",
    access: signedIn(
      `${NUTRITIONIST_HERSELF} \`meal_plan_id\` must be a plan of one of her patients (404 otherwise).`,
      ['ROLE_NUTRITIONIST'],
      404,
    ),
    params: withId,
    body: jsonBody(contract.createMealPlanTemplateRequestSchema),
    success: json(201, contract.mealPlanTemplateSchema, 'The template.'),
    problems: ['NOT_FOUND', 'TOO_MANY_TEMPLATES'],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/meal-plan-templates/:templateId',
    tag: 'Meal plans',
    summary: 'One of her templates',
    access: herself,
    params: { id, templateId: id },
    success: json(200, contract.mealPlanTemplateSchema, 'The template.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'patch',
    path: '/v1/nutritionists/:id/meal-plan-templates/:templateId',
    tag: 'Meal plans',
    summary: 'Rename one of her templates',
    access: herself,
    params: { id, templateId: id },
    body: jsonBody(contract.renameMealPlanTemplateRequestSchema),
    success: json(200, contract.mealPlanTemplateSchema, 'The template, renamed.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'delete',
    path: '/v1/nutritionists/:id/meal-plan-templates/:templateId',
    tag: 'Meal plans',
    summary: 'Remove one of her templates',
    access: herself,
    params: { id, templateId: id },
    success: noContent('Removed.'),
    problems: ['NOT_FOUND'],
  },

  {
    method: 'get',
    path: '/v1/nutritionists/:id/recent-foodstuffs',
    tag: 'Catalogue',
    summary: "The foods she planned last ('Recentes'), with the household measure she used",
    description: `At most ${RECENT_FOODSTUFFS_LIMIT}, newest first, foods still in the catalogue only. A food enters when a plan she saves adds it or measures it anew.`,
    access: herself,
    params: withId,
    success: json(200, contract.recentFoodstuffsSchema, 'The foods.'),
    problems: ['NOT_FOUND'],
  },

  // Invitations and notifications
  {
    method: 'post',
    path: '/v1/connection-requests',
    tag: 'Invitations',
    summary: 'Invite a patient by e-mail',
    access: signedIn('`nutritionist_id` must be the caller; otherwise 403.', ['ROLE_NUTRITIONIST']),
    body: jsonBody(contract.createConnectionRequestSchema),
    success: json(201, contract.connectionRequestSchema, 'The invitation.'),
    problems: [
      'FORBIDDEN',
      'NOT_FOUND',
      'ALREADY_PATIENT',
      'EMAIL_NOT_A_PATIENT',
      'TOO_MANY_INVITATIONS',
      'MAIL_FAILED',
    ],
  },
  {
    method: 'get',
    path: '/v1/connection-requests/acceptance-codes/:code',
    tag: 'Invitations',
    summary: 'What the acceptance page says before accepting',
    description: 'No token: the code itself proves the caller is the invited person. Spends nothing.',
    access: { kind: 'public', note: 'The code in the path is the credential.' },
    params: { code: contract.acceptanceCodeSchema },
    success: json(200, contract.invitationPreviewSchema, 'Who invites, and whose follow-up accepting ends.'),
    problems: [
      'INVALID_ACCEPTANCE_CODE',
      'CONNECTION_ALREADY_ACCEPTED',
      'ACCEPTANCE_CODE_EXPIRED',
      'CONNECTION_WITHDRAWN',
    ],
  },
  {
    method: 'post',
    path: '/v1/connection-requests/acceptance-codes/:code',
    tag: 'Invitations',
    summary: 'The invited patient accepts',
    description:
      'The body is optional. Accepting ends the follow-up with another nutritionist only with `end_current_follow_up: true`.',
    access: { kind: 'public', note: 'The code in the path is the credential.' },
    params: { code: contract.acceptanceCodeSchema },
    body: { type: 'json', schema: contract.acceptConnectionRequestSchema, optional: true },
    success: noContent('Accepted.'),
    problems: [
      'INVALID_ACCEPTANCE_CODE',
      'CONNECTION_ALREADY_ACCEPTED',
      'ACCEPTANCE_CODE_EXPIRED',
      'CONNECTION_WITHDRAWN',
      'TRANSFER_NOT_CONFIRMED',
    ],
  },
  {
    method: 'get',
    path: '/v1/nutritionists/:id/connection-requests',
    tag: 'Invitations',
    summary: 'Her invitations not yet turned into patients',
    access: herself,
    params: withId,
    query: contract.listConnectionRequestsQuerySchema,
    success: json(200, contract.connectionRequestPageSchema, 'A page of invitations.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/nutritionists/:id/connection-requests/:requestId/resend',
    tag: 'Invitations',
    summary: 'A new link for an open invitation',
    access: herself,
    params: { id, requestId: id },
    success: json(200, contract.connectionRequestSchema, 'The invitation.'),
    problems: ['NOT_FOUND', 'CONNECTION_NOT_OPEN', 'TOO_MANY_INVITATIONS', 'MAIL_FAILED'],
  },
  {
    method: 'delete',
    path: '/v1/nutritionists/:id/connection-requests/:requestId',
    tag: 'Invitations',
    summary: 'Withdraw an open invitation',
    access: herself,
    params: { id, requestId: id },
    success: noContent('Withdrawn.'),
    problems: ['NOT_FOUND', 'CONNECTION_NOT_OPEN'],
  },
  {
    method: 'get',
    path: '/v1/notifications',
    tag: 'Notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    access: signedIn('`receiver_id` must be the caller; otherwise 404.'),
    query: contract.listNotificationsQuerySchema,
    success: json(200, contract.notificationPageSchema, 'A page of notifications.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/v1/notifications/read',
    tag: 'Notifications',
    summary: 'Mark every notification of the caller as read',
    access: signedIn('`receiver_id` must be the caller; otherwise 404.'),
    body: jsonBody(contract.markNotificationsReadSchema),
    success: json(200, contract.markNotificationsReadResultSchema, 'How many were marked.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'patch',
    path: '/v1/notifications/:id',
    tag: 'Notifications',
    summary: 'Mark one notification as read',
    access: signedIn("The notification's receiver only; anyone else is told 404."),
    params: withId,
    body: jsonBody(contract.updateNotificationSchema),
    success: json(200, contract.notificationSchema, 'The notification.'),
    problems: ['NOT_FOUND'],
  },

  // The catalogue
  {
    method: 'get',
    path: '/v1/foodstuffs',
    tag: 'Catalogue',
    summary: 'The food catalogue, paged, searchable by name or brand',
    description:
      "`ranking=plan` ranks a search for the plan builder: the foods the nutritionist asking planned before come first, then common foods (named for patients) and prepared forms ('cozido', 'grelhado', 'assado') before raw forms of grains, legumes and meats.",
    access: SIGNED_IN,
    query: contract.listFoodstuffsQuerySchema,
    success: json(200, contract.foodstuffPageSchema, 'A page of foods.'),
  },
  {
    method: 'post',
    path: '/v1/foodstuffs',
    tag: 'Catalogue',
    summary: 'A new food',
    access: ADMIN,
    body: jsonBody(contract.createFoodstuffRequestSchema),
    success: json(201, contract.foodstuffSchema, 'The food.'),
    problems: ['FORBIDDEN', 'NOT_FOUND', 'BARCODE_ALREADY_REGISTERED'],
  },
  {
    method: 'get',
    path: '/v1/foodstuffs/:id',
    tag: 'Catalogue',
    summary: 'One food of the catalogue',
    access: SIGNED_IN,
    params: withId,
    success: json(200, contract.foodstuffSchema, 'The food.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'patch',
    path: '/v1/foodstuffs/:id',
    tag: 'Catalogue',
    summary: 'Change the fields given',
    access: ADMIN,
    params: withId,
    body: jsonBody(contract.updateFoodstuffRequestSchema),
    success: json(200, contract.foodstuffSchema, 'The food.'),
    problems: ['FORBIDDEN', 'NOT_FOUND', 'BARCODE_ALREADY_REGISTERED'],
  },
  {
    method: 'delete',
    path: '/v1/foodstuffs/:id',
    tag: 'Catalogue',
    summary: 'Remove a food, or archive it when plans or meal logs use it',
    access: ADMIN,
    params: withId,
    success: noContent('Removed or archived.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/foodstuffs/:id/measures',
    tag: 'Catalogue',
    summary: "The food's household measures",
    description:
      "Each measure is a weight of the food's unit (grams; millilitres for drinks). `source` cites the published table the value was read from (IBGE, POF 2008–2009), or is null for one an administrator entered. To a nutritionist, `last_used` names the measure she planned the food in last.",
    access: SIGNED_IN,
    params: withId,
    success: json(200, contract.householdMeasuresSchema, 'The measures, in order.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/v1/foodstuffs/:id/measures',
    tag: 'Catalogue',
    summary: "Replace the food's household measures",
    description:
      'The whole list again, in order. A measure sent with its id and the same weight keeps its source. Saved plans keep their own copy of the measures they use.',
    access: ADMIN,
    params: withId,
    body: jsonBody(contract.replaceHouseholdMeasuresRequestSchema),
    success: json(200, contract.householdMeasuresSchema, 'The measures, in order.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/brands',
    tag: 'Catalogue',
    summary: 'Brands, paged and searchable by name',
    access: SIGNED_IN,
    query: contract.listBrandsQuerySchema,
    success: json(200, contract.brandPageSchema, 'A page of brands.'),
  },
  {
    method: 'post',
    path: '/v1/brands',
    tag: 'Catalogue',
    summary: 'A new brand, unique by name ignoring case',
    access: ADMIN,
    body: jsonBody(contract.createBrandRequestSchema),
    success: json(201, contract.brandSchema, 'The brand.'),
    problems: ['FORBIDDEN', 'BRAND_ALREADY_REGISTERED'],
  },
  {
    method: 'get',
    path: '/v1/foodstuff-photos',
    tag: 'Catalogue',
    summary: 'Food photos, newest first, searchable by tags',
    access: SIGNED_IN,
    query: contract.listFoodstuffPhotosQuerySchema,
    success: json(200, contract.foodstuffPhotoPageSchema, 'A page of photos.'),
  },
  {
    method: 'post',
    path: '/v1/foodstuff-photos',
    tag: 'Catalogue',
    summary: 'Upload a food photo',
    access: ADMIN,
    query: contract.uploadFoodstuffPhotoQuerySchema,
    body: imageUpload,
    success: json(201, contract.foodstuffPhotoSchema, 'The photo.'),
    problems: ['FORBIDDEN', 'INVALID_IMAGE', 'FILE_TOO_LARGE'],
  },
  {
    method: 'get',
    path: '/v1/avatar-photos',
    tag: 'Users',
    summary: 'Avatars to choose from, filtered by tags and gender',
    access: SIGNED_IN,
    query: contract.listAvatarPhotosQuerySchema,
    success: json(200, contract.avatarPhotoPageSchema, 'A page of avatars.'),
  },
  {
    method: 'get',
    path: '/files/:name',
    tag: 'Files',
    summary: 'An uploaded image',
    description: 'Names are random and files never change: any cache may keep them.',
    access: PUBLIC,
    params: { name: z.string() },
    success: { status: 200, description: 'The image.', binary: 'image/webp' },
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/admin/metrics',
    tag: 'Administration',
    summary: "Totals of the administrator's dashboard",
    access: ADMIN,
    success: json(200, contract.adminMetricsSchema, 'The totals.'),
    problems: ['FORBIDDEN'],
  },
  {
    method: 'get',
    path: '/v1/admin/jobs',
    tag: 'Administration',
    summary: 'The e-mails and notices waiting to be sent, and those given up',
    description:
      'How many jobs wait (`queued`), how many of them wait after a failed attempt (`failed`), how many were given up after their last attempt (`dead`), and the 50 newest given up, without their content.',
    access: ADMIN,
    success: json(200, contract.adminJobsSchema, 'The counts and the jobs given up.'),
    problems: ['FORBIDDEN'],
  },
  {
    method: 'post',
    path: '/v1/admin/jobs/:id/retry',
    tag: 'Administration',
    summary: 'Queue a job given up again',
    description: 'Its attempts are counted afresh. 404 when the job is not one given up.',
    access: ADMIN,
    params: withId,
    success: json(200, contract.adminJobSchema, 'The job, queued again.'),
    problems: ['FORBIDDEN', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/addresses/:cep',
    tag: 'Addresses',
    summary: 'Look up a postal code (CEP)',
    description: 'Made without a token, and limited per caller address.',
    access: PUBLIC,
    params: { cep: z.string() },
    success: json(200, contract.addressLookupSchema, 'The address.'),
    problems: ['TOO_MANY_REQUESTS', 'INVALID_ZIP_CODE', 'ZIP_CODE_NOT_FOUND', 'ZIP_CODE_SERVICE_UNAVAILABLE'],
  },

  // This document and its page
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Documentation',
    summary: 'This OpenAPI document',
    access: PUBLIC,
    success: json(200, z.looseObject({ openapi: z.string() }), 'The OpenAPI 3.1 document.'),
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Documentation',
    summary: 'The reference page of this document',
    access: PUBLIC,
    success: { status: 200, description: 'The page.', text: z.string(), mediaType: 'text/html' },
    mountedWhen: '`API_DOCS=true`, or outside production while `API_DOCS` is unset',
  },
  {
    method: 'get',
    path: '/docs/scalar.js',
    tag: 'Documentation',
    summary: "The reference page's renderer",
    access: PUBLIC,
    success: { status: 200, description: 'The script.', text: z.string(), mediaType: 'text/javascript' },
    mountedWhen: '`API_DOCS=true`, or outside production while `API_DOCS` is unset',
  },

  // Development
  {
    method: 'get',
    path: '/dev/outbox',
    tag: 'Development',
    summary: 'The mail a real server would have sent, newest first',
    access: {
      kind: 'public',
      note: "Only from this machine: a client whose socket's address is not a loopback one (127.0.0.0/8, ::1), or a request a proxy forwarded, is told 404.",
    },
    success: json(200, outboxSchema, 'Up to 200 mails.'),
    mountedWhen:
      'no SMTP server is configured (`SMTP_URL` unset) and `MAIL_OUTBOX=loopback`, its default outside production and under `npm start`',
  },
];
