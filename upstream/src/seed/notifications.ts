// A few notifications for nutri@nutri.test, so the bell has read and unread items to show.
import type { Db } from '@/upstream/src/db/client';
import { notifications } from '@/upstream/src/db/schema';
import { findSeededPatientOrThrow, type SeededAccounts } from './accounts';
import type { SeededAppointment } from './agenda';
import type { SeededAvatar } from './avatars';
import { toZonedDate } from './calendar';

type NotificationRow = typeof notifications.$inferInsert;

const HOUR_MS = 60 * 60 * 1000;

export async function seedNotifications(
  db: Db,
  context: {
    accounts: SeededAccounts;
    appointments: SeededAppointment[];
    avatars: Map<string, SeededAvatar>;
    now: Date;
  },
): Promise<void> {
  const { accounts, appointments, avatars, now } = context;
  const receiverId = accounts.nutritionistIds.nutri;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  const describeEvent = (email: string, eventAt: Date) => {
    const { id, person } = findSeededPatientOrThrow(accounts, email);
    const photoUrl = person.avatar ? (avatars.get(person.avatar)?.url ?? '') : '';
    return [
      { key: 'patient_id', value: String(id) },
      { key: 'patient_name', value: person.name },
      { key: 'patient_photo_url', value: photoUrl },
      // The event's calendar date (YYYY-MM-DD) in São Paulo, the day the notification text names.
      { key: 'date', value: toZonedDate(eventAt) },
    ];
  };
  const appointmentStart = (email: string, status: SeededAppointment['status']) => {
    const { id } = findSeededPatientOrThrow(accounts, email);
    const appointment = appointments.find((item) => item.patientId === id && item.status === status);
    if (!appointment) throw new Error(`No ${status} appointment for ${email}`);
    return appointment.startDateTime;
  };

  const newPatient = 'larissa.araujo@nutri.test';
  const connectedAt = hoursAgo(findSeededPatientOrThrow(accounts, newPatient).person.connectedDaysAgo * 24);
  const rows: NotificationRow[] = [
    {
      receiverId,
      code: 'PATIENT_CONNECTION_ACCEPTED',
      status: 'UNREAD',
      metadata: describeEvent(newPatient, connectedAt),
      createdAt: connectedAt,
    },
    {
      receiverId,
      code: 'APPOINTMENT_REFUSED',
      status: 'UNREAD',
      metadata: describeEvent(
        'juliana.martins@nutri.test',
        appointmentStart('juliana.martins@nutri.test', 'CANCELED'),
      ),
      createdAt: hoursAgo(5),
    },
    {
      receiverId,
      code: 'APPOINTMENT_CONFIRMED',
      status: 'READ',
      metadata: describeEvent('paciente@nutri.test', appointmentStart('paciente@nutri.test', 'CONFIRMED')),
      createdAt: hoursAgo(26),
    },
  ];
  await db.insert(notifications).values(rows);
}
