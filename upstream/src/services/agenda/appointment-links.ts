// The e-mailed links of an appointment: MANAGE (cancel or move it, /agendamento/{token}) and ATTENDANCE
// ('Confirmar presença', /agendamento/{token}/presenca). Each token does its one thing for its one
// appointment, and works until the appointment ends, wherever it was moved meanwhile. A new token is made
// for each e-mail (only its hash is kept, so an old one cannot be sent again); older ones keep working.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentLinks, appointments } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { createLinkToken, hashLinkToken } from '../booking/booking-secrets';
import type { AppointmentRow } from './appointments';

export type AppointmentLinkPurpose = (typeof appointmentLinks.$inferSelect)['purpose'];

/** A new token for the appointment, to put in an e-mail now. */
export async function issueAppointmentLink(
  db: Db,
  appointmentId: number,
  purpose: AppointmentLinkPurpose,
  now: Date,
): Promise<string> {
  const token = createLinkToken();
  await db
    .insert(appointmentLinks)
    .values({ appointmentId, purpose, tokenHash: hashLinkToken(token), createdAt: now });
  return token;
}

/**
 * The appointment a link of this purpose names. An unknown token, or one of the other purpose, is 404; one
 * whose appointment has ended is 410, as every link of it is then.
 */
export async function findLinkedAppointmentOrThrow(
  db: Db,
  token: string,
  purpose: AppointmentLinkPurpose,
  now: Date,
): Promise<AppointmentRow> {
  const [row] = await db
    .select({ appointment: appointments })
    .from(appointmentLinks)
    .innerJoin(appointments, eq(appointments.id, appointmentLinks.appointmentId))
    .where(and(eq(appointmentLinks.tokenHash, hashLinkToken(token)), eq(appointmentLinks.purpose, purpose)));
  if (!row) throw notFound('Link');
  if (row.appointment.endDateTime <= now) {
    throw new ApiError(410, 'APPOINTMENT_LINK_EXPIRED', 'Este link expirou: a consulta já passou.');
  }
  return row.appointment;
}
