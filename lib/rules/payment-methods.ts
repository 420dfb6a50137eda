// How a payment may be made, and in how many instalments (payment-rules.ts checks a payment): apart, so the
// contract's values carry the lists alone.

export const PAYMENT_METHODS = [
  'PIX',
  'CASH',
  'DEBIT_CARD',
  'CREDIT_CARD',
  'TRANSFER',
  'HEALTH_PLAN',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A credit card payment is split into at most this many instalments (the card's, not the practice's). */
export const MAX_INSTALMENTS = 12;
