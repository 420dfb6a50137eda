// What the nutritionist hears when a visitor or her patient acts from an e-mailed link or her booking page,
// as the patient hears of her own changes (agenda/appointment-notices.ts): a notification on her bell and
// an e-mail carrying the appointment's iCalendar event, so her calendar follows; a request waiting for her
// answer and a 'Confirmar presença' are a notification (and the request an e-mail) without an event. The
// change's transaction records the job; the worker writes them after the answer, surviving restarts.
import { eq } from 'drizzle-orm';
import type { Appointment, NotificationCode } from '@/lib/api/contract';
import { formatClockTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../../db/client';
import { appointments, users } from '../../db/schema';
import { enqueueJob, finishJob, type JobRow } from '../../infra/jobs';
import type { Mail } from '../../infra/mail';
import { createNotification } from '../accounts/notifications';
import { buildAppointmentCalendar } from '../agenda/appointment-calendar';
import { type AppointmentNoticeDeps, describeLocation, TYPE_LABELS } from '../agenda/appointment-notices';
import { findPatientMailbox } from '../agenda/patient-mailbox';
import { describeHour } from './booking-mails';

export const NUTRITIONIST_NOTICE_JOB = 'nutritionist-notice';

export type NutritionistNotice =
  | {
      kind: 'BOOKED' | 'CANCELED' | 'RESCHEDULED' | 'ATTENDANCE';
      appointment: Appointment;
      note?: string | null;
    }
  | {
      kind: 'REQUESTED';
      nutritionist_id: number;
      request: { id: number; name: string; type: Appointment['type']; start: string; end: string };
    };

const CODES: Record<NutritionistNotice['kind'], NotificationCode> = {
  BOOKED: 'APPOINTMENT_BOOKED',
  CANCELED: 'APPOINTMENT_CANCELED',
  RESCHEDULED: 'APPOINTMENT_RESCHEDULED',
  ATTENDANCE: 'APPOINTMENT_CONFIRMED',
  REQUESTED: 'BOOKING_REQUESTED',
};

const SUBJECTS = {
  BOOKED: 'Consulta agendada pela sua página',
  CANCELED: 'Consulta desmarcada pelo paciente',
  RESCHEDULED: 'Consulta remarcada pelo paciente',
  REQUESTED: 'Nova solicitação de agendamento',
} as const;

/** Inside the change's transaction: the nutritionist's notice of it, sent after it commits. */
export function recordNutritionistNotice(tx: Db, notice: NutritionistNotice, now: Date): Promise<void> {
  return enqueueJob(tx, { kind: NUTRITIONIST_NOTICE_JOB, payload: { ...notice }, runAt: now });
}

function writeSentence(kind: keyof typeof SUBJECTS, who: string, hour: string): string {
  if (kind === 'BOOKED') return `${who} agendou uma consulta pela sua página de agendamento: ${hour}.`;
  if (kind === 'CANCELED') return `${who} desmarcou a consulta de ${hour}.`;
  if (kind === 'RESCHEDULED') return `${who} remarcou a consulta para ${hour}.`;
  return `${who} pediu um horário pela sua página de agendamento: ${hour}. Aceite ou recuse em 'Solicitações de agendamento', na sua agenda.`;
}

/** Her e-mail of an appointment's change, with its event (organizer: herself; attendee: the patient). */
async function writeAppointmentMail(
  deps: AppointmentNoticeDeps,
  notice: Extract<NutritionistNotice, { appointment: Appointment }>,
  kind: 'BOOKED' | 'CANCELED' | 'RESCHEDULED',
  nutritionist: { name: string; email: string },
): Promise<Mail | undefined> {
  const { appointment } = notice;
  const [patient, [row]] = await Promise.all([
    findPatientMailbox(deps.db, appointment),
    deps.db
      .select({ sequence: appointments.sequence })
      .from(appointments)
      .where(eq(appointments.id, appointment.id)),
  ]);
  if (!patient || !row) return undefined;
  const start = new Date(appointment.start_date_time);
  const end = new Date(appointment.end_date_time);
  const hour = describeHour({ type: appointment.type, start, end, timeZone: deps.config.APP_TIME_ZONE });
  const calendar = buildAppointmentCalendar(
    {
      id: appointment.id,
      start,
      end,
      sequence: row.sequence,
      status: appointment.status,
      summary: `Consulta com ${patient.name}`,
      location: describeLocation(appointment),
      description: `Consulta de nutrição (${TYPE_LABELS[appointment.type]}).`,
      organizer: nutritionist,
      attendee: patient,
    },
    { publicUrl: deps.config.PUBLIC_URL, now: deps.now() },
  );
  return {
    to: nutritionist.email,
    subject: `${SUBJECTS[kind]}: ${hour.date}`,
    text: [
      `Olá, ${nutritionist.name}.`,
      '',
      writeSentence(kind, patient.name, hour.sentence),
      ...(notice.note ? ['', `Observação: ${notice.note}`] : []),
      '',
      kind === 'CANCELED'
        ? 'O convite anexo remove a consulta da sua agenda.'
        : 'O convite anexo coloca a consulta na sua agenda e a mantém atualizada.',
    ].join('\n'),
    calendar: { method: calendar.method, filename: 'consulta.ics', content: calendar.content },
  };
}

/** The job: her notification, and her e-mail as a job of its own, with this job's end in one transaction. */
export async function runNutritionistNotice(
  deps: AppointmentNoticeDeps,
  payload: Record<string, unknown>,
  job: JobRow,
): Promise<void> {
  const notice = payload as unknown as NutritionistNotice;
  const nutritionistId =
    notice.kind === 'REQUESTED' ? notice.nutritionist_id : notice.appointment.nutritionist_id;
  const [nutritionist] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, nutritionistId));
  if (!nutritionist) return;
  const zone = deps.config.APP_TIME_ZONE;
  let metadata: Record<string, string>;
  let mail: Mail | undefined;
  if (notice.kind === 'REQUESTED') {
    const { request } = notice;
    const start = new Date(request.start);
    const wall = toWallTime(start, zone);
    metadata = {
      request_id: String(request.id),
      patient_name: request.name,
      date: wall.date,
      time: formatClockTime(wall.minutes),
    };
    const hour = describeHour({ type: request.type, start, end: new Date(request.end), timeZone: zone });
    mail = nutritionist.email
      ? {
          to: nutritionist.email,
          subject: `${SUBJECTS.REQUESTED}: ${hour.date}`,
          text: [
            `Olá, ${nutritionist.name}.`,
            '',
            writeSentence('REQUESTED', request.name, hour.sentence),
          ].join('\n'),
        }
      : undefined;
  } else {
    const { appointment } = notice;
    const wall = toWallTime(new Date(appointment.start_date_time), zone);
    metadata = {
      appointment_id: String(appointment.id),
      patient_id: String(appointment.patient_id),
      patient_name: appointment.patient.name,
      date: wall.date,
      time: formatClockTime(wall.minutes),
    };
    mail =
      notice.kind !== 'ATTENDANCE' && nutritionist.email
        ? await writeAppointmentMail(deps, notice, notice.kind, {
            ...nutritionist,
            email: nutritionist.email,
          })
        : undefined;
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await createNotification(tx, {
      receiverId: nutritionistId,
      code: CODES[notice.kind],
      metadata,
      createdAt: now,
    });
    if (mail) await enqueueJob(tx, { kind: 'mail', payload: { ...mail }, runAt: now });
    await finishJob(tx, job, now);
  });
}
