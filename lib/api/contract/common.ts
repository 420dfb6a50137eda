import { z } from 'zod';

/**
 * Every error code either side answers with. The API raises only these; the portal maps each one to a
 * text in lib/api/error-messages.ts (a new member fails typecheck there until it has one).
 */
export const errorCodeSchema = z.enum([
  // Any call
  'INVALID_DATA',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sign-in and password recovery
  'INVALID_CREDENTIALS',
  'RESET_LINK_INVALID',
  'INVALID_HANDOVER',
  // Registration (spec 1 §8)
  'NUTRITIONIST_NOT_REGISTERED_IN_CFN',
  'NUTRITIONIST_ALREADY_REGISTERED',
  'EMAIL_ALREADY_REGISTERED',
  'INVALID_CONFIRMATION_CODE',
  'CONFIRMATION_CODE_EXPIRED',
  'CODE_RECENTLY_SENT',
  'REGISTRATION_ALREADY_CONFIRMED',
  'CFN_UNAVAILABLE',
  // Invitations
  'ALREADY_PATIENT',
  'EMAIL_NOT_A_PATIENT',
  'TOO_MANY_INVITATIONS',
  'MAIL_FAILED',
  'INVALID_ACCEPTANCE_CODE',
  'CONNECTION_ALREADY_ACCEPTED',
  'ACCEPTANCE_CODE_EXPIRED',
  // The nutritionist withdrew the invitation before it was accepted.
  'CONNECTION_WITHDRAWN',
  // Accepting would end the patient's follow-up with another nutritionist: the patient must say so.
  'TRANSFER_NOT_CONFIRMED',
  // Sending again or withdrawing an invitation that is no longer open (accepted or withdrawn).
  'CONNECTION_NOT_OPEN',
  // Catalogue
  'BARCODE_ALREADY_REGISTERED',
  'BRAND_ALREADY_REGISTERED',
  'INVALID_IMAGE',
  'FILE_TOO_LARGE',
  // Agenda: appointments and weekly availability
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'BOOKING_TOO_FAR_AHEAD',
  'INVALID_DATE_TIME',
  'APPOINTMENT_ALREADY_CANCELED',
  'APPOINTMENT_CANCELED',
  'APPOINTMENT_NOT_STARTED',
  'APPOINTMENT_OUTCOME_RECORDED',
  // A patient's data was already erased at her request (POST /v1/users/{id}/deletion-request)
  'DELETION_ALREADY_DONE',
  'NO_WEEKDAY',
  'DUPLICATE_WEEKDAY',
  'NO_PERIOD',
  'TOO_MANY_PERIODS',
  'INCOMPLETE_TIME',
  'FROM_NOT_BEFORE_TO',
  'OVERLAPPING_PERIODS',
  'INVALID_RANGE',
  'RANGE_TOO_LONG',
  // Meal plans
  'NO_MEAL_PERIODS',
  'MEAL_PERIOD_REQUIRED',
  'DUPLICATE_MEAL_PERIOD',
  'EMPTY_MEAL_PERIOD',
  'INVALID_QUANTITY',
  'INVALID_BASELINE_WEIGHT',
  'INVALID_DATE_RANGE',
  'UNKNOWN_FOODSTUFF',
  // A food copied from a template or plan she may not read, or that does not hold it.
  'UNKNOWN_COPY_SOURCE',
  'ARCHIVED_FOODSTUFF',
  'QUANTITY_REQUIRED',
  'MEAL_PLAN_CONFLICT',
  'MEAL_PLAN_INACTIVE',
  // Her library of meal plan templates is full.
  'TOO_MANY_TEMPLATES',
  // A planned food has as many substitutions as it takes.
  'TOO_MANY_SUBSTITUTIONS',
  // No amount can be proposed (a value is unknown or zero, or the amount is past the bounds): give one.
  'SUBSTITUTION_NOT_PROPOSABLE',
  // Profile: specialisations, description, address and its CEP lookup
  'INVALID_SPECIALIZATIONS',
  'ABOUT_TOO_LONG',
  'INVALID_ZIP_CODE',
  'INVALID_STATE',
  'ADDRESS_NUMBER_REQUIRED',
  'INCOMPLETE_ADDRESS',
  'ZIP_CODE_NOT_FOUND',
  'ZIP_CODE_SERVICE_UNAVAILABLE',
  // Anthropometry
  'MEASUREMENT_OUT_OF_RANGE',
  'INVALID_MEASUREMENT_DATE',
  // The portal's own answers (its BFF and its browser client)
  'SESSION_EXPIRED',
  'CROSS_SITE_REQUEST',
  'INVALID_PATH',
  'METHOD_NOT_ALLOWED',
  'MISDIRECTED_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Errors are application/problem+json; `code` is what the portal maps to the specification's texts. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int(),
  code: errorCodeSchema,
  detail: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    total_elements: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
  });
}
export type Page<T> = { content: T[]; total_elements: number; total_pages: number };

/** Query parameters shared by every paged list: page counts from 0. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** PostgreSQL's largest integer: an id beyond it names nothing, and the database would refuse it. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** An id in a path or a query string (text, coerced). */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/**
 * Text from a caller, in a body or a query string. Control characters (C0 but tab, line feed and
 * carriage return; DEL) belong in no name, search or note, and PostgreSQL refuses NUL in text: they are
 * a 400 here, once for every field, instead of a database error later.
 */
export const textSchema = z
  .string()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, 'Caracteres de controle não são aceitos.');

/**
 * Text of one line: a name, an e-mail, an address, a search, a code. No control character at all (line
 * breaks and tabs included) nor Unicode's line and paragraph separators: such a value is shown on one line
 * and goes into e-mails, where a line break of a nutritionist's address became a line of her patient's
 * booking e-mail. Only the fields meant to hold paragraphs (her description) take textSchema.
 */
export const lineSchema = z.string().regex(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /^[^\u0000-\u001F\u007F\u0085\u2028\u2029]*$/,
  'Quebras de linha e caracteres de controle não são aceitos.',
);

// Year 0 passes the ISO pattern but does not exist (PostgreSQL refuses it).
export const isoDateSchema = z.iso
  .date()
  .refine((date) => !date.startsWith('0000-'), 'Informe uma data válida.');
export const genderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof genderSchema>;
