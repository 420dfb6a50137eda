// A visitor's hold of a free hour on a booking page: kept BOOKING_HOLD_MINUTES while she confirms by the
// e-mailed code or link, then free again. Holds of one nutritionist are made one at a time (her row's lock),
// so of any number of visitors asking for one hour at once exactly one holds it; holds of one e-mail are
// counted under a lock of their own, so parallel requests cannot pass MAX_PENDING_HOLDS_PER_EMAIL together.
// Nothing here reads who holds the e-mail: every visitor gets the same answers whoever she is.
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { BookingHold, BookingHoldInput, BookingStatus } from '@/lib/api/contract';
import { BOOKING_HOLD_MINUTES, MAX_PENDING_HOLDS_PER_EMAIL } from '@/lib/rules/booking-settings';
import type { Db } from '../../db/client';
import { addresses, bookingHolds, users } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { lockUserRow } from '../../infra/user-lock';
import { readInstant } from '../agenda/appointments';
import { enqueueMail } from '../mail-jobs';
import type { BookingDeps } from './booking-deps';
import { limitHoldsByAddress, limitHoldsByEmail } from './booking-limits';
import { writeHoldCodeMail } from './booking-mails';
import { pageNotFound } from './booking-page';
import { createHoldCode, createLinkToken, hashHoldCode, hashLinkToken } from './booking-secrets';
import { findEnabledPageRow, offeredTypes } from './booking-settings';
import { isLiveHold, requireFreeBookingSlot } from './booking-slots';
import { buildConfirmationLink } from './portal-links';

export type BookingHoldRow = typeof bookingHolds.$inferSelect;

/** The advisory lock namespace of one e-mail's holds (its second key is the e-mail's hash). */
const EMAIL_HOLDS_LOCK = 53_001;

/** The status as the visitor sees it: a HELD row past its expiry is EXPIRED. */
export function readHoldStatus(row: BookingHoldRow, now: Date): BookingStatus {
  return row.status === 'HELD' && row.expiresAt <= now ? 'EXPIRED' : row.status;
}

export function toBookingHold(row: BookingHoldRow, now: Date): BookingHold {
  return {
    id: row.publicId,
    status: readHoldStatus(row, now),
    type: row.type,
    start_date_time: row.startDateTime.toISOString(),
    end_date_time: row.endDateTime.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

async function requireFewPendingHolds(tx: Db, email: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_HOLDS_LOCK}, hashtext(${email}))`);
  const [pending] = await tx
    .select({ value: count() })
    .from(bookingHolds)
    .where(and(eq(bookingHolds.email, email), isLiveHold(now)));
  if ((pending?.value ?? 0) >= MAX_PENDING_HOLDS_PER_EMAIL) {
    throw new ApiError(
      409,
      'TOO_MANY_PENDING_HOLDS',
      `Este e-mail já tem ${MAX_PENDING_HOLDS_PER_EMAIL} horários aguardando confirmação. Confirme-os ou aguarde que expirem.`,
    );
  }
}

/**
 * Holds the hour for the visitor and e-mails her the code and link that confirm it. Counted against her
 * address and her e-mail before anything else, so a flood is refused before it costs a query.
 */
export async function createBookingHold(
  deps: BookingDeps,
  slug: string,
  input: BookingHoldInput,
  address: string,
): Promise<BookingHold> {
  const { db, config, limiter } = deps;
  await limitHoldsByAddress(limiter, config, address);
  await limitHoldsByEmail(limiter, config, input.email);
  const now = deps.now();
  const page = await findEnabledPageRow(db, slug);
  if (!page) throw pageNotFound();
  const nutritionistId = page.nutritionistId;
  const [[place], [nutritionist]] = await Promise.all([
    db.select({ userId: addresses.userId }).from(addresses).where(eq(addresses.userId, nutritionistId)),
    db.select({ name: users.name }).from(users).where(eq(users.id, nutritionistId)),
  ]);
  if (!nutritionist) throw pageNotFound();
  if (!offeredTypes(page, place !== undefined).includes(input.type)) {
    throw new ApiError(400, 'CONSULTATION_TYPE_NOT_OFFERED', 'Este tipo de consulta não é oferecido.');
  }
  const start = readInstant(input.date_time, config.APP_TIME_ZONE);
  const publicId = randomUUID();
  const code = createHoldCode();
  const token = createLinkToken();
  const row = await db.transaction(async (tx) => {
    // The e-mail's lock first, her row's second, always in this order: two holds never wait on each other.
    await requireFewPendingHolds(tx, input.email, now);
    await lockUserRow(tx, nutritionistId);
    const slot = await requireFreeBookingSlot(tx, nutritionistId, start, config, {
      horizonWeeks: page.horizonWeeks,
      now,
    });
    const [held] = await tx
      .insert(bookingHolds)
      .values({
        publicId,
        nutritionistId,
        type: input.type,
        startDateTime: slot.start,
        endDateTime: slot.end,
        name: input.name,
        email: input.email,
        phone: input.phone,
        birthDate: input.birth_date ?? null,
        note: input.note || null,
        codeHash: hashHoldCode(publicId, code),
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000),
        createdAt: now,
      })
      .returning();
    if (!held) throw new Error('booking hold insert returned no row');
    const hour = { type: held.type, start: slot.start, end: slot.end, timeZone: config.APP_TIME_ZONE };
    const mail = writeHoldCodeMail({
      to: input.email,
      visitorName: held.name,
      nutritionistName: nutritionist.name,
      hour,
      code,
      link: buildConfirmationLink(config.PUBLIC_URL, token),
    });
    await enqueueMail(tx, mail, now);
    return held;
  });
  return toBookingHold(row, now);
}

export async function findHoldByPublicId(db: Db, publicId: string): Promise<BookingHoldRow | undefined> {
  const [row] = await db.select().from(bookingHolds).where(eq(bookingHolds.publicId, publicId));
  return row;
}

export const holdNotFound = () => notFound('Agendamento');

export const notPending = (detail: string) => new ApiError(409, 'BOOKING_NOT_PENDING', detail);

/** The visitor gives the hour back before confirming (she picks another); a hold already over stays as it is. */
export async function releaseBookingHold(deps: BookingDeps, publicId: string): Promise<BookingHold> {
  const now = deps.now();
  const [released] = await deps.db
    .update(bookingHolds)
    .set({ status: 'RELEASED' })
    .where(and(eq(bookingHolds.publicId, publicId), eq(bookingHolds.status, 'HELD')))
    .returning();
  if (released) return toBookingHold(released, now);
  const row = await findHoldByPublicId(deps.db, publicId);
  if (!row) throw holdNotFound();
  if (row.status === 'RELEASED') return toBookingHold(row, now);
  throw notPending('Este horário já foi confirmado: use o link do e-mail para desmarcar.');
}
