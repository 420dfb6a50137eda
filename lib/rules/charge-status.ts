// Where a charge stands (an appointment's or a package's), computed from what it costs and the payments it
// received, never stored: a reversal or a new price changes it at once. One rule for the API's answers,
// the month's totals and the screens.
//
//   isento (WAIVED)      she waived it: nothing is owed
//   pago (PAID)          what was paid covers the amount (more than it is the payer's credit)
//   parcial (PARTIAL)    something was paid, less than the amount
//   estornado (REVERSED) every payment it had was reversed, none stands
//   pendente (PENDING)   nothing paid yet
//   null                 nothing to charge: no price in force, a cancellation, a consultation of a package

import type { ChargeStatus } from './charge-statuses';

export { CHARGE_STATUSES, type ChargeStatus } from './charge-statuses';

export interface ChargeFigures {
  /** What the service costs, in centavos; null when no price is in force for it. */
  amountCents: number | null;
  waived: boolean;
  /** The sum of its payments that stand (not reversed). */
  paidCents: number;
  /** How many of its payments were reversed. */
  reversedCount: number;
}

export function computeChargeStatus(charge: ChargeFigures): ChargeStatus | null {
  if (charge.waived) return 'WAIVED';
  if (charge.paidCents > 0)
    return charge.amountCents !== null && charge.paidCents < charge.amountCents ? 'PARTIAL' : 'PAID';
  if (charge.amountCents === null || charge.amountCents === 0) return null;
  return charge.reversedCount > 0 ? 'REVERSED' : 'PENDING';
}

/** What is still owed: the amount less what stands paid, never below zero; nothing once waived. */
export function computeBalance(charge: ChargeFigures): number {
  if (charge.waived || charge.amountCents === null) return 0;
  return Math.max(0, charge.amountCents - charge.paidCents);
}

/** What was paid beyond the amount (a confirmed credit of the payer). */
export function computeCredit(charge: ChargeFigures): number {
  return Math.max(0, charge.paidCents - (charge.amountCents ?? 0));
}
