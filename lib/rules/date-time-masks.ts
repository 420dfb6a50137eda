// What a typed dd/mm/yyyy or hh:mm is (typing-masks.ts shapes it as it is typed): still being typed, no
// real date or time, or accepted.
import { brDateToIso } from '@/lib/format/dates';
import { EARLIEST_DATE, LATEST_YEAR } from './date-bounds';
import { DATE_MASK_LENGTH, TIME_MASK_LENGTH } from './typing-masks';
import { parseClockTime } from './zoned-time';

/** The last year the date fields ever accept (19xx–20xx, spec 1 §5): the API accepts none later either. */
export const MAX_MASK_YEAR = LATEST_YEAR;

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
