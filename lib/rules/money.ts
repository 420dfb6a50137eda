// Money as the practice keeps it: whole centavos, integers end to end, so a sum is exact however many
// payments it adds (a float would make 0,10 + 0,20 something other than 0,30). Written from its digits,
// never through a division: lib/format/numbers writes measured decimals, which may round; money may not.
import { readDecimal } from '@/lib/format/numbers';
import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from './money-limits';

export { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from './money-limits';

/** How many debts the 'Financeiro' page lists at once (its page and its server read share it). */
export const PENDING_CHARGES_PAGE_SIZE = 20;

/** How many charges a patient's 'Financeiro' lists at once (its page and its server read share it). */
export const PATIENT_CHARGES_PAGE_SIZE = 10;

/** How many packages sold to a patient 'Usar pacote' reads: the API's largest page, more than any keeps. */
export const PATIENT_PACKAGES_READ = 100;

/** Whether `cents` is a whole number of centavos a price or a payment may be. */
export function isAmountInRange(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= MIN_AMOUNT_CENTS && cents <= MAX_AMOUNT_CENTS;
}

/** 123456 → '1.234,56'; 5 → '0,05'; -150 → '-1,50'. Exact for any safe integer. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of centavos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${reais},${digits.slice(-2)}`;
}

/** 15000 → 'R$ 150,00', as a receipt and the screens write an amount in figures. */
export function formatMoney(cents: number): string {
  return `R$ ${formatAmount(cents)}`;
}

/** The sum of whole centavos, exact: every term is checked to be a safe integer, and so is the total. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of centavos: ${value}`);
    total += value;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('a sum of centavos beyond exact integers');
  return total;
}

/**
 * An amount as typed in a field ('150,00', '150', '0,5'), read by readDecimal: whole centavos, null for a
 * blank field, NaN for anything else (more than two decimals included, which centavos cannot hold).
 */
export function readAmountCents(text: string): number | null {
  const value = readDecimal(text);
  if (value === null) return null;
  if (Number.isNaN(value) || /[.,]\d{3,}$/.test(text.trim())) return Number.NaN;
  // Two decimals at most, so the product is within a rounding of an integer: rounding makes it exact.
  return Math.round(value * 100);
}

/** Whole centavos as a field's starting text: 15000 → '150,00' (no dot between thousands, as typed). */
export function toAmountFieldText(cents: number | null): string {
  return cents === null ? '' : formatAmount(cents).replaceAll('.', '');
}
