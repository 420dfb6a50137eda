// What the patient hears of a booking, a cancellation or a move: a notification (the mobile app) and an
// e-mail carrying the iCalendar event. Both are side effects of a change already committed: they run
// after the answer (announceAppointmentChange), so neither a database hiccup nor a slow or absent mail
// server turns a saved change into an error the nutritionist would retry (and then get a 409 for). A mail
// server that refuses for a moment gets the e-mail again later (services/mail-retry).
import { eq } from 'drizzle-orm';
import type { Appointment } from '@/lib/api/contract';
import { formatDateBr } from '@/lib/rules/calendar';
import { formatClockTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../db/client';
import { appointments, users } from '../db/schema';
import { buildAppointmentCalendar } from './appointment-calendar';
import type { BackgroundTasks } from './background';
import type { Mailer } from './mail';
import { retryingMailer } from './mail-retry';
import { createNotification } from './notifications';

export type AppointmentChange = 'BOOKED' | 'CANCELED' | 'RESCHEDULED';

const SUBJECTS: Record<AppointmentChange, string> = {
  BOOKED: 'Consulta agendada',
  CANCELED: 'Consulta desmarcada',
  RESCHEDULED: 'Consulta remarcada',
};

const TYPE_LABELS = { ON_SITE: 'Presencial', ONLINE: 'Online' } as const;

function describeLocation(appointment: Appointment): string {
  if (appointment.type === 'ONLINE') return 'Online';
  const address = appointment.nutritionist_address;
  if (!address) return 'Endereço a definir';
  const complement = address.complement ? ` – ${address.complement}` : '';
  return `${address.street}, ${address.number}${complement}, ${address.neighborhood}, ${address.city} – ${address.state}, ${address.zip_code}`;
}

async function sendQuietly(mailer: Mailer, mail: Parameters<Mailer['send']>[0]) {
  try {
    await mailer.send(mail);
  } catch (error) {
    console.error('appointment e-mail not sent:', error);
  }
}

export interface AppointmentNoticeDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  config: { APP_TIME_ZONE: string; PUBLIC_URL: string; MAIL_RETRY_DELAYS_MS: readonly number[] };
}

/**
 * Tells the patient of a committed change after the answer is sent: the caller does not wait for the
 * reads, the notification or the e-mail, and a failure of any of them is logged, never answered.
 */
export function announceAppointmentChange(
  deps: AppointmentNoticeDeps & { background: BackgroundTasks },
  appointment: Appointment,
  change: AppointmentChange,
): void {
  deps.background.run(`appointment ${change.toLowerCase()} notice #${appointment.id}`, (signal) =>
    notifyAppointmentChange(
      { ...deps, mailer: retryingMailer(deps.mailer, deps.config.MAIL_RETRY_DELAYS_MS, signal) },
      appointment,
      change,
    ),
  );
}

export async function notifyAppointmentChange(
  deps: AppointmentNoticeDeps,
  appointment: Appointment,
  change: AppointmentChange,
): Promise<void> {
  const { db } = deps;
  const [[patient], [nutritionist], [row]] = await Promise.all([
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, appointment.patient_id)),
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, appointment.nutritionist_id)),
    db
      .select({ sequence: appointments.sequence })
      .from(appointments)
      .where(eq(appointments.id, appointment.id)),
  ]);
  if (!patient || !nutritionist || !row) return;
  const start = new Date(appointment.start_date_time);
  const end = new Date(appointment.end_date_time);
  const wall = toWallTime(start, deps.config.APP_TIME_ZONE);
  const date = formatDateBr(wall.date);
  const time = formatClockTime(wall.minutes);
  const endTime = formatClockTime(toWallTime(end, deps.config.APP_TIME_ZONE).minutes);
  const location = describeLocation(appointment);
  const now = deps.now();

  // The notification and the e-mail are independent: one failing does not keep the other from the patient.
  try {
    await createNotification(db, {
      receiverId: appointment.patient_id,
      code: `APPOINTMENT_${change}`,
      metadata: {
        appointment_id: String(appointment.id),
        nutritionist_id: String(appointment.nutritionist_id),
        nutritionist_name: nutritionist.name,
        date: wall.date,
        time,
      },
      createdAt: now,
    });
  } catch (error) {
    console.error(`appointment notification not written (appointment ${appointment.id}):`, error);
  }

  const calendar = buildAppointmentCalendar(
    {
      id: appointment.id,
      start,
      end,
      sequence: row.sequence,
      status: appointment.status,
      summary: `Consulta com ${nutritionist.name}`,
      location,
      description: `Consulta de nutrição (${TYPE_LABELS[appointment.type]}).`,
      organizer: { name: nutritionist.name, email: nutritionist.email },
      attendee: { name: patient.name, email: patient.email },
    },
    { publicUrl: deps.config.PUBLIC_URL, now },
  );
  const what =
    change === 'BOOKED'
      ? `foi agendada para ${date}, das ${time} às ${endTime}`
      : change === 'RESCHEDULED'
        ? `foi remarcada para ${date}, das ${time} às ${endTime}`
        : `de ${date}, das ${time} às ${endTime}, foi desmarcada`;
  await sendQuietly(deps.mailer, {
    to: patient.email,
    subject: `${SUBJECTS[change]}: ${date} às ${time}`,
    text: [
      `Olá, ${patient.name}.`,
      '',
      `Sua consulta com ${nutritionist.name} ${what}.`,
      `Tipo: ${TYPE_LABELS[appointment.type]}. Local: ${location}.`,
      '',
      change === 'CANCELED'
        ? 'O convite anexo remove a consulta da sua agenda.'
        : 'O convite anexo coloca a consulta na sua agenda e a mantém atualizada.',
    ].join('\n'),
    calendar: { method: calendar.method, filename: 'consulta.ics', content: calendar.content },
  });
}
