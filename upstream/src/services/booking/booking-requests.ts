// 'Solicitações de agendamento': with her approval on, each confirmed booking waits here until she accepts
// it (it becomes an appointment, and the visitor gets the agenda's own booking e-mail) or declines it (the
// visitor is told, with her page's link to choose again). One past its hour waits no longer.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { BookingRequest, BookingRequestPage } from '@/lib/api/contract';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookingHolds, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toPage } from '../../infra/paging';
import { lockUserRow } from '../../infra/user-lock';
import { enqueueMail } from '../mail-jobs';
import { bookHold } from './book-hold';
import { type BookingHoldRow, notPending, readHoldStatus } from './booking-holds';
import { writeRequestDeclinedMail } from './booking-mails';
import { findBookingSettingsRow } from './booking-settings';
import { buildBookingPageLink } from './portal-links';

function toBookingRequest(row: BookingHoldRow, now: Date): BookingRequest {
  return {
    id: row.id,
    status: readHoldStatus(row, now),
    type: row.type,
    start_date_time: row.startDateTime.toISOString(),
    end_date_time: row.endDateTime.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    birth_date: row.birthDate,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    appointment_id: row.appointmentId,
  };
}

const waiting = (nutritionistId: number, now: Date) =>
  and(
    eq(bookingHolds.nutritionistId, nutritionistId),
    eq(bookingHolds.status, 'REQUESTED'),
    gt(bookingHolds.startDateTime, now),
  );

export async function listBookingRequests(
  db: Db,
  nutritionistId: number,
  page: { page: number; size: number },
  now: Date,
): Promise<BookingRequestPage> {
  const where = waiting(nutritionistId, now);
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(bookingHolds).where(where),
    db
      .select()
      .from(bookingHolds)
      .where(where)
      .orderBy(asc(bookingHolds.startDateTime), asc(bookingHolds.id))
      .limit(page.size)
      .offset(page.page * page.size),
  ]);
  return toPage(
    rows.map((row) => toBookingRequest(row, now)),
    total?.value ?? 0,
    page.size,
  );
}

/** Her request `requestId`, locked until the decision commits; another's or none is 404. */
async function lockRequest(tx: Db, nutritionistId: number, requestId: number, now: Date) {
  await lockUserRow(tx, nutritionistId);
  const [row] = await tx
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.id, requestId), eq(bookingHolds.nutritionistId, nutritionistId)))
    .for('update');
  // A hold the visitor has not confirmed yet is nobody's request.
  if (!row || row.status === 'HELD' || row.status === 'RELEASED')
    throw notFound('Solicitação de agendamento');
  if (row.status !== 'REQUESTED') throw notPending('Esta solicitação já foi respondida.');
  if (row.startDateTime <= now) throw notPending('O horário desta solicitação já passou.');
  return row;
}

export async function acceptBookingRequest(
  db: Db,
  nutritionistId: number,
  requestId: number,
  config: ApiConfig,
  now: Date,
): Promise<BookingRequest> {
  const accepted = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, nutritionistId, requestId, now);
    const appointment = await bookHold(tx, row, config, now);
    return { ...row, status: 'BOOKED' as const, appointmentId: appointment.id, decidedAt: now };
  });
  return toBookingRequest(accepted, now);
}

export async function declineBookingRequest(
  db: Db,
  nutritionistId: number,
  requestId: number,
  config: ApiConfig,
  now: Date,
): Promise<BookingRequest> {
  const declined = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, nutritionistId, requestId, now);
    await tx
      .update(bookingHolds)
      .set({ status: 'DECLINED', decidedAt: now })
      .where(eq(bookingHolds.id, row.id));
    const [[nutritionist], settings] = await Promise.all([
      tx.select({ name: users.name }).from(users).where(eq(users.id, nutritionistId)),
      findBookingSettingsRow(tx, nutritionistId),
    ]);
    const mail = writeRequestDeclinedMail({
      to: row.email,
      visitorName: row.name,
      nutritionistName: nutritionist?.name ?? '',
      hour: {
        type: row.type,
        start: row.startDateTime,
        end: row.endDateTime,
        timeZone: config.APP_TIME_ZONE,
      },
      pageLink: settings ? buildBookingPageLink(config.PUBLIC_URL, settings.slug) : config.PUBLIC_URL,
    });
    await enqueueMail(tx, mail, now);
    return { ...row, status: 'DECLINED' as const, decidedAt: now };
  });
  return toBookingRequest(declined, now);
}
