// A result is judged as the screen shows it: rounded first to the decimals it is shown with, then classified,
// so a BMI shown as 25,00 is never called normal weight and a ratio shown as 0,90 is never called low risk.

/** The decimals each result is shown with; the WHO tables write the BMI and the waist-to-hip ratio with two. */
export const SHOWN_DECIMALS = {
  bmi: 2,
  waistToHip: 2,
  waist: 1,
  fatPercent: 1,
  arm: 1,
} as const;

/**
 * Rounds half away from zero on the written decimal (94.05 → 94.1, as a person rounds): the product is first
 * read back at 12 significant digits, which drops the binary noise of 94.05 × 10 = 940.4999….
 */
export function roundAsShown(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / factor;
}
