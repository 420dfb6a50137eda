// Masks for dd/mm/yyyy and hh:mm (spec 1 §5). Only digits count. A separator is added when the next
// part starts, never after a complete part, so backspace over a separator is not undone by the mask.
// The current year is the product's (APP_TIME_ZONE), not the browser's: the same on every machine.
import { publicConfig } from '@/lib/config/public';
import { EARLIEST_YEAR, LATEST_YEAR } from './date-bounds';
import { toZonedDate } from './zoned-date';

export const DATE_MASK_LENGTH = 10;
export const TIME_MASK_LENGTH = 5;
const MIN_YEAR = EARLIEST_YEAR;
/** The last year the mask ever accepts (19xx–20xx, spec 1 §5): the API accepts none later either. */
export const MAX_MASK_YEAR = LATEST_YEAR;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Reads one two-digit part from the front of `digits`: a first digit that cannot start a valid value
 * is zero-padded ('4' as a day becomes '04'), a complete part is clamped into [min, max].
 * Returns the part and how many digits it used.
 */
function takeTwoDigitPart(digits: string, min: number, max: number): [string, number] {
  const first = digits.slice(0, 1);
  if (Number(first) > Math.floor(max / 10)) return [`0${first}`, 1];
  const part = digits.slice(0, 2);
  if (part.length < 2) return [part, part.length];
  return [String(clamp(Number(part), min, max)).padStart(2, '0'), 2];
}

/**
 * Clamps a year, complete or not, so that some completion of it stays in [min, max]: '3' becomes '2',
 * '0' becomes '1', and a complete year outside the range becomes the nearest bound.
 */
function clampYear(part: string, min: number, max: number): string {
  const missing = 10 ** (4 - part.length);
  const lowest = Number(part) * missing;
  const highest = lowest + missing - 1;
  if (highest < min) return String(min).slice(0, part.length);
  if (lowest > max) return String(max).slice(0, part.length);
  return part;
}

export interface DateMaskOptions {
  /** The instant whose year, in the product's time zone, is the current one (default: now). */
  now?: Date;
  /** How many years after the current one are accepted (default 0). */
  allowedFutureYears?: number;
}

export function maskDate(raw: string, options: DateMaskOptions = {}): string {
  const currentYear = Number(toZonedDate(options.now ?? new Date(), publicConfig.timeZone).slice(0, 4));
  const maxYear = Math.min(MAX_MASK_YEAR, currentYear + (options.allowedFutureYears ?? 0));
  let rest = raw.replace(/\D/g, '');
  const parts: string[] = [];
  for (const max of [31, 12]) {
    if (rest === '') return parts.join('/');
    const [part, used] = takeTwoDigitPart(rest, 1, max);
    parts.push(part);
    rest = rest.slice(used);
  }
  if (rest !== '') parts.push(clampYear(rest.slice(0, 4), MIN_YEAR, maxYear));
  return parts.join('/');
}

export function maskTime(raw: string): string {
  let rest = raw.replace(/\D/g, '');
  const parts: string[] = [];
  for (const max of [23, 59]) {
    if (rest === '') break;
    const [part, used] = takeTwoDigitPart(rest, 0, max);
    parts.push(part);
    rest = rest.slice(used);
  }
  return parts.join(':');
}
