// The words and pieces the route table's entries share: who may call, how an answer is described, and
// the refusals whole families of routes answer with.
import type { z } from 'zod';
import { tokenSchema } from '../auth';
import { idParamSchema } from '../common';
import type { ErrorCode } from '../error-codes';
import type { Role } from '../users';
import type { Access, Body, Success } from './types';

// Scopes of the access rules in http/access.ts, worded for the callers.
export const NUTRITIONIST_HERSELF = '`id` must be the caller, a nutritionist; anyone else is told 404.';
export const PATIENT_ITSELF = '`id` must be the caller; anyone else, its nutritionist included, is told 404.';
export const PATIENT_NOT_ITS_NUTRITIONIST =
  "`id` must be the caller; the patient's own nutritionist (who reads, never writes) is told 403, anyone else 404.";
export const PATIENT_OR_OWN_NUTRITIONIST =
  '`id` must be the caller or a patient the calling nutritionist follows; anyone else is told 404.';
export const OWN_NUTRITIONIST_NOT_PATIENT =
  '`id` must be a patient the calling nutritionist follows; the patient itself is told 403, anyone else 404.';

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const ADMIN: Access = { kind: 'signed-in', roles: ['ROLE_ADMIN'] };
export const signedIn = (scope: string, roles?: readonly Role[], refusedWith: 403 | 404 = 403): Access => ({
  kind: 'signed-in',
  scope,
  roles,
  refusedWith,
});
/** The nutritionist herself (access.nutritionistHerself): anyone else, other roles included, is told 404. */
export const herself = signedIn(NUTRITIONIST_HERSELF, ['ROLE_NUTRITIONIST'], 404);

export const id = idParamSchema;
export const withId = { id };
export const json = (status: number, schema: z.ZodType, description: string): Success => ({
  status,
  description,
  json: schema,
});
export const noContent = (description: string): Success => ({ status: 204, description });
export const jsonBody = (schema: z.ZodType): Body => ({ type: 'json', schema });
export const imageUpload: Body = {
  type: 'multipart',
  field: 'file',
  description: 'The image (JPEG, PNG or WebP), in the form field `file`.',
};

export const tokenText = (description: string): Success => ({
  status: 200,
  description,
  text: tokenSchema,
  mediaType: 'text/plain',
});

export const MEAL_PLAN_RULES = [
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

export const WEEK_RULES = [
  'NO_WEEKDAY',
  'DUPLICATE_WEEKDAY',
  'NO_PERIOD',
  'TOO_MANY_PERIODS',
  'INCOMPLETE_TIME',
  'FROM_NOT_BEFORE_TO',
  'OVERLAPPING_PERIODS',
] as const satisfies readonly ErrorCode[];

export const PROFILE_RULES = [
  'INVALID_SPECIALIZATIONS',
  'ABOUT_TOO_LONG',
  'INVALID_ZIP_CODE',
  'INVALID_STATE',
  'ADDRESS_NUMBER_REQUIRED',
  'INCOMPLETE_ADDRESS',
] as const satisfies readonly ErrorCode[];

export const REGISTRATION_LIMIT = ['TOO_MANY_REQUESTS'] as const satisfies readonly ErrorCode[];
