// The least and the most a price or a payment may be, in centavos (money.ts has the rest of money's rules):
// apart, so the contract's values carry the limits alone.

/** The least a price or a payment may be: one centavo. */
export const MIN_AMOUNT_CENTS = 1;
/** The most one price or payment may be (R$ 100.000,00): far above any consultation, below a typo's zeros. */
export const MAX_AMOUNT_CENTS = 10_000_000;
