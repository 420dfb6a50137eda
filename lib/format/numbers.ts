// Numbers as the screens show them, in pt-BR: decimal comma and a dot between thousands, written exactly as
// Intl.NumberFormat('pt-BR') writes them (tests/unit/numbers.test.ts compares the two on random numbers) but
// without it: a page's first Intl formatter costs the browser 40–100 ms of ICU's data, and nearly every page
// shows a number while it hydrates.

/** A finite, non-negative number's shortest decimal form (as ICU reads a double): integer and fraction digits. */
function decimalDigits(value: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** The digits rounded to `maximum` decimals, half away from zero (Intl's default). */
function roundDigits(whole: string, fraction: string, maximum: number): [string, string] {
  if (fraction.length <= maximum) return [whole, fraction];
  let kept = whole + fraction.slice(0, maximum);
  if (fraction.charAt(maximum) >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const point = kept.length - maximum;
  return [kept.slice(0, point), kept.slice(point)];
}

function writeNumber(value: number, minimum: number, maximum: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction] = roundDigits(...decimalDigits(Math.abs(value)), maximum);
  const shown = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${grouped}${shown ? `,${shown}` : ''}`;
}

/** At most `digits` decimals, trailing zeros dropped: 1,5; 72; 18,25. */
export function formatDecimal(value: number, digits = 1): string {
  return writeNumber(value, 0, digits);
}

/** Exactly `digits` decimals, where the reference tables are written that way (BMI 18,50; rating 4,0). */
export function formatFixedDecimal(value: number, digits: number): string {
  return writeNumber(value, digits, digits);
}

/** A count or an amount as Intl writes it by default (up to three decimals): 1.234; 1,5. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 3);
}

/** Calories: whole kcal (spec 2 §9). */
export function formatCalories(value: number): string {
  return formatDecimal(Math.round(value), 0);
}

/** A nutrient's grams or milligrams: one decimal, always shown (spec 2 §9). */
export function formatNutrient(value: number): string {
  return formatFixedDecimal(value, 1);
}

/**
 * A number as typed in a field, comma or dot before the decimals ('1,5', '1.5', '1,', ',5'): null when the
 * field is blank, NaN when it holds anything else (for a rule or a schema to refuse), never negative. The
 * one reader of typed numbers: every form reads its fields with it.
 */
export function readDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * A number as a Brazilian types it in a field, for the field's starting text: comma decimals, no dot
 * between thousands (1234,5), and '' for no value. Not for display: the formatters above are.
 */
export function toDecimalFieldText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
