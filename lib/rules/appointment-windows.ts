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
