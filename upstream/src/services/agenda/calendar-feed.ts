// The nutritionist's private calendar feed: a long random secret in a URL any calendar app can subscribe
// to. Only its SHA-256 is stored; renewing replaces it, so an old link stops working at once.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../../db/client';
import { addresses, appointments, calendarFeeds, users } from '../../db/schema';
import { isAppointmentPatientFollowed } from '../patients/patients';
import { appointmentUid } from './appointment-calendar';

/** How far back the feed reaches; older consultations are history, not agenda. */
const FEED_PAST_DAYS = 90;
const FEED_MAX_EVENTS = 2000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret for the nutritionist's feed (256 random bits); the previous one stops working. */
export async function renewCalendarFeed(db: Db, nutritionistId: number, now: Date): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const secretHash = hashSecret(secret);
  await db
    .insert(calendarFeeds)
    .values({ nutritionistId, secretHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.nutritionistId, set: { secretHash, createdAt: now } });
  return secret;
}

export async function findFeedOwner(db: Db, secret: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: calendarFeeds.nutritionistId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashSecret(secret)));
  return row?.id;
}

const patients = alias(users, 'patient');

/** The consultations not cancelled from 90 days ago on, as one calendar (METHOD PUBLISH). */
export async function buildCalendarFeed(
  db: Db,
  nutritionistId: number,
  options: { publicUrl: string; now: Date },
): Promise<string> {
  const since = new Date(options.now.getTime() - FEED_PAST_DAYS * 24 * 3_600_000);
  const rows = await db
    .select({ appointment: appointments, patientName: patients.name, address: addresses })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(addresses, eq(addresses.userId, appointments.nutritionistId))
    .where(
      and(
        eq(appointments.nutritionistId, nutritionistId),
        // A consultation with an outcome (COMPLETED, NO_SHOW) happened in her day: it stays.
        ne(appointments.status, 'CANCELED'),
        gte(appointments.startDateTime, since),
        isAppointmentPatientFollowed(),
      ),
    )
    .orderBy(asc(appointments.startDateTime))
    .limit(FEED_MAX_EVENTS);
  const calendar = ical({
    name: 'Agenda Nutrir',
    prodId: { company: 'Nutrir', product: 'Agenda', language: 'PT' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const { appointment, patientName, address } of rows) {
    const online = appointment.type === 'ONLINE';
    calendar.createEvent({
      id: appointmentUid(appointment.id, options.publicUrl),
      sequence: appointment.sequence,
      start: appointment.startDateTime,
      end: appointment.endDateTime,
      stamp: appointment.updatedAt,
      summary: `Consulta: ${patientName} (${online ? 'Online' : 'Presencial'})`,
      location: online
        ? 'Online'
        : address
          ? `${address.street}, ${address.number}, ${address.neighborhood}, ${address.city} – ${address.state}`
          : 'Endereço a definir',
      url: `${options.publicUrl}/appointments/${appointment.id}`,
    });
  }
  return calendar.toString();
}
