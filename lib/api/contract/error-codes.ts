// Without zod: the browser's error reading (lib/api/errors.ts) runs on every signed-in page, most of
// which validate nothing and so load no zod at all.

/**
 * Every error code either side answers with. The API raises only these; the portal maps each one to a
 * text in lib/api/error-messages.ts (a new member fails typecheck there until it has one).
 */
export const ERROR_CODES = [
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
  // A declared body that stopped arriving (408): the API's and the portal's proxy's.
  'REQUEST_TIMEOUT',
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
  // A new patient record's e-mail is already some account's or record's: she is invited instead.
  'EMAIL_IN_USE',
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
  // Online booking: her settings (lib/rules/booking-settings.ts), a visitor's hold and its
  // confirmation, her requests, and the e-mailed links of a booked appointment.
  'INVALID_BOOKING_LINK',
  'BOOKING_LINK_TAKEN',
  'NOTICE_HOURS_OUT_OF_RANGE',
  'BOOKING_HORIZON_OUT_OF_RANGE',
  'NO_CONSULTATION_TYPE',
  'CONSULTATION_TYPE_NOT_OFFERED',
  'TOO_MANY_PENDING_HOLDS',
  'HOLD_EXPIRED',
  'INVALID_BOOKING_CODE',
  'BOOKING_NOT_PENDING',
  'APPOINTMENT_CHANGE_TOO_LATE',
  'APPOINTMENT_LINK_EXPIRED',
  // Slot settings out of their ranges (lib/rules/slot-settings.ts)
  'CONSULTATION_LENGTH_OUT_OF_RANGE',
  'CONSULTATION_GAP_OUT_OF_RANGE',
  // A consultation recorded without a booking would overlap one of her appointments
  'CONSULTATION_OVERLAPS_APPOINTMENT',
  // A patient's data was already erased at her request (POST /v1/users/{id}/deletion-request)
  'DELETION_ALREADY_DONE',
  // The e-mailed link that cancels a scheduled erasure was used already, its request is over, or it is unknown
  'DELETION_CANCEL_CODE_INVALID',
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
  // An alternative more than 10 % off its food, not confirmed for these figures: take the proposal or confirm.
  'SUBSTITUTION_NOT_EQUIVALENT',
  // Profile: specialisations, description, address and its CEP lookup
  'INVALID_SPECIALIZATIONS',
  'ABOUT_TOO_LONG',
  'INVALID_ZIP_CODE',
  'INVALID_STATE',
  'ADDRESS_NUMBER_REQUIRED',
  'INCOMPLETE_ADDRESS',
  'ZIP_CODE_NOT_FOUND',
  'ZIP_CODE_SERVICE_UNAVAILABLE',
  // The patient's record: a record holds at most so many anamnesis versions and consultation notes
  // (ANAMNESIS_MAX_VERSIONS, CONSULTATION_NOTES_MAX), and her export runs one at a time for each caller.
  'ANAMNESIS_LIMIT_REACHED',
  'CONSULTATION_NOTES_LIMIT_REACHED',
  'EXPORT_IN_PROGRESS',
  // Anthropometry
  'MEASUREMENT_OUT_OF_RANGE',
  'INVALID_MEASUREMENT_DATE',
  // The practice's money: a price or a payment out of bounds, a day after today, instalments off a credit
  // card, a CPF whose check digits disagree or none from a person who pays, more than owed unless credit
  'AMOUNT_OUT_OF_RANGE',
  'PAYMENT_DATE_IN_FUTURE',
  'INVALID_INSTALMENTS',
  'INVALID_CPF',
  'PAYER_CPF_REQUIRED',
  'OVERPAYMENT_NOT_CONFIRMED',
  // A charge that takes no payment as it stands: no price, waived; one whose payments stand
  'CHARGE_NOT_PRICED',
  'CHARGE_WAIVED',
  'CHARGE_HAS_PAYMENTS',
  'AMOUNT_BELOW_PAID',
  // Packages: one no longer sold, one whose consultations are all covered
  'PACKAGE_INACTIVE',
  'PACKAGE_USED_UP',
  // Payments reversed, and receipts: one stands already, her CPF or address is missing, it was cancelled
  'PAYMENT_REVERSED',
  'RECEIPT_ALREADY_ISSUED',
  'RECEIPT_ISSUER_INCOMPLETE',
  'RECEIPT_CANCELED',
  // The portal's own answers (its BFF and its browser client)
  'SESSION_EXPIRED',
  'CROSS_SITE_REQUEST',
  'INVALID_PATH',
  'METHOD_NOT_ALLOWED',
  'MISDIRECTED_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value is one of the codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorCodes.has(value);
}
