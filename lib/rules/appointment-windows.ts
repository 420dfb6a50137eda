// The appointment list's period filter. The specification reached back (now minus 12 months, 30 days or 7
// days, to a year ahead); an agenda is run forward, so each period is the next days of the product's zone,
// today included: '7 dias' is today and the six days after it, '30 dias' thirty days, '12 meses' up to the
// same day twelve months on. 30 days is the default. Days and months are calendar days of the zone.
import { publicConfig } from '@/lib/config/public';
import { addDaysToDate, addMonthsToDate } from './calendar';
import { fromWallTime, toWallTime } from './zoned-time';

export const APPOINTMENT_PERIODS = ['12m', '30d', '7d'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];
export const DEFAULT_APPOINTMENT_PERIOD: AppointmentPeriod = '30d';

/** Page size of the appointment list (spec 2 §9). */
export const APPOINTMENTS_PAGE_SIZE = 8;
/** Page size of the patient chooser when booking (spec 2 §9). */
export const BOOKING_PATIENTS_PAGE_SIZE = 4;

const MINUTES_IN_DAY = 24 * 60;

/**
 * The first instant of a calendar day in the zone: its midnight, or, where the clocks skip midnight that
 * day, the first minute they show.
 */
export function getStartOfDay(date: string, timeZone: string = publicConfig.timeZone): Date {
  for (let minutes = 0; minutes < MINUTES_IN_DAY; minutes += 15) {
    const start = fromWallTime(date, minutes, timeZone);
    if (start) return start;
  }
  // Unreachable for a real zone (no day is skipped whole); the day as if it were UTC.
  return new Date(`${date}T00:00:00Z`);
}

/** The last day a period covers, counted from today in the zone. */
function getPeriodEndDate(period: AppointmentPeriod, today: string): string {
  if (period === '12m') return addDaysToDate(addMonthsToDate(today, 12), -1);
  return addDaysToDate(today, (period === '30d' ? 30 : 7) - 1);
}

/**
 * The list's window: from the start of today to the end of the period's last day (`to` is the next day's
 * start, the API's bound being exclusive), on the calendar of the product's zone (APP_TIME_ZONE).
 */
export function getAppointmentWindow(
  period: AppointmentPeriod,
  now: Date,
  timeZone: string = publicConfig.timeZone,
): { from: Date; to: Date } {
  const today = toWallTime(now, timeZone).date;
  const last = getPeriodEndDate(period, today);
  return { from: getStartOfDay(today, timeZone), to: getStartOfDay(addDaysToDate(last, 1), timeZone) };
}

/** Today in the product's zone, from its first instant to the next day's: the home's list of the day. */
export function getTodayWindow(
  now: Date,
  timeZone: string = publicConfig.timeZone,
): { from: Date; to: Date } {
  const today = toWallTime(now, timeZone).date;
  return { from: getStartOfDay(today, timeZone), to: getStartOfDay(addDaysToDate(today, 1), timeZone) };
}

/** A patient's record lists her consultations to come (today's included) or those before today. */
export const RECORD_APPOINTMENT_VIEWS = ['upcoming', 'past'] as const;
export type RecordAppointmentView = (typeof RECORD_APPOINTMENT_VIEWS)[number];

export function readRecordAppointmentView(value: unknown): RecordAppointmentView {
  return value === 'past' ? 'past' : 'upcoming';
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
