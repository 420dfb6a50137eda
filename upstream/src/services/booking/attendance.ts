// 'Confirmar presença' from the reminder: the patient says she will come, the agenda shows it
// (attendance_confirmed_at) and the nutritionist is notified once. Answering again changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { LinkedAppointment } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AppointmentRow } from '../agenda/appointments';
import { getAppointmentOrThrow } from '../agenda/appointments';
import { getLinkedAppointment } from './linked-appointments';
import { recordNutritionistNotice } from './nutritionist-notices';

export async function confirmAttendance(
  db: Db,
  appointment: AppointmentRow,
  now: Date,
): Promise<LinkedAppointment> {
  if (appointment.status === 'CANCELED') {
    throw new ApiError(409, 'APPOINTMENT_CANCELED', 'Esta consulta foi desmarcada.');
  }
  if (appointment.status !== 'CONFIRMED') {
    throw new ApiError(409, 'APPOINTMENT_OUTCOME_RECORDED', 'O resultado desta consulta já foi registrado.');
  }
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(appointments)
      .set({ attendanceConfirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(appointments.id, appointment.id),
          eq(appointments.status, 'CONFIRMED'),
          isNull(appointments.attendanceConfirmedAt),
        ),
      )
      .returning({ id: appointments.id });
    // Already confirmed (or cancelled this instant): nothing new to tell her.
    if (!confirmed) return;
    await recordNutritionistNotice(
      tx,
      { kind: 'ATTENDANCE', appointment: await getAppointmentOrThrow(tx, appointment.id) },
      now,
    );
  });
  return getLinkedAppointment(db, appointment.id);
}
