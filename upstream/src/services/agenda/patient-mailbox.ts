// Where an appointment's patient is written to: her record's e-mail; or, for a record an online booking
// opened without one (the e-mail was already someone else's, services/booking/booking-patient.ts), the
// e-mail that booking was confirmed from, which only the visitor who booked reads.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingHolds, users } from '../../db/schema';

export async function findPatientMailbox(
  db: Db,
  appointment: { id: number; patient_id: number },
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email, bookedFrom: bookingHolds.email })
    .from(users)
    .leftJoin(bookingHolds, eq(bookingHolds.appointmentId, appointment.id))
    .where(eq(users.id, appointment.patient_id))
    .limit(1);
  const email = row?.email ?? row?.bookedFrom;
  return row && email ? { name: row.name, email } : undefined;
}
