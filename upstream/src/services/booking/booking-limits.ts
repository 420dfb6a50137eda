// The public booking doors' limits, in the shared limiter (Redis when several API processes run): holds and
// confirmations by the visitor's address and by the e-mail she gives, and reads of the pages and links by
// address. Each call is counted before its work, whatever its outcome, so a flood costs the flooder.
import type { ApiConfig } from '../../config';
import { ApiError } from '../../errors';
import type { RateLimiter } from '../../infra/rate-limit';

const HOUR_SECONDS = 3600;
const MINUTE_SECONDS = 60;

export type BookingLimitSettings = Pick<
  ApiConfig,
  | 'BOOKING_HOLDS_PER_ADDRESS_PER_HOUR'
  | 'BOOKING_HOLDS_PER_EMAIL_PER_HOUR'
  | 'BOOKING_CONFIRMATIONS_PER_ADDRESS_PER_HOUR'
  | 'BOOKING_CONFIRMATIONS_PER_EMAIL_PER_HOUR'
  | 'BOOKING_READS_PER_ADDRESS_PER_MINUTE'
>;

async function consumeOrRefuse(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const wait = await limiter.consume(key, limit, windowSeconds);
  if (wait > 0) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Muitas tentativas. Tente novamente mais tarde.', {
      'Retry-After': String(wait),
    });
  }
}

export const limitHoldsByAddress = (limiter: RateLimiter, config: BookingLimitSettings, address: string) =>
  consumeOrRefuse(
    limiter,
    `booking-holds:${address}`,
    config.BOOKING_HOLDS_PER_ADDRESS_PER_HOUR,
    HOUR_SECONDS,
  );

export const limitHoldsByEmail = (limiter: RateLimiter, config: BookingLimitSettings, email: string) =>
  consumeOrRefuse(
    limiter,
    `booking-holds-email:${email}`,
    config.BOOKING_HOLDS_PER_EMAIL_PER_HOUR,
    HOUR_SECONDS,
  );

export const limitConfirmationsByAddress = (
  limiter: RateLimiter,
  config: BookingLimitSettings,
  address: string,
) =>
  consumeOrRefuse(
    limiter,
    `booking-confirmations:${address}`,
    config.BOOKING_CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
    HOUR_SECONDS,
  );

export const limitConfirmationsByEmail = (
  limiter: RateLimiter,
  config: BookingLimitSettings,
  email: string,
) =>
  consumeOrRefuse(
    limiter,
    `booking-confirmations-email:${email}`,
    config.BOOKING_CONFIRMATIONS_PER_EMAIL_PER_HOUR,
    HOUR_SECONDS,
  );

export const limitReadsByAddress = (limiter: RateLimiter, config: BookingLimitSettings, address: string) =>
  consumeOrRefuse(
    limiter,
    `booking-reads:${address}`,
    config.BOOKING_READS_PER_ADDRESS_PER_MINUTE,
    MINUTE_SECONDS,
  );
