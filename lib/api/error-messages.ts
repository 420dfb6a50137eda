// The one place where error codes become the specification's texts. Each map is total or typed over
// the contract's ErrorCode and the message keys of messages/pt-BR.json, so a new code or a misspelt key
// fails typecheck instead of showing a raw key.
import { MAX_PLAN_BASELINE_WEIGHT, MAX_PLAN_QUANTITY } from '@/lib/rules/meal-plan-rules';
import { formatAmount, MAX_AMOUNT_CENTS } from '@/lib/rules/money';
import {
  CONSULTATION_MINUTES_MAX,
  CONSULTATION_MINUTES_MIN,
  GAP_MINUTES_MAX,
  GAP_MINUTES_MIN,
} from '@/lib/rules/slot-settings';
import type messages from '@/messages/pt-BR.json';
import type { ErrorCode } from './contract';
// The zod-free values alone: error texts show on pages that load no zod.
import { MAX_MEAL_PLAN_TEMPLATES, MAX_SUBSTITUTIONS_PER_FOOD } from './contract/values';

type ErrorsKey = keyof (typeof messages)['Errors'];
type RegistrationErrorsKey = keyof (typeof messages)['RegistrationErrors'];
type InviteErrorsKey = `errors.${keyof (typeof messages)['InvitePatient']['errors']}`;

export const GENERIC_ERROR_KEY = 'generic' satisfies ErrorsKey;

/** Every code → a key of the `Errors` messages; codes without a text of their own show the generic one. */
export const errorMessageKeys: Record<ErrorCode, ErrorsKey> = {
  INVALID_DATA: GENERIC_ERROR_KEY,
  NOT_FOUND: GENERIC_ERROR_KEY,
  FORBIDDEN: 'forbidden',
  UNAUTHORIZED: GENERIC_ERROR_KEY,
  INVALID_TOKEN: GENERIC_ERROR_KEY,
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  TOO_MANY_REQUESTS: GENERIC_ERROR_KEY,
  SERVER_BUSY: 'serverBusy',
  DATABASE_UNAVAILABLE: 'unavailable',
  INTERNAL_ERROR: GENERIC_ERROR_KEY,
  INVALID_CREDENTIALS: 'invalidCredentials',
  RESET_LINK_INVALID: GENERIC_ERROR_KEY,
  INVALID_HANDOVER: GENERIC_ERROR_KEY,
  NUTRITIONIST_NOT_REGISTERED_IN_CFN: GENERIC_ERROR_KEY,
  NUTRITIONIST_ALREADY_REGISTERED: GENERIC_ERROR_KEY,
  EMAIL_ALREADY_REGISTERED: GENERIC_ERROR_KEY,
  INVALID_CONFIRMATION_CODE: GENERIC_ERROR_KEY,
  CONFIRMATION_CODE_EXPIRED: GENERIC_ERROR_KEY,
  CODE_RECENTLY_SENT: GENERIC_ERROR_KEY,
  REGISTRATION_ALREADY_CONFIRMED: GENERIC_ERROR_KEY,
  CFN_UNAVAILABLE: GENERIC_ERROR_KEY,
  ALREADY_PATIENT: GENERIC_ERROR_KEY,
  EMAIL_IN_USE: GENERIC_ERROR_KEY,
  EMAIL_NOT_A_PATIENT: GENERIC_ERROR_KEY,
  TOO_MANY_INVITATIONS: GENERIC_ERROR_KEY,
  MAIL_FAILED: GENERIC_ERROR_KEY,
  INVALID_ACCEPTANCE_CODE: GENERIC_ERROR_KEY,
  CONNECTION_ALREADY_ACCEPTED: GENERIC_ERROR_KEY,
  ACCEPTANCE_CODE_EXPIRED: GENERIC_ERROR_KEY,
  CONNECTION_WITHDRAWN: GENERIC_ERROR_KEY,
  TRANSFER_NOT_CONFIRMED: GENERIC_ERROR_KEY,
  CONNECTION_NOT_OPEN: GENERIC_ERROR_KEY,
  BARCODE_ALREADY_REGISTERED: 'barcodeTaken',
  BRAND_ALREADY_REGISTERED: 'brandTaken',
  INVALID_IMAGE: 'invalidImage',
  FILE_TOO_LARGE: 'fileTooLarge',
  SLOT_TAKEN: GENERIC_ERROR_KEY,
  SLOT_UNAVAILABLE: GENERIC_ERROR_KEY,
  BOOKING_TOO_FAR_AHEAD: 'bookingTooFarAhead',
  INVALID_DATE_TIME: GENERIC_ERROR_KEY,
  APPOINTMENT_ALREADY_CANCELED: GENERIC_ERROR_KEY,
  APPOINTMENT_CANCELED: 'appointmentCanceled',
  APPOINTMENT_NOT_STARTED: 'appointmentNotStarted',
  APPOINTMENT_OUTCOME_RECORDED: 'appointmentOutcomeRecorded',
  INVALID_BOOKING_LINK: GENERIC_ERROR_KEY,
  BOOKING_LINK_TAKEN: GENERIC_ERROR_KEY,
  NOTICE_HOURS_OUT_OF_RANGE: GENERIC_ERROR_KEY,
  BOOKING_HORIZON_OUT_OF_RANGE: GENERIC_ERROR_KEY,
  NO_CONSULTATION_TYPE: GENERIC_ERROR_KEY,
  CONSULTATION_TYPE_NOT_OFFERED: GENERIC_ERROR_KEY,
  TOO_MANY_PENDING_HOLDS: GENERIC_ERROR_KEY,
  HOLD_EXPIRED: GENERIC_ERROR_KEY,
  INVALID_BOOKING_CODE: GENERIC_ERROR_KEY,
  BOOKING_NOT_PENDING: GENERIC_ERROR_KEY,
  APPOINTMENT_CHANGE_TOO_LATE: GENERIC_ERROR_KEY,
  APPOINTMENT_LINK_EXPIRED: GENERIC_ERROR_KEY,
  CONSULTATION_LENGTH_OUT_OF_RANGE: 'consultationLengthOutOfRange',
  CONSULTATION_GAP_OUT_OF_RANGE: 'consultationGapOutOfRange',
  CONSULTATION_OVERLAPS_APPOINTMENT: 'consultationOverlapsAppointment',
  DELETION_ALREADY_DONE: GENERIC_ERROR_KEY,
  DELETION_CANCEL_CODE_INVALID: 'deletionCancelCodeInvalid',
  NO_WEEKDAY: GENERIC_ERROR_KEY,
  DUPLICATE_WEEKDAY: GENERIC_ERROR_KEY,
  NO_PERIOD: GENERIC_ERROR_KEY,
  TOO_MANY_PERIODS: GENERIC_ERROR_KEY,
  INCOMPLETE_TIME: GENERIC_ERROR_KEY,
  FROM_NOT_BEFORE_TO: GENERIC_ERROR_KEY,
  OVERLAPPING_PERIODS: GENERIC_ERROR_KEY,
  INVALID_RANGE: GENERIC_ERROR_KEY,
  RANGE_TOO_LONG: GENERIC_ERROR_KEY,
  NO_MEAL_PERIODS: GENERIC_ERROR_KEY,
  MEAL_PERIOD_REQUIRED: GENERIC_ERROR_KEY,
  DUPLICATE_MEAL_PERIOD: 'duplicateMealPeriod',
  EMPTY_MEAL_PERIOD: 'emptyMealPeriod',
  INVALID_QUANTITY: 'invalidQuantity',
  INVALID_BASELINE_WEIGHT: 'invalidBaselineWeight',
  INVALID_DATE_RANGE: 'invalidDateRange',
  UNKNOWN_FOODSTUFF: GENERIC_ERROR_KEY,
  UNKNOWN_COPY_SOURCE: 'unknownCopySource',
  ARCHIVED_FOODSTUFF: 'archivedFoodstuff',
  QUANTITY_REQUIRED: GENERIC_ERROR_KEY,
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
  INVALID_PATH: GENERIC_ERROR_KEY,
  METHOD_NOT_ALLOWED: GENERIC_ERROR_KEY,
  MISDIRECTED_REQUEST: GENERIC_ERROR_KEY,
  UPSTREAM_UNAVAILABLE: 'unavailable',
  UPSTREAM_TIMEOUT: 'timeout',
  REQUEST_TIMEOUT: 'requestTimeout',
  UPSTREAM_ERROR: GENERIC_ERROR_KEY,
};

export function errorMessageKey(code: ErrorCode | undefined): ErrorsKey {
  return code ? errorMessageKeys[code] : GENERIC_ERROR_KEY;
}

/** The codes whose text can name the food the screen sent (`{food}`), when the screen knows which it was. */
export const namedErrorMessageKeys: Partial<Record<ErrorCode, ErrorsKey>> = {
  ARCHIVED_FOODSTUFF: 'archivedFoodstuffNamed',
};

/**
 * The values some texts name, all known to the portal itself (the contract's and the plan's limits): a
 * text is built from the code and these, never from the upstream's `detail`. Pass them with every key.
 */
export const ERROR_MESSAGE_VALUES = {
  maxTemplates: MAX_MEAL_PLAN_TEMPLATES,
  maxSubstitutions: MAX_SUBSTITUTIONS_PER_FOOD,
  maxQuantity: MAX_PLAN_QUANTITY,
  maxBaselineWeight: MAX_PLAN_BASELINE_WEIGHT,
  minConsultation: CONSULTATION_MINUTES_MIN,
  maxConsultation: CONSULTATION_MINUTES_MAX,
  minGap: GAP_MINUTES_MIN,
  maxGap: GAP_MINUTES_MAX,
  maxAmount: formatAmount(MAX_AMOUNT_CENTS),
} as const;

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
