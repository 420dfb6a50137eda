// The status each problem code of the API is answered with, and the codes every route of a kind answers
// besides its own (operations.ts). The portal's own codes (its proxy's) are not the API's and are not here.
import { type ErrorCode, idParamSchema } from '@/lib/api/contract';
import type { Operation } from '@/lib/api/contract/operations';

type PortalCode =
  | 'SESSION_EXPIRED'
  | 'CROSS_SITE_REQUEST'
  | 'INVALID_PATH'
  | 'METHOD_NOT_ALLOWED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR';

export type ApiErrorCode = Exclude<ErrorCode, PortalCode>;

export const PROBLEM_STATUS: Record<ApiErrorCode, number> = {
  INVALID_DATA: 400,
  MISDIRECTED_REQUEST: 421,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  SERVER_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  REQUEST_TIMEOUT: 408,
  INVALID_CREDENTIALS: 401,
  RESET_LINK_INVALID: 404,
  INVALID_HANDOVER: 401,
  NUTRITIONIST_NOT_REGISTERED_IN_CFN: 422,
  NUTRITIONIST_ALREADY_REGISTERED: 409,
  EMAIL_ALREADY_REGISTERED: 409,
  INVALID_CONFIRMATION_CODE: 400,
  CONFIRMATION_CODE_EXPIRED: 410,
  CODE_RECENTLY_SENT: 429,
  REGISTRATION_ALREADY_CONFIRMED: 409,
  CFN_UNAVAILABLE: 503,
  ALREADY_PATIENT: 409,
  EMAIL_IN_USE: 409,
  EMAIL_NOT_A_PATIENT: 409,
  TOO_MANY_INVITATIONS: 429,
  MAIL_FAILED: 502,
  INVALID_ACCEPTANCE_CODE: 404,
  CONNECTION_ALREADY_ACCEPTED: 409,
  ACCEPTANCE_CODE_EXPIRED: 410,
  CONNECTION_WITHDRAWN: 410,
  TRANSFER_NOT_CONFIRMED: 409,
  CONNECTION_NOT_OPEN: 409,
  BARCODE_ALREADY_REGISTERED: 409,
  BRAND_ALREADY_REGISTERED: 409,
  INVALID_IMAGE: 400,
  FILE_TOO_LARGE: 413,
  SLOT_TAKEN: 409,
  SLOT_UNAVAILABLE: 409,
  BOOKING_TOO_FAR_AHEAD: 400,
  INVALID_DATE_TIME: 400,
  APPOINTMENT_ALREADY_CANCELED: 409,
  APPOINTMENT_CANCELED: 409,
  DELETION_ALREADY_DONE: 409,
  DELETION_CANCEL_CODE_INVALID: 404,
  APPOINTMENT_NOT_STARTED: 409,
  APPOINTMENT_OUTCOME_RECORDED: 409,
  INVALID_BOOKING_LINK: 400,
  BOOKING_LINK_TAKEN: 409,
  NOTICE_HOURS_OUT_OF_RANGE: 400,
  BOOKING_HORIZON_OUT_OF_RANGE: 400,
  NO_CONSULTATION_TYPE: 400,
  CONSULTATION_TYPE_NOT_OFFERED: 400,
  TOO_MANY_PENDING_HOLDS: 409,
  HOLD_EXPIRED: 410,
  INVALID_BOOKING_CODE: 400,
  BOOKING_NOT_PENDING: 409,
  APPOINTMENT_CHANGE_TOO_LATE: 409,
  APPOINTMENT_LINK_EXPIRED: 410,
  CONSULTATION_LENGTH_OUT_OF_RANGE: 400,
  CONSULTATION_GAP_OUT_OF_RANGE: 400,
  CONSULTATION_OVERLAPS_APPOINTMENT: 409,
  NO_WEEKDAY: 400,
  DUPLICATE_WEEKDAY: 400,
  NO_PERIOD: 400,
  TOO_MANY_PERIODS: 400,
  INCOMPLETE_TIME: 400,
  FROM_NOT_BEFORE_TO: 400,
  OVERLAPPING_PERIODS: 400,
  INVALID_RANGE: 400,
  RANGE_TOO_LONG: 400,
  NO_MEAL_PERIODS: 400,
  MEAL_PERIOD_REQUIRED: 400,
  DUPLICATE_MEAL_PERIOD: 400,
  EMPTY_MEAL_PERIOD: 400,
  INVALID_QUANTITY: 400,
  INVALID_BASELINE_WEIGHT: 400,
  INVALID_DATE_RANGE: 400,
  UNKNOWN_FOODSTUFF: 400,
  ARCHIVED_FOODSTUFF: 400,
  QUANTITY_REQUIRED: 400,
  MEAL_PLAN_CONFLICT: 409,
  MEAL_PLAN_INACTIVE: 409,
  SUBSTITUTION_NOT_PROPOSABLE: 400,
  SUBSTITUTION_NOT_EQUIVALENT: 400,
  TOO_MANY_SUBSTITUTIONS: 409,
  TOO_MANY_TEMPLATES: 409,
  UNKNOWN_COPY_SOURCE: 400,
  INVALID_SPECIALIZATIONS: 400,
  ABOUT_TOO_LONG: 400,
  INVALID_ZIP_CODE: 400,
  INVALID_STATE: 400,
  ADDRESS_NUMBER_REQUIRED: 400,
  INCOMPLETE_ADDRESS: 400,
  ZIP_CODE_NOT_FOUND: 404,
  ZIP_CODE_SERVICE_UNAVAILABLE: 503,
  ANAMNESIS_LIMIT_REACHED: 409,
  CONSULTATION_NOTES_LIMIT_REACHED: 409,
  EXPORT_IN_PROGRESS: 429,
  MEASUREMENT_OUT_OF_RANGE: 400,
  INVALID_MEASUREMENT_DATE: 400,
};

/** Every problem code a route can answer: its own, and those of every route of its kind. */
export function problemsOf(operation: Operation): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>(operation.problems as ApiErrorCode[] | undefined);
  // Any route: a fault, or a database that cannot answer now; a malformed Host (400) or one the API does
  // not answer to (421, http/host-check.ts).
  codes.add('INTERNAL_ERROR');
  codes.add('DATABASE_UNAVAILABLE');
  codes.add('INVALID_DATA');
  codes.add('MISDIRECTED_REQUEST');
  if (operation.access.kind === 'signed-in') {
    codes.add('UNAUTHORIZED');
    codes.add('INVALID_TOKEN');
    if (operation.access.roles) codes.add(operation.access.refusedWith === 404 ? 'NOT_FOUND' : 'FORBIDDEN');
  }
  // A route mounted only under a setting does not exist without it; a path id spelt any other way than
  // lib/rules/ids.ts reads it names nothing.
  const hasPathId = Object.values(operation.params ?? {}).includes(idParamSchema);
  if (operation.mountedWhen || hasPathId) codes.add('NOT_FOUND');
  // Input that the contract refuses.
  if (operation.params || operation.query || operation.body) codes.add('INVALID_DATA');
  // A body that stopped arriving (http/body.ts).
  if (operation.body) codes.add('REQUEST_TIMEOUT');
  return [...codes].sort();
}
