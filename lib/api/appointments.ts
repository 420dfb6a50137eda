import 'server-only';
import { cache } from 'react';
import { requireSignedIn } from '@/lib/auth/current-user';
import {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentPeriod,
  getAppointmentWindow,
} from '@/lib/rules/appointment-windows';
import {
  type Appointment,
  type AppointmentPage,
  appointmentPageSchema,
  appointmentSchema,
  type UserDetail,
  userDetailSchema,
} from './contract';
import { UpstreamError } from './errors';
import { fetchUpstream } from './upstream';

/** One page (1-based) of the signed-in nutritionist's agenda within the period's window. */
export const listAppointments = cache(
  async (period: AppointmentPeriod, page: number, now: number): Promise<AppointmentPage> => {
    const { user, token } = await requireSignedIn();
    const window = getAppointmentWindow(period, new Date(now));
    const query = new URLSearchParams({
      nutritionist_id: String(user.id),
      page: String(page - 1),
      size: String(APPOINTMENTS_PAGE_SIZE),
      from: window.from.toISOString(),
      to: window.to.toISOString(),
    });
    return fetchUpstream(`/v1/appointments?${query}`, appointmentPageSchema, { token });
  },
);

/** One appointment of the signed-in user's agenda, or null when the upstream says it is not theirs (404). */
export const getAppointment = cache(async (id: number): Promise<Appointment | null> => {
  const { token } = await requireSignedIn();
  try {
    return await fetchUpstream(`/v1/appointments/${id}`, appointmentSchema, { token });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
});

/** The patient's personal information shown on the appointment; null when it cannot be read. */
export const getAppointmentPatient = cache(async (patientId: number): Promise<UserDetail | null> => {
  const { token } = await requireSignedIn();
  try {
    return await fetchUpstream(`/v1/users/${patientId}`, userDetailSchema, { token });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
});
