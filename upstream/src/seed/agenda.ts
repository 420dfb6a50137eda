// The nutritionists' agenda: appointments around today and the weekly hours they take bookings.
import { addDaysToDate } from '@/lib/rules/calendar';
import type { Db } from '@/upstream/src/db/client';
import { appointments, bookingSettings, weekAvailability } from '@/upstream/src/db/schema';
import { findSeededPatientOrThrow, type SeededAccounts } from './accounts';
import { atZonedTime } from './calendar';

type AppointmentRow = typeof appointments.$inferInsert;
type Weekday = (typeof weekAvailability.$inferInsert)['dayOfWeek'];

// The specification's appointment length.
const APPOINTMENT_MINUTES = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoAppointment {
  nutritionist: 'nutri' | 'nutri2';
  patientEmail: string;
  /** Days from today; negative is in the past. */
  inDays: number;
  time: string;
  type: AppointmentRow['type'];
  status: AppointmentRow['status'];
}

// Relative to today: confirmed ones ahead (tomorrow, in two and in nine days), one cancelled, and three
// already past: one recorded as 'Realizada' and two still only confirmed, which await their outcome.
const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  book('nutri', 'pedro.almeida@nutri.test', 1, '14:00', 'ONLINE', 'CONFIRMED'),
  book('nutri', 'paciente@nutri.test', 2, '10:00', 'ON_SITE', 'CONFIRMED'),
  book('nutri', 'juliana.martins@nutri.test', 4, '09:00', 'ONLINE', 'CANCELED'),
  book('nutri', 'fernanda.ribeiro@nutri.test', 9, '08:00', 'ON_SITE', 'CONFIRMED'),
  book('nutri', 'lucas.oliveira@nutri.test', -7, '15:00', 'ON_SITE', 'CONFIRMED'),
  book('nutri', 'gabriel.carvalho@nutri.test', -14, '10:00', 'ONLINE', 'COMPLETED'),
  book('nutri', 'mariana.gomes@nutri.test', -30, '11:00', 'ONLINE', 'CONFIRMED'),
  book('nutri2', 'carolina.mendes@nutri.test', 3, '16:00', 'ONLINE', 'CONFIRMED'),
];

const WEEK_HOURS: Readonly<Record<'nutri' | 'nutri2', { days: Weekday[]; periods: [string, string][] }>> = {
  nutri: {
    days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    periods: [
      ['08:00', '12:00'],
      ['14:00', '18:00'],
    ],
  },
  nutri2: { days: ['TUESDAY', 'THURSDAY'], periods: [['09:00', '17:00']] },
};

export interface SeededAppointment {
  patientId: number;
  startDateTime: Date;
  status: AppointmentRow['status'];
}

export async function seedAgenda(
  db: Db,
  accounts: SeededAccounts,
  today: string,
  now: Date,
): Promise<SeededAppointment[]> {
  const rows = DEMO_APPOINTMENTS.map((appointment) => {
    const patient = findSeededPatientOrThrow(accounts, appointment.patientEmail);
    const startDateTime = atZonedTime(addDaysToDate(today, appointment.inDays), appointment.time);
    const endDateTime = new Date(startDateTime.getTime() + APPOINTMENT_MINUTES * 60 * 1000);
    // Booked a couple of weeks ahead, cancellations happen after booking, outcomes at the end.
    const createdAt = new Date(Math.min(now.getTime(), startDateTime.getTime()) - 14 * DAY_MS);
    const updatedAt =
      appointment.status === 'CANCELED'
        ? new Date(now.getTime() - 5 * 60 * 60 * 1000)
        : appointment.status === 'CONFIRMED'
          ? createdAt
          : endDateTime;
    return {
      nutritionistId: accounts.nutritionistIds[appointment.nutritionist],
      patientId: patient.id,
      type: appointment.type,
      status: appointment.status,
      startDateTime,
      endDateTime,
      createdAt,
      updatedAt,
    };
  });
  await db.insert(appointments).values(rows);
  await db.insert(weekAvailability).values(
    Object.entries(WEEK_HOURS).flatMap(([key, { days, periods }]) =>
      days.flatMap((dayOfWeek) =>
        periods.map(([from, to]) => ({
          nutritionistId: accounts.nutritionistIds[key as 'nutri' | 'nutri2'],
          dayOfWeek,
          from,
          to,
        })),
      ),
    ),
  );
  // The first demo nutritionist's public booking page is on (/agendar/camila-rocha), as a practice would have it.
  await db.insert(bookingSettings).values({
    nutritionistId: accounts.nutritionistIds.nutri,
    slug: DEMO_BOOKING_LINK,
    enabled: true,
  });
  return rows.map(({ patientId, startDateTime, status }) => ({ patientId, startDateTime, status }));
}

/** The demo booking page's link: its agenda's hours, shown to visitors. */
export const DEMO_BOOKING_LINK = 'camila-rocha';

function book(
  nutritionist: DemoAppointment['nutritionist'],
  patientEmail: string,
  inDays: number,
  time: string,
  type: DemoAppointment['type'],
  status: DemoAppointment['status'],
): DemoAppointment {
  return { nutritionist, patientEmail, inDays, time, type, status };
}
