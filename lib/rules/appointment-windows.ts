// The appointment list's period filter (spec 2 §9): from = now minus 12 months, 30 days or 7 days;
// to = now plus 1 year. 30 days is the default. Months are calendar months of the product's zone.
import { publicConfig } from '@/lib/config/public';
import { addMonthsToDate } from './calendar';
import { AGENDA_HORIZON_MONTHS } from './date-bounds';
import { fromWallTime, toWallTime } from './zoned-time';

export const APPOINTMENT_PERIODS = ['12m', '30d', '7d'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];
export const DEFAULT_APPOINTMENT_PERIOD: AppointmentPeriod = '30d';

/** Page size of the appointment list (spec 2 §9). */
export const APPOINTMENTS_PAGE_SIZE = 8;
/** Page size of the patient chooser when booking (spec 2 §9). */
export const BOOKING_PATIENTS_PAGE_SIZE = 4;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A wall-clock date and time read as if it were UTC, in milliseconds. */
function wallAsUtc(date: string, minutes: number): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day, 0, minutes);
}

/**
 * The same wall-clock time, calendar months later (or earlier with a negative count), on the calendar of
 * the zone: 28/02 22:00 in São Paulo minus 12 months is 28/02 22:00 of the year before, whatever the UTC
 * date is then. A time the clocks skip that day keeps the instant's own offset (it lands past the gap).
 */
function addMonthsToInstant(instant: Date, months: number, timeZone: string): Date {
  const wall = toWallTime(instant, timeZone);
  // Wall times have whole minutes: the instant's seconds and milliseconds are carried over as they are.
  const withinMinute = ((instant.getTime() % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  const offset = wallAsUtc(wall.date, wall.minutes) - (instant.getTime() - withinMinute);
  const date = addMonthsToDate(wall.date, months);
  const start =
    fromWallTime(date, wall.minutes, timeZone)?.getTime() ?? wallAsUtc(date, wall.minutes) - offset;
  return new Date(start + withinMinute);
}

/** The list's window around now; months are counted on the calendar of the product's zone (APP_TIME_ZONE). */
export function getAppointmentWindow(
  period: AppointmentPeriod,
  now: Date,
  timeZone: string = publicConfig.timeZone,
): { from: Date; to: Date } {
  const from =
    period === '12m'
      ? addMonthsToInstant(now, -12, timeZone)
      : new Date(now.getTime() - (period === '30d' ? 30 : 7) * DAY_MS);
  return { from, to: addMonthsToInstant(now, AGENDA_HORIZON_MONTHS, timeZone) };
}

export function readAppointmentPeriod(value: unknown): AppointmentPeriod {
  return APPOINTMENT_PERIODS.includes(value as AppointmentPeriod)
    ? (value as AppointmentPeriod)
    : DEFAULT_APPOINTMENT_PERIOD;
}

/** Free hours are fetched for the next month (spec 2 §9): today to the same day next month, in the zone. */
export function getBookingRange(today: string): { from: string; to: string } {
  return { from: today, to: addMonthsToDate(today, 1) };
}

/** The wire date_time of a chosen date and hour: wall time of the product's zone, no offset. */
export function joinDateAndHour(isoDate: string, hour: string): string {
  return `${isoDate}T${hour}:00`;
}
