import 'server-only';
import { cache } from 'react';
import { publicConfig } from '@/lib/config/public';
import {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentPeriod,
  getAppointmentWindow,
  getTodayWindow,
  type RecordAppointmentView,
} from '@/lib/rules/appointment-windows';
import { addDaysToDate } from '@/lib/rules/calendar';
import { fromWallTime } from '@/lib/rules/zoned-time';
import {
  type Appointment,
  type AppointmentPage,
  appointmentPageSchema,
  appointmentSchema,
} from '../contract';
import { paths } from '../paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';
import { findUserProfile } from './users';

/** One page (1-based) of the nutritionist's agenda within the period's window (the upstream answers only her own). */
export const listAppointments = cache(
  async (
    nutritionistId: number,
    period: AppointmentPeriod,
    page: number,
    now: number,
  ): Promise<AppointmentPage> => {
    const window = getAppointmentWindow(period, new Date(now));
    const query = new URLSearchParams({
      nutritionist_id: String(nutritionistId),
      page: String(page - 1),
      size: String(APPOINTMENTS_PAGE_SIZE),
      from: window.from.toISOString(),
      to: window.to.toISOString(),
    });
    return fetchAsUser(paths.appointments(query), appointmentPageSchema);
  },
);

/** The most a day or week view reads at once: the API's largest page. */
const CALENDAR_READ_SIZE = 100;

/**
 * Her appointments, cancelled ones included, from the start of `from` to the end of `to` (dates of the
 * product's zone, inclusive): what the agenda's day and week views place by time.
 */
export const listAppointmentsBetween = cache(
  async (nutritionistId: number, from: string, to: string): Promise<Appointment[]> => {
    const zone = publicConfig.timeZone;
    // Midnight exists in every zone the product runs in; a skipped one would start the day an hour later.
    const start = fromWallTime(from, 0, zone) ?? fromWallTime(from, 60, zone);
    const end = fromWallTime(addDaysToDate(to, 1), 0, zone) ?? fromWallTime(addDaysToDate(to, 1), 60, zone);
    if (!start || !end) return [];
    const query = new URLSearchParams({
      nutritionist_id: String(nutritionistId),
      page: '0',
      size: String(CALENDAR_READ_SIZE),
      from: start.toISOString(),
      to: end.toISOString(),
    });
    return (await fetchAsUser(paths.appointments(query), appointmentPageSchema)).content;
  },
);

/**
 * The heading's 'N Consultas Agendadas': her CONFIRMED consultations that have not begun, up to the end of
 * the widest period (twelve months ahead, the same for every period). Cancelled ones are not scheduled; nor are
 * past ones: once begun, a consultation awaits its outcome ('Realizada' or 'Faltou'), not the patient.
 */
export const countScheduledAppointments = cache(async (nutritionistId: number, now: number) => {
  const query = new URLSearchParams({
    nutritionist_id: String(nutritionistId),
    status: 'CONFIRMED',
    page: '0',
    size: '1',
    from: new Date(now).toISOString(),
    to: getAppointmentWindow('12m', new Date(now)).to.toISOString(),
  });
  const page = await fetchAsUser(paths.appointments(query), appointmentPageSchema);
  return page.total_elements;
});

/**
 * One page (1-based) of a patient's consultations in the nutritionist's agenda: those to come from the
 * start of today, earliest first, or those before today, latest first.
 */
export const listPatientAppointments = cache(
  async (
    nutritionistId: number,
    patientId: number,
    view: RecordAppointmentView,
    page: number,
    now: number,
  ): Promise<AppointmentPage> => {
    const startOfToday = getTodayWindow(new Date(now)).from.toISOString();
    const query = new URLSearchParams({
      nutritionist_id: String(nutritionistId),
      patient_id: String(patientId),
      page: String(page - 1),
      size: String(APPOINTMENTS_PAGE_SIZE),
      ...(view === 'upcoming' ? { from: startOfToday } : { to: startOfToday, order: 'desc' }),
    });
    return fetchAsUser(paths.appointments(query), appointmentPageSchema);
  },
);

/** Today's page of an agenda: at most this many consultations, more than a day holds. */
const TODAY_PAGE_SIZE = 100;

/** Her consultations of today in the product's zone, cancelled ones included, earliest first. */
export const listTodayAppointments = cache(async (nutritionistId: number, now: number) => {
  const window = getTodayWindow(new Date(now));
  const query = new URLSearchParams({
    nutritionist_id: String(nutritionistId),
    page: '0',
    size: String(TODAY_PAGE_SIZE),
    from: window.from.toISOString(),
    to: window.to.toISOString(),
  });
  const page = await fetchAsUser(paths.appointments(query), appointmentPageSchema);
  return page.content;
});

/** One appointment of the signed-in user's agenda, or null when the upstream says it is not theirs (404). */
export const getAppointment = cache(
  (id: number): Promise<Appointment | null> =>
    orNullWhenMissing(fetchAsUser(paths.appointment(id), appointmentSchema)),
);

/** The patient's personal information shown on the appointment; null when it cannot be read. */
export const getAppointmentPatient = findUserProfile;
