// The one place where error codes become the specification's texts. Each map is total or typed over
// the contract's ErrorCode and the message keys of messages/pt-BR.json, so a new code or a misspelt key
// fails typecheck instead of showing a raw key.
import type { WeekAvailabilityProblem } from '@/lib/rules/week-availability';
import type messages from '@/messages/pt-BR.json';
import type { ErrorCode } from './contract';

type ErrorsKey = keyof (typeof messages)['Errors'];
type RegistrationErrorsKey = keyof (typeof messages)['RegistrationErrors'];
type InviteErrorsKey = `errors.${keyof (typeof messages)['InvitePatient']['errors']}`;

export const GENERIC_ERROR_KEY = 'generic' satisfies ErrorsKey;

/**
 * The codes shown with the generic text. A type, not a list, so the browser carries only the codes with a
 * text of their own; with `errorMessageKeys` it must name every code, so a new one fails typecheck until
 * it is placed in one or the other.
 */
type GenericTextCode =
  | 'INVALID_DATA'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'INVALID_TOKEN'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_ERROR'
  | 'RESET_LINK_INVALID'
  | 'INVALID_HANDOVER'
  | 'NUTRITIONIST_NOT_REGISTERED_IN_CFN'
  | 'NUTRITIONIST_ALREADY_REGISTERED'
  | 'EMAIL_ALREADY_REGISTERED'
  | 'INVALID_CONFIRMATION_CODE'
  | 'CONFIRMATION_CODE_EXPIRED'
  | 'CODE_RECENTLY_SENT'
  | 'REGISTRATION_ALREADY_CONFIRMED'
  | 'CFN_UNAVAILABLE'
  | 'ALREADY_PATIENT'
  | 'EMAIL_IN_USE'
  | 'EMAIL_NOT_A_PATIENT'
  | 'TOO_MANY_INVITATIONS'
  | 'MAIL_FAILED'
  | 'INVALID_ACCEPTANCE_CODE'
  | 'CONNECTION_ALREADY_ACCEPTED'
  | 'ACCEPTANCE_CODE_EXPIRED'
  | 'CONNECTION_WITHDRAWN'
  | 'TRANSFER_NOT_CONFIRMED'
  | 'CONNECTION_NOT_OPEN'
  | 'SLOT_TAKEN'
  | 'SLOT_UNAVAILABLE'
  | 'INVALID_DATE_TIME'
  | 'APPOINTMENT_ALREADY_CANCELED'
  | 'INVALID_BOOKING_LINK'
  | 'BOOKING_LINK_TAKEN'
  | 'NOTICE_HOURS_OUT_OF_RANGE'
  | 'BOOKING_HORIZON_OUT_OF_RANGE'
  | 'NO_CONSULTATION_TYPE'
  | 'CONSULTATION_TYPE_NOT_OFFERED'
  | 'TOO_MANY_PENDING_HOLDS'
  | 'HOLD_EXPIRED'
  | 'INVALID_BOOKING_CODE'
  | 'BOOKING_NOT_PENDING'
  | 'APPOINTMENT_CHANGE_TOO_LATE'
  | 'APPOINTMENT_LINK_EXPIRED'
  | 'DELETION_ALREADY_DONE'
  // The week's hours dialog says these in its own words (lib/rules/week-availability.ts).
  | WeekAvailabilityProblem
  | 'INVALID_RANGE'
  | 'RANGE_TOO_LONG'
  | 'NO_MEAL_PERIODS'
  | 'MEAL_PERIOD_REQUIRED'
  | 'UNKNOWN_FOODSTUFF'
  | 'QUANTITY_REQUIRED'
  | 'INVALID_PATH'
  | 'METHOD_NOT_ALLOWED'
  | 'MISDIRECTED_REQUEST'
  | 'UPSTREAM_ERROR';

/** Every code with a text of its own → its key of the `Errors` messages. */
export const errorMessageKeys: Partial<Record<ErrorCode, ErrorsKey>> = {
  FORBIDDEN: 'forbidden',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  SERVER_BUSY: 'serverBusy',
  DATABASE_UNAVAILABLE: 'unavailable',
  INVALID_CREDENTIALS: 'invalidCredentials',
  BARCODE_ALREADY_REGISTERED: 'barcodeTaken',
  BRAND_ALREADY_REGISTERED: 'brandTaken',
  INVALID_IMAGE: 'invalidImage',
  FILE_TOO_LARGE: 'fileTooLarge',
  BOOKING_TOO_FAR_AHEAD: 'bookingTooFarAhead',
  APPOINTMENT_CANCELED: 'appointmentCanceled',
  APPOINTMENT_NOT_STARTED: 'appointmentNotStarted',
  APPOINTMENT_OUTCOME_RECORDED: 'appointmentOutcomeRecorded',
  CONSULTATION_LENGTH_OUT_OF_RANGE: 'consultationLengthOutOfRange',
  CONSULTATION_GAP_OUT_OF_RANGE: 'consultationGapOutOfRange',
  CONSULTATION_OVERLAPS_APPOINTMENT: 'consultationOverlapsAppointment',
  DELETION_CANCEL_CODE_INVALID: 'deletionCancelCodeInvalid',
  DUPLICATE_MEAL_PERIOD: 'duplicateMealPeriod',
  EMPTY_MEAL_PERIOD: 'emptyMealPeriod',
  INVALID_QUANTITY: 'invalidQuantity',
  INVALID_BASELINE_WEIGHT: 'invalidBaselineWeight',
  INVALID_DATE_RANGE: 'invalidDateRange',
  UNKNOWN_COPY_SOURCE: 'unknownCopySource',
  ARCHIVED_FOODSTUFF: 'archivedFoodstuff',
  MEAL_PLAN_CONFLICT: 'mealPlanConflict',
  MEAL_PLAN_INACTIVE: 'mealPlanInactive',
  TOO_MANY_TEMPLATES: 'tooManyTemplates',
  TOO_MANY_SUBSTITUTIONS: 'tooManySubstitutions',
  SUBSTITUTION_NOT_PROPOSABLE: 'substitutionNotProposable',
  SUBSTITUTION_NOT_EQUIVALENT: 'substitutionNotEquivalent',
  INVALID_SPECIALIZATIONS: 'invalidSpecializations',
  ABOUT_TOO_LONG: 'aboutTooLong',
  INVALID_ZIP_CODE: 'invalidZipCode',
  INVALID_STATE: 'invalidState',
  ADDRESS_NUMBER_REQUIRED: 'addressNumberRequired',
  INCOMPLETE_ADDRESS: 'incompleteAddress',
  ZIP_CODE_NOT_FOUND: 'invalidZipCode',
  ZIP_CODE_SERVICE_UNAVAILABLE: 'zipCodeServiceUnavailable',
  ANAMNESIS_LIMIT_REACHED: 'anamnesisLimitReached',
  CONSULTATION_NOTES_LIMIT_REACHED: 'consultationNotesLimitReached',
  EXPORT_IN_PROGRESS: 'exportInProgress',
  MEASUREMENT_OUT_OF_RANGE: 'measurementOutOfRange',
  INVALID_MEASUREMENT_DATE: 'invalidMeasurementDate',
  AMOUNT_OUT_OF_RANGE: 'amountOutOfRange',
  PAYMENT_DATE_IN_FUTURE: 'paymentDateInFuture',
  INVALID_INSTALMENTS: 'invalidInstalments',
  INVALID_CPF: 'invalidCpf',
  PAYER_CPF_REQUIRED: 'payerCpfRequired',
  OVERPAYMENT_NOT_CONFIRMED: 'overpaymentNotConfirmed',
  CHARGE_NOT_PRICED: 'chargeNotPriced',
  CHARGE_WAIVED: 'chargeWaived',
  CHARGE_HAS_PAYMENTS: 'chargeHasPayments',
  AMOUNT_BELOW_PAID: 'amountBelowPaid',
  PACKAGE_INACTIVE: 'packageInactive',
  PACKAGE_USED_UP: 'packageUsedUp',
  PAYMENT_REVERSED: 'paymentReversed',
  RECEIPT_ALREADY_ISSUED: 'receiptAlreadyIssued',
  RECEIPT_ISSUER_INCOMPLETE: 'receiptIssuerIncomplete',
  RECEIPT_CANCELED: 'receiptCanceled',
  SESSION_EXPIRED: 'sessionExpired',
  CROSS_SITE_REQUEST: 'forbidden',
  UPSTREAM_UNAVAILABLE: 'unavailable',
  UPSTREAM_TIMEOUT: 'timeout',
  REQUEST_TIMEOUT: 'requestTimeout',
} satisfies Record<Exclude<ErrorCode, GenericTextCode>, ErrorsKey>;

/** Fails typecheck when a code of GenericTextCode is no longer a code of the contract. */
export type GenericTextCodesAreCodes = Assert<GenericTextCode extends ErrorCode ? true : false>;
type Assert<T extends true> = T;

export function errorMessageKey(code: ErrorCode | undefined): ErrorsKey {
  return (code && errorMessageKeys[code]) || GENERIC_ERROR_KEY;
}

/** The codes whose text can name the food the screen sent (`{food}`), when the screen knows which it was. */
export const namedErrorMessageKeys: Partial<Record<ErrorCode, ErrorsKey>> = {
  ARCHIVED_FOODSTUFF: 'archivedFoodstuffNamed',
};

/** The throttles' codes (429), for the screens that say 'too many tries' in words of their own. */
export function isThrottled(code: ErrorCode | undefined): boolean {
  return code === 'TOO_MANY_ATTEMPTS' || code === 'TOO_MANY_REQUESTS';
}

/** Registration's own catalogue (spec 1 §8), keys of the `RegistrationErrors` messages: the four codes of
 * the specification, and the other refusals of its three calls in the portal's words. Any other code shows
 * the generic registration message. */
export const registrationErrorMessageKeys: Partial<Record<ErrorCode, RegistrationErrorsKey>> = {
  NUTRITIONIST_NOT_REGISTERED_IN_CFN: 'nutritionistNotRegisteredInCfn',
  INVALID_DATA: 'invalidData',
  EMAIL_ALREADY_REGISTERED: 'emailAlreadyRegistered',
  INVALID_CONFIRMATION_CODE: 'invalidConfirmationCode',
  NUTRITIONIST_ALREADY_REGISTERED: 'nutritionistAlreadyRegistered',
  REGISTRATION_ALREADY_CONFIRMED: 'registrationAlreadyConfirmed',
  CONFIRMATION_CODE_EXPIRED: 'confirmationCodeExpired',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  CODE_RECENTLY_SENT: 'codeRecentlySent',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  CFN_UNAVAILABLE: 'cfnUnavailable',
  MAIL_FAILED: 'mailFailed',
};

/** The invitation dialog's clearer texts (keys of `InvitePatient`); any other code shows its generic text. */
export const inviteErrorMessageKeys: Partial<Record<ErrorCode, InviteErrorsKey>> = {
  ALREADY_PATIENT: 'errors.alreadyPatient',
  EMAIL_IN_USE: 'errors.emailInUse',
  EMAIL_NOT_A_PATIENT: 'errors.notAPatient',
  TOO_MANY_INVITATIONS: 'errors.tooMany',
};

/** A registration refusal's text, by its code alone (never the answer's detail). */
export function registrationErrorMessageKey(code: ErrorCode | undefined): RegistrationErrorsKey {
  return (code && registrationErrorMessageKeys[code]) || 'generic';
}
