// Where a charge may stand (charge-status.ts computes it): apart, so the contract's values carry the list
// alone.

export const CHARGE_STATUSES = ['PENDING', 'PAID', 'PARTIAL', 'WAIVED', 'REVERSED'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
