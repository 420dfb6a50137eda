import 'server-only';
import { cache } from 'react';
import {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentPeriod,
  getAppointmentWindow,
} from '@/lib/rules/appointment-windows';
import { type Appointment, type AppointmentPage, appointmentPageSchema, appointmentSchema } from './contract';
import { paths } from './paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';
import { findUserDetail } from './users';

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

/** One appointment of the signed-in user's agenda, or null when the upstream says it is not theirs (404). */
export const getAppointment = cache(
  (id: number): Promise<Appointment | null> =>
    orNullWhenMissing(fetchAsUser(paths.appointment(id), appointmentSchema)),
);

/** The patient's personal information shown on the appointment; null when it cannot be read. */
export const getAppointmentPatient = findUserDetail;
