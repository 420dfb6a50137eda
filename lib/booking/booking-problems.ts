// What a refused booking call says to the visitor: the API's code as the key of a BookingPage message.
import { ApiProblem } from '../api/errors';
import { BOOKING_HOLD_MINUTES, MAX_PENDING_HOLDS_PER_EMAIL } from '../rules/booking-settings';

/** The numbers the messages name, from the rules that set them: every problem message is given them. */
export const BOOKING_PROBLEM_VALUES = { count: MAX_PENDING_HOLDS_PER_EMAIL, minutes: BOOKING_HOLD_MINUTES };

export type BookingProblemKey =
  | 'taken'
  | 'tooManyPending'
  | 'rateLimited'
  | 'expired'
  | 'wrongCode'
  | 'alreadyDone'
  | 'tooLate'
  | 'linkExpired'
  | 'invalid'
  | 'unavailable';

const BY_CODE: Readonly<Record<string, BookingProblemKey>> = {
  SLOT_TAKEN: 'taken',
  SLOT_UNAVAILABLE: 'taken',
  CONSULTATION_TYPE_NOT_OFFERED: 'taken',
  TOO_MANY_PENDING_HOLDS: 'tooManyPending',
  TOO_MANY_REQUESTS: 'rateLimited',
  TOO_MANY_ATTEMPTS: 'rateLimited',
  HOLD_EXPIRED: 'expired',
  INVALID_BOOKING_CODE: 'wrongCode',
  BOOKING_NOT_PENDING: 'alreadyDone',
  APPOINTMENT_CHANGE_TOO_LATE: 'tooLate',
  APPOINTMENT_LINK_EXPIRED: 'linkExpired',
  APPOINTMENT_CANCELED: 'alreadyDone',
  APPOINTMENT_ALREADY_CANCELED: 'alreadyDone',
  BOOKING_TOO_FAR_AHEAD: 'taken',
  INVALID_DATA: 'invalid',
};

/** The message key of a refusal; anything else (the API down, a fault) says to try again shortly. */
export function bookingProblemOf(error: unknown): BookingProblemKey {
  if (error instanceof ApiProblem) return BY_CODE[error.code] ?? 'unavailable';
  return 'unavailable';
}
