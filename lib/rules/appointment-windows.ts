// The appointment list's period filter (spec 2 §9): from = now minus 12 months, 30 days or 7 days;
// to = now plus 1 year. 30 days is the default.

export const APPOINTMENT_PERIODS = ['12m', '30d', '7d'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];
export const DEFAULT_APPOINTMENT_PERIOD: AppointmentPeriod = '30d';

/** Page size of the appointment list (spec 2 §9). */
export const APPOINTMENTS_PAGE_SIZE = 8;
/** Page size of the patient chooser when booking (spec 2 §9). */
export const BOOKING_PATIENTS_PAGE_SIZE = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar months back, keeping the day when the target month has it (31 March → 28/29 February). */
function subtractMonths(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function getAppointmentWindow(period: AppointmentPeriod, now: Date): { from: Date; to: Date } {
  const from =
    period === '12m'
      ? subtractMonths(now, 12)
      : new Date(now.getTime() - (period === '30d' ? 30 : 7) * DAY_MS);
  return { from, to: subtractMonths(now, -12) };
}

export function readAppointmentPeriod(value: unknown): AppointmentPeriod {
  return APPOINTMENT_PERIODS.includes(value as AppointmentPeriod)
    ? (value as AppointmentPeriod)
    : DEFAULT_APPOINTMENT_PERIOD;
}

/** Free hours are fetched for the next month (spec 2 §9): today to the same day next month, in the zone. */
export function getBookingRange(today: string): { from: string; to: string } {
  const [year, month, day] = today.split('-').map(Number);
  const target = new Date(Date.UTC(year ?? 0, month ?? 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day ?? 1, lastDay));
  return { from: today, to: target.toISOString().slice(0, 10) };
}

/** The end of a consultation shown read-only when rescheduling: 'HH:MM' plus the duration. */
export function addMinutesToClock(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The wire date_time of a chosen date and hour: wall time of the product's zone, no offset. */
export function joinDateAndHour(isoDate: string, hour: string): string {
  return `${isoDate}T${hour}:00`;
}
