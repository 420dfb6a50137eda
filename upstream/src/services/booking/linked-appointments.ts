// An appointment as its e-mailed links show it to its patient, without an account: when and how, whom
// with and where, and whether she confirmed she will come. Nothing else of the agenda or the record.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LinkedAppointment, ManagedAppointment } from '@/lib/api/contract';
import { getChangeDeadline } from '@/lib/rules/booking-settings';
import type { Db } from '../../db/client';
import { addresses, appointments, avatarPhotos, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toAddress } from '../accounts/addresses';
import { readNoticeHours } from './booking-settings';

const patients = alias(users, 'patient');
const nutritionists = alias(users, 'nutritionist');

export async function getLinkedAppointment(db: Db, appointmentId: number): Promise<LinkedAppointment> {
  const [row] = await db
    .select({
      appointment: appointments,
      patientName: patients.name,
      nutritionistName: nutritionists.name,
      photoUrl: avatarPhotos.url,
      address: addresses,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(nutritionists, eq(nutritionists.id, appointments.nutritionistId))
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, nutritionists.avatarPhotoId))
    .leftJoin(addresses, eq(addresses.userId, appointments.nutritionistId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw notFound('Consulta');
  const { appointment } = row;
  return {
    status: appointment.status,
    type: appointment.type,
    start_date_time: appointment.startDateTime.toISOString(),
    end_date_time: appointment.endDateTime.toISOString(),
    attendance_confirmed_at: appointment.attendanceConfirmedAt?.toISOString() ?? null,
    patient_name: row.patientName,
    nutritionist: {
      name: row.nutritionistName,
      photo_url: row.photoUrl,
      address: row.address && appointment.type === 'ON_SITE' ? toAddress(row.address) : null,
    },
  };
}

/** The appointment and until when its patient may still cancel or move it herself (her nutritionist's rule). */
export async function getManagedAppointment(
  db: Db,
  appointment: { id: number; nutritionistId: number },
  now: Date,
): Promise<ManagedAppointment> {
  const [linked, noticeHours] = await Promise.all([
    getLinkedAppointment(db, appointment.id),
    readNoticeHours(db, appointment.nutritionistId),
  ]);
  const deadline = getChangeDeadline(new Date(linked.start_date_time), noticeHours);
  return {
    ...linked,
    notice_hours: noticeHours,
    change_deadline: deadline.toISOString(),
    can_change: linked.status === 'CONFIRMED' && now <= deadline,
  };
}
