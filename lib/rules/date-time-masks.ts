// Masks for dd/mm/yyyy and hh:mm (spec 1 §5). Only digits count. A separator is added when the next
// part starts, never after a complete part, so backspace over a separator is not undone by the mask.
// The masks only shape what is typed: they never turn one date or time into another (a clamped 2030
// became 2020, a clamped 25:00 became 23:00 while typing). Whether a complete date or time is accepted is
// told beside the field: see readTypedDate and readTypedTime.
import { brDateToIso } from '@/lib/format/dates';
import { EARLIEST_DATE, LATEST_YEAR } from './date-bounds';
import { parseClockTime } from './zoned-time';

export const DATE_MASK_LENGTH = 10;
export const TIME_MASK_LENGTH = 5;
/** The last year the date fields ever accept (19xx–20xx, spec 1 §5): the API accepts none later either. */
export const MAX_MASK_YEAR = LATEST_YEAR;

/**
 * Reads one two-digit part from the front of `digits`: a first digit that cannot start a valid value
 * is zero-padded ('4' as a day becomes '04'). Returns the part and how many digits it used.
 */
function takeTwoDigitPart(digits: string, max: number): [string, number] {
  const first = digits.slice(0, 1);
  if (Number(first) > Math.floor(max / 10)) return [`0${first}`, 1];
  const part = digits.slice(0, 2);
  return [part, part.length];
}

/** dd/mm/yyyy as typed: the digits, a leading zero where a day or month could only be one digit, slashes. */
export function maskDate(raw: string): string {
  let rest = raw.replace(/\D/g, '');
  const parts: string[] = [];
  for (const max of [31, 12]) {
    if (rest === '') return parts.join('/');
    const [part, used] = takeTwoDigitPart(rest, max);
    parts.push(part);
    rest = rest.slice(used);
  }
  if (rest !== '') parts.push(rest.slice(0, 4));
  return parts.join('/');
}

/**
 * hh:mm as typed: four digits and the colon, each digit where it was typed. No zero is added either:
 * '1260' padded as '12:06' would be a real and wrong time, so it stays '12:60' and is refused.
 */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

export type TypedTime =
  | { status: 'incomplete' }
  | { status: 'invalid' }
  | { status: 'accepted'; time: string };

/** What a typed hh:mm is: still being typed, no time of day (past 23:59), or an accepted 'HH:MM'. */
export function readTypedTime(text: string): TypedTime {
  if (text.length < TIME_MASK_LENGTH) return { status: 'incomplete' };
  return parseClockTime(text) === null ? { status: 'invalid' } : { status: 'accepted', time: text };
}

/** The last day a date field takes: its own latest day, its year limit, and never past MAX_MASK_YEAR. */
export function getLatestTypedDate(options: {
  /** 'Today' ('YYYY-MM-DD'), whose year is the current one. */
  today: string;
  /** Years after the current one accepted (spec 1 §5, default 0). */
  allowedFutureYears?: number;
  max?: string;
}): string {
  const year = Math.min(MAX_MASK_YEAR, Number(options.today.slice(0, 4)) + (options.allowedFutureYears ?? 0));
  const yearEnd = `${year}-12-31`;
  return options.max && options.max < yearEnd ? options.max : yearEnd;
}

export type TypedDate =
  | { status: 'incomplete' }
  | { status: 'invalid' }
  | { status: 'afterMax'; max: string }
  | { status: 'beforeMin'; min: string }
  | { status: 'accepted'; date: string };

/**
 * What a typed dd/mm/yyyy is: still being typed, no real day, outside [min, max] (with the bound to tell),
 * or an accepted 'YYYY-MM-DD'. Nothing before 1900 is ever accepted (EARLIEST_DATE).
 */
export function readTypedDate(text: string, bounds: { min?: string; max: string }): TypedDate {
  if (text.length < DATE_MASK_LENGTH) return { status: 'incomplete' };
  const date = brDateToIso(text);
  if (date === null) return { status: 'invalid' };
  const min = bounds.min && bounds.min > EARLIEST_DATE ? bounds.min : EARLIEST_DATE;
  if (date > bounds.max) return { status: 'afterMax', max: bounds.max };
  if (date < min) return { status: 'beforeMin', min };
  return { status: 'accepted', date };
}
