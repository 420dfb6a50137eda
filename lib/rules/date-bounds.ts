// The calendar the product accepts: dates from 1900 to the last year its date fields take, and how far
// ahead each screen reaches from today. The contract bounds every date it reads with the first
// (lib/api/contract/dates.ts); the API checks the horizons against its own clock, and the screens' pickers
// stop at the same ones. Past them the database's work would grow with the range asked for (a month of
// year 1 once summed nineteen centuries) and its clock arithmetic overflow (year 9999), for nothing a
// screen ever shows.
import { addDaysToDate, addMonthsToDate } from './calendar';

/** The earliest year anything is dated (a birth, a meal, a measurement): before it is a typing slip. */
export const EARLIEST_YEAR = 1900;
/** The last year the date fields take (19xx–20xx, spec 1 §5). */
export const LATEST_YEAR = 2099;
export const EARLIEST_DATE = `${EARLIEST_YEAR}-01-01`;
export const LATEST_DATE = `${LATEST_YEAR}-12-31`;

/**
 * Whether a date ('YYYY-MM-DD'), a month ('YYYY-MM') or an ISO date-time, read by the date it is written
 * with, lies from EARLIEST_DATE to LATEST_DATE.
 */
export function isWithinDateBounds(value: string): boolean {
  if (!/^\d{4}(?:-|$)/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/**
 * The summaries reach the week holding today: the daily and monthly pickers stop at today and this
 * month, the weekly view shows today's Sunday-to-Saturday week whole (up to six days ahead, maybe in
 * the next month). One day more for a clock a little ahead of the API's.
 */
export const SUMMARY_HORIZON_DAYS = 7;

/**
 * The agenda reaches twelve months ahead: its list shows from twelve months back to twelve ahead (spec 2
 * §9), and no free hour is offered, no consultation booked or moved, where that list cannot show it. (The
 * booking dialog itself offers the next month: lib/rules/appointment-windows.)
 */
export const AGENDA_HORIZON_MONTHS = 12;

/** The longest window of the agenda list, in days: twelve months back and twelve ahead, and a day. */
export const MAX_AGENDA_RANGE_DAYS = 2 * 366 + 1;

/** The last day a summary may be asked for. */
export function getLatestSummaryDate(today: string): string {
  return addDaysToDate(today, SUMMARY_HORIZON_DAYS);
}

/**
 * The last day of a horizon `months` ahead of today: counted from tomorrow, so a browser whose calendar
 * has already turned the day (ahead of the product's zone, or of the API's clock) is not refused what
 * its own picker offers.
 */
export function getHorizonDate(today: string, months: number): string {
  return addMonthsToDate(addDaysToDate(today, 1), months);
}
