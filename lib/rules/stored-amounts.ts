// Quantities, weights and nutrient amounts are kept with three decimals (numeric(12, 3) in the database):
// one rounding for every place that computes or checks them, so what is checked, summed and stored agree.

/** The least amount that stays above zero once rounded to thousandths. */
export const SMALLEST_STORED_AMOUNT = 0.0005;
/** The most a numeric(12, 3) column holds. */
export const LARGEST_STORED_AMOUNT = 999_999_999.999;

/** Three decimals, half away from zero as PostgreSQL rounds (the epsilon undoes binary fractions: 1.0005). */
export function roundToThousandths(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 1000) / 1000;
}
