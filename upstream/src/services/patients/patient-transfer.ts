// A patient follows one nutritionist at a time. When she accepts another's invitation, the follow-up with
// the former one ends: her future appointments with the patient are cancelled through the usual cancel
// path (the patient hears of each as of any cancellation), the former nutritionist is told, and from then
// on she reaches nothing of the patient (the care checks read the link, which now names the new one). The
// plans she wrote stay in the patient's history, for the new nutritionist to read.
import { and, eq, gt } from 'drizzle-orm';
import type { Appointment } from '@/lib/api/contract';
import { toZonedDate } from '@/lib/rules/zoned-date';
import { formatClockTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../../db/client';
import { appointments, users } from '../../db/schema';
import { createNotification } from '../accounts/notifications';
import { recordAppointmentChange } from '../agenda/appointment-notices';
import { updateAppointment } from '../agenda/appointments';
import type { AgendaSettings } from '../agenda/week-availability';
import { enqueueMail } from '../mail-jobs';

export interface EndedFollowUp {
  formerNutritionistId: number;
  patientName: string;
  canceled: Appointment[];
}

/**
 * Inside the acceptance's transaction, before the patient is linked to the new nutritionist: cancels the
 * former one's appointments with the patient that have not begun and notifies her.
 */
export async function endFollowUp(
  tx: Db,
  input: {
    formerNutritionistId: number;
    patient: { id: number; name: string; photoUrl: string | null };
    settings: AgendaSettings & { APPOINTMENT_REMINDER_HOURS: number };
    now: Date;
  },
): Promise<EndedFollowUp> {
  const { formerNutritionistId, patient, settings, now } = input;
  const upcoming = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.nutritionistId, formerNutritionistId),
        eq(appointments.patientId, patient.id),
        eq(appointments.status, 'CONFIRMED'),
        gt(appointments.startDateTime, now),
      ),
    )
    .orderBy(appointments.startDateTime);
  const canceled: Appointment[] = [];
  for (const row of upcoming) {
    const appointment = await updateAppointment(tx, row, { status: 'CANCELED' }, settings, now);
    await recordAppointmentChange(tx, settings, appointment, 'CANCELED', now);
    canceled.push(appointment);
  }
  await createNotification(tx, {
    receiverId: formerNutritionistId,
    code: 'PATIENT_CONNECTION_ENDED',
    createdAt: now,
    // No patient_id: she can no longer open the patient.
    metadata: {
      patient_name: patient.name,
      patient_photo_url: patient.photoUrl ?? '',
      date: toZonedDate(now, settings.APP_TIME_ZONE),
      canceled_appointments: String(canceled.length),
    },
  });
  return { formerNutritionistId, patientName: patient.name, canceled };
}

function describeAppointment(appointment: Appointment, timeZone: string): string {
  const start = toWallTime(new Date(appointment.start_date_time), timeZone);
  const end = toWallTime(new Date(appointment.end_date_time), timeZone);
  const [year, month, day] = start.date.split('-');
  const type = appointment.type === 'ONLINE' ? 'Online' : 'Presencial';
  return `- ${day}/${month}/${year}, das ${formatClockTime(start.minutes)} às ${formatClockTime(end.minutes)} (${type})`;
}

function writeEndedFollowUpMail(nutritionistName: string, ended: EndedFollowUp, timeZone: string) {
  const lines = [
    `Olá, ${nutritionistName}.`,
    '',
    `${ended.patientName} aceitou o convite de outro(a) nutricionista e encerrou o acompanhamento com você.`,
    'Os registros e as consultas dessa pessoa não aparecem mais para você no portal.',
  ];
  if (ended.canceled.length > 0) {
    lines.push(
      '',
      `${ended.canceled.length === 1 ? 'Esta consulta futura foi desmarcada' : 'Estas consultas futuras foram desmarcadas'}, e ${ended.patientName} foi avisado(a):`,
      ...ended.canceled.map((appointment) => describeAppointment(appointment, timeZone)),
    );
  }
  return {
    subject: `${ended.patientName} encerrou o acompanhamento nutricional com você`,
    text: lines.join('\n'),
  };
}

/**
 * Inside the acceptance's transaction, after endFollowUp: records the former nutritionist's e-mail listing
 * the cancelled appointments (the patient's notices were recorded with each cancellation).
 */
export async function recordEndedFollowUpMail(
  tx: Db,
  ended: EndedFollowUp,
  settings: { APP_TIME_ZONE: string },
  now: Date,
): Promise<void> {
  const [former] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, ended.formerNutritionistId));
  if (!former?.email) return;
  await enqueueMail(
    tx,
    { to: former.email, ...writeEndedFollowUpMail(former.name, ended, settings.APP_TIME_ZONE) },
    now,
  );
}
