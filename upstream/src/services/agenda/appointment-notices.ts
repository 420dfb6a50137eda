// What the patient hears of a booking, a cancellation or a move: a notification (the mobile app) and an
// e-mail carrying the iCalendar event; and, before each confirmed appointment, a reminder with the same
// event. A booking's or a move's e-mail carries the link that cancels or moves it (within her rule), and a
// reminder that one and 'Confirmar presença' too (appointment-links.ts). The change's transaction records a
// job (recordAppointmentChange, infra/jobs.ts); the job worker writes the notification and the e-mail later,
// so neither a database hiccup nor a slow or absent mail server turns a saved change into an error the
// nutritionist would retry (and then get a 409 for), and a restart loses nothing.
import { eq } from 'drizzle-orm';
import type { Appointment } from '@/lib/api/contract';
import { formatDateBr } from '@/lib/rules/calendar';
import { formatClockTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../../db/client';
import { appointments, nutritionistDetails, users } from '../../db/schema';
import { enqueueJob, finishJob, type JobRow } from '../../infra/jobs';
import type { Mail, Mailer } from '../../infra/mail';
import { log } from '../../log';
import { createNotification } from '../accounts/notifications';
import { readNoticeHours } from '../booking/booking-settings';
import { buildAttendanceLink, buildManageLink } from '../booking/portal-links';
import { buildAppointmentCalendar } from './appointment-calendar';
import { issueAppointmentLink } from './appointment-links';
import { getAppointmentOrThrow } from './appointments';
import { findPatientMailbox } from './patient-mailbox';

export type AppointmentChange = 'BOOKED' | 'CANCELED' | 'RESCHEDULED';

const SUBJECTS: Record<AppointmentChange | 'REMINDER', string> = {
  BOOKED: 'Consulta agendada',
  CANCELED: 'Consulta desmarcada',
  RESCHEDULED: 'Consulta remarcada',
  REMINDER: 'Lembrete de consulta',
};

/** The kinds of job written here (infra/jobs.ts). */
export const APPOINTMENT_NOTICE_JOB = 'appointment-notice';
export const APPOINTMENT_REMINDER_JOB = 'appointment-reminder';

export const TYPE_LABELS = { ON_SITE: 'Presencial', ONLINE: 'Online' } as const;

export function describeLocation(appointment: Appointment): string {
  if (appointment.type === 'ONLINE') return 'Online';
  const address = appointment.nutritionist_address;
  if (!address) return 'Endereço a definir';
  const complement = address.complement ? ` – ${address.complement}` : '';
  return `${address.street}, ${address.number}${complement}, ${address.neighborhood}, ${address.city} – ${address.state}, ${address.zip_code}`;
}

export interface AppointmentNoticeDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  config: { APP_TIME_ZONE: string; PUBLIC_URL: string; APPOINTMENT_REMINDER_HOURS: number };
}

/**
 * Inside the change's transaction: records the patient's notice of it and, for a confirmed appointment
 * whose reminder time is still ahead, its reminder. A reminder is keyed by appointment and start, so a
 * move schedules one for the new time and the one for the old time finds the start changed and sends
 * nothing; a cancelled appointment's reminder finds it cancelled.
 */
export async function recordAppointmentChange(
  tx: Db,
  settings: { APPOINTMENT_REMINDER_HOURS: number },
  appointment: Appointment,
  change: AppointmentChange,
  now: Date,
): Promise<void> {
  await enqueueJob(tx, { kind: APPOINTMENT_NOTICE_JOB, payload: { appointment, change }, runAt: now });
  if (change === 'CANCELED' || appointment.status !== 'CONFIRMED') return;
  const start = new Date(appointment.start_date_time);
  const remindAt = new Date(start.getTime() - settings.APPOINTMENT_REMINDER_HOURS * 3_600_000);
  // Booked (or moved) within the reminder's hours: the booking's notice has just told the patient.
  if (remindAt <= now) return;
  await enqueueJob(tx, {
    kind: APPOINTMENT_REMINDER_JOB,
    payload: { appointment_id: appointment.id, start_date_time: start.toISOString() },
    runAt: remindAt,
    key: `appointment-reminder:${appointment.id}:${start.toISOString()}`,
  });
}

async function readParties(db: Db, appointment: Appointment) {
  const [patient, [nutritionist], [row]] = await Promise.all([
    findPatientMailbox(db, appointment),
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, appointment.nutritionist_id)),
    db
      .select({ sequence: appointments.sequence })
      .from(appointments)
      .where(eq(appointments.id, appointment.id)),
  ]);
  // A record opened without an e-mail, or a nutritionist somehow without one, gets no mail.
  if (!patient?.email || !nutritionist?.email || !row) return undefined;
  return {
    patient: { name: patient.name, email: patient.email },
    nutritionist: { name: nutritionist.name, email: nutritionist.email },
    sequence: row.sequence,
  };
}

/** The e-mail's links to the portal: cancel or move it herself (within her rule), and 'Confirmar presença'. */
export interface AppointmentMailLinks {
  manage?: { token: string; noticeHours: number };
  attendance?: string;
}

function writeLinkLines(publicUrl: string, links: AppointmentMailLinks): string[] {
  const lines: string[] = [];
  if (links.attendance) {
    lines.push(
      '',
      'Vai comparecer? Confirme sua presença:',
      buildAttendanceLink(publicUrl, links.attendance),
    );
  }
  if (links.manage) {
    const { token, noticeHours } = links.manage;
    const until =
      noticeHours > 0 ? `até ${noticeHours} ${noticeHours === 1 ? 'hora' : 'horas'} antes` : 'até o início';
    lines.push('', `Para desmarcar ou remarcar (${until}):`, buildManageLink(publicUrl, token));
  }
  return lines;
}

/** The patient's e-mail of a change or a reminder, with the appointment's iCalendar event. */
function writeAppointmentMail(
  deps: AppointmentNoticeDeps,
  appointment: Appointment,
  what: AppointmentChange | 'REMINDER',
  parties: NonNullable<Awaited<ReturnType<typeof readParties>>>,
  links: AppointmentMailLinks = {},
): Mail {
  const { patient, nutritionist } = parties;
  const start = new Date(appointment.start_date_time);
  const end = new Date(appointment.end_date_time);
  const wall = toWallTime(start, deps.config.APP_TIME_ZONE);
  const date = formatDateBr(wall.date);
  const time = formatClockTime(wall.minutes);
  const endTime = formatClockTime(toWallTime(end, deps.config.APP_TIME_ZONE).minutes);
  const location = describeLocation(appointment);
  const calendar = buildAppointmentCalendar(
    {
      id: appointment.id,
      start,
      end,
      sequence: parties.sequence,
      status: appointment.status,
      summary: `Consulta com ${nutritionist.name}`,
      location,
      description: `Consulta de nutrição (${TYPE_LABELS[appointment.type]}).`,
      organizer: { name: nutritionist.name, email: nutritionist.email },
      attendee: { name: patient.name, email: patient.email },
    },
    { publicUrl: deps.config.PUBLIC_URL, now: deps.now() },
  );
  const sentence =
    what === 'BOOKED'
      ? `foi agendada para ${date}, das ${time} às ${endTime}`
      : what === 'RESCHEDULED'
        ? `foi remarcada para ${date}, das ${time} às ${endTime}`
        : what === 'REMINDER'
          ? `está marcada para ${date}, das ${time} às ${endTime}`
          : `de ${date}, das ${time} às ${endTime}, foi desmarcada`;
  return {
    to: patient.email,
    subject: `${SUBJECTS[what]}: ${date} às ${time}`,
    text: [
      `Olá, ${patient.name}.`,
      '',
      `${what === 'REMINDER' ? 'Lembrete: sua' : 'Sua'} consulta com ${nutritionist.name} ${sentence}.`,
      `Tipo: ${TYPE_LABELS[appointment.type]}. Local: ${location}.`,
      '',
      what === 'CANCELED'
        ? 'O convite anexo remove a consulta da sua agenda.'
        : 'O convite anexo coloca a consulta na sua agenda e a mantém atualizada.',
      ...writeLinkLines(deps.config.PUBLIC_URL, links),
    ].join('\n'),
    calendar: { method: calendar.method, filename: 'consulta.ics', content: calendar.content },
  };
}

/**
 * The notice job: the notification, then the e-mail as a job of its own (so a refused e-mail is tried
 * again without writing the notification twice), both with this job's end in one transaction.
 */
export async function runAppointmentNotice(
  deps: AppointmentNoticeDeps,
  payload: Record<string, unknown>,
  job: JobRow,
): Promise<void> {
  const appointment = payload.appointment as Appointment;
  const change = payload.change as AppointmentChange;
  const { db } = deps;
  const parties = await readParties(db, appointment);
  if (!parties) return;
  const wall = toWallTime(new Date(appointment.start_date_time), deps.config.APP_TIME_ZONE);
  const now = deps.now();
  // A booking or a move carries the link to cancel or move it; a cancellation has nothing left to manage.
  const manageable = change !== 'CANCELED' && appointment.status === 'CONFIRMED';
  const noticeHours = manageable ? await readNoticeHours(db, appointment.nutritionist_id) : 0;
  await db.transaction(async (tx) => {
    const links: AppointmentMailLinks = manageable
      ? { manage: { token: await issueAppointmentLink(tx, appointment.id, 'MANAGE', now), noticeHours } }
      : {};
    const mail = writeAppointmentMail(deps, appointment, change, parties, links);
    // The notification and the e-mail are independent: one failing does not keep the other from the
    // patient (a savepoint keeps the transaction usable).
    try {
      await tx.transaction((inner) =>
        createNotification(inner, {
          receiverId: appointment.patient_id,
          code: `APPOINTMENT_${change}`,
          metadata: {
            appointment_id: String(appointment.id),
            nutritionist_id: String(appointment.nutritionist_id),
            nutritionist_name: parties.nutritionist.name,
            date: wall.date,
            time: formatClockTime(wall.minutes),
          },
          createdAt: now,
        }),
      );
    } catch (error) {
      log.error({ err: error, appointmentId: appointment.id }, 'appointment notification not written');
    }
    await enqueueJob(tx, { kind: 'mail', payload: { ...mail }, runAt: now });
    await finishJob(tx, job, now);
  });
}

/**
 * The reminder job: sent only if the appointment is still confirmed at the start it was scheduled for,
 * and its nutritionist has not turned reminders off.
 */
export async function runAppointmentReminder(
  deps: AppointmentNoticeDeps,
  payload: Record<string, unknown>,
): Promise<void> {
  const id = Number(payload.appointment_id);
  const [row] = await deps.db
    .select({
      status: appointments.status,
      start: appointments.startDateTime,
      reminders: nutritionistDetails.appointmentReminders,
    })
    .from(appointments)
    .leftJoin(nutritionistDetails, eq(nutritionistDetails.userId, appointments.nutritionistId))
    .where(eq(appointments.id, id));
  if (row?.status !== 'CONFIRMED' || row.reminders === false) return;
  if (row.start.toISOString() !== payload.start_date_time) return;
  const appointment = await getAppointmentOrThrow(deps.db, id);
  const parties = await readParties(deps.db, appointment);
  if (!parties) return;
  // New tokens on each attempt: a retry after a refused e-mail leaves unused ones, which nobody received.
  const now = deps.now();
  const links: AppointmentMailLinks = {
    attendance: await issueAppointmentLink(deps.db, id, 'ATTENDANCE', now),
    manage: {
      token: await issueAppointmentLink(deps.db, id, 'MANAGE', now),
      noticeHours: await readNoticeHours(deps.db, appointment.nutritionist_id),
    },
  };
  await deps.mailer.send(writeAppointmentMail(deps, appointment, 'REMINDER', parties, links));
}
