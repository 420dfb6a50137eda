// A confirmed hold (or an accepted request) becomes an appointment of the patient's record, in the agenda's
// own way: the free-slot check and the overlap constraint of createAppointment, and the patient's notice
// (with the link that manages it) recorded with it.
import { eq } from 'drizzle-orm';
import type { Appointment } from '@/lib/api/contract';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookingHolds } from '../../db/schema';
import { recordAppointmentChange } from '../agenda/appointment-notices';
import { createAppointment } from '../agenda/appointments';
import type { BookingHoldRow } from './booking-holds';
import { findOrCreateBookingPatient } from './booking-patient';

export async function bookHold(
  tx: Db,
  hold: BookingHoldRow,
  config: ApiConfig,
  now: Date,
): Promise<Appointment> {
  const patientId = await findOrCreateBookingPatient(tx, hold, now);
  const appointment = await createAppointment(
    tx,
    {
      type: hold.type,
      date_time: hold.startDateTime.toISOString(),
      nutritionist_id: hold.nutritionistId,
      patient_id: patientId,
    },
    config,
    now,
  );
  await tx
    .update(bookingHolds)
    .set({ status: 'BOOKED', appointmentId: appointment.id, decidedAt: now })
    .where(eq(bookingHolds.id, hold.id));
  await recordAppointmentChange(tx, config, appointment, 'BOOKED', now);
  return appointment;
}
