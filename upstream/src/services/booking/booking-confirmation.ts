// The visitor confirms her hold by the e-mailed code (on the page that holds it) or link
// (/agendar/confirmar?token=…). Then, as the nutritionist chose: the appointment is booked at once, or her
// request waits for the nutritionist's answer. Confirming again answers what the first did. Counted by the
// visitor's address and by the hold's e-mail; tries of a code by the hold, BOOKING_CODE_MAX_ATTEMPTS at most.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { BookingConfirmation } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { bookingHolds, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { lockUserRow } from '../../infra/user-lock';
import { enqueueMail } from '../mail-jobs';
import { bookHold } from './book-hold';
import type { BookingDeps } from './booking-deps';
import { type BookingHoldRow, findHoldByPublicId, holdNotFound, readHoldStatus } from './booking-holds';
import { limitConfirmationsByAddress, limitConfirmationsByEmail } from './booking-limits';
import { writeRequestReceivedMail } from './booking-mails';
import { hashLinkToken, isHoldCode } from './booking-secrets';
import { findBookingSettingsRow } from './booking-settings';
import { recordNutritionistNotice } from './nutritionist-notices';

const holdExpired = () =>
  new ApiError(
    410,
    'HOLD_EXPIRED',
    'O tempo para confirmar este horário acabou e ele voltou a ficar livre. Escolha um horário novamente.',
  );

async function nutritionistNameOf(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}

async function answer(db: Db, row: BookingHoldRow, now: Date): Promise<BookingConfirmation> {
  return {
    status: readHoldStatus(row, now),
    type: row.type,
    start_date_time: row.startDateTime.toISOString(),
    end_date_time: row.endDateTime.toISOString(),
    nutritionist_name: await nutritionistNameOf(db, row.nutritionistId),
  };
}

/** With her approval on: the request waits for her, the visitor is told so, and so is she. */
async function requestApproval(tx: Db, deps: BookingDeps, hold: BookingHoldRow, now: Date): Promise<void> {
  await tx
    .update(bookingHolds)
    .set({ status: 'REQUESTED', confirmedAt: now })
    .where(eq(bookingHolds.id, hold.id));
  const hour = {
    type: hold.type,
    start: hold.startDateTime,
    end: hold.endDateTime,
    timeZone: deps.config.APP_TIME_ZONE,
  };
  const nutritionistName = await nutritionistNameOf(tx, hold.nutritionistId);
  await enqueueMail(
    tx,
    writeRequestReceivedMail({ to: hold.email, visitorName: hold.name, nutritionistName, hour }),
    now,
  );
  await recordNutritionistNotice(
    tx,
    {
      kind: 'REQUESTED',
      nutritionist_id: hold.nutritionistId,
      request: {
        id: hold.id,
        name: hold.name,
        type: hold.type,
        start: hold.startDateTime.toISOString(),
        end: hold.endDateTime.toISOString(),
      },
    },
    now,
  );
}

/**
 * Her row's lock first, as holds take it, then the hold as it is now: of two confirmations at once, the
 * second finds it confirmed and answers as the first did.
 */
async function confirmHold(deps: BookingDeps, found: BookingHoldRow): Promise<BookingConfirmation> {
  const { db, config } = deps;
  const now = deps.now();
  if (found.status === 'RELEASED' || readHoldStatus(found, now) === 'EXPIRED') throw holdExpired();
  if (found.status !== 'HELD') return answer(db, found, now);
  const approvalRequired =
    (await findBookingSettingsRow(db, found.nutritionistId))?.approvalRequired ?? false;
  try {
    const confirmed = await db.transaction(async (tx) => {
      await lockUserRow(tx, found.nutritionistId);
      const [hold] = await tx.select().from(bookingHolds).where(eq(bookingHolds.id, found.id)).for('update');
      if (!hold) throw holdNotFound();
      if (hold.status !== 'HELD') return hold;
      if (hold.expiresAt <= now) throw holdExpired();
      if (approvalRequired) {
        await requestApproval(tx, deps, hold, now);
        return { ...hold, status: 'REQUESTED' as const };
      }
      const appointment = await bookHold(tx, hold, config, now);
      await recordNutritionistNotice(tx, { kind: 'BOOKED', appointment, note: hold.note }, now);
      return { ...hold, status: 'BOOKED' as const };
    });
    return answer(db, confirmed, now);
  } catch (error) {
    // Taken from the agenda meanwhile: the hour is not hers to keep, and the hold no longer counts as pending.
    if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE')) {
      await db
        .update(bookingHolds)
        .set({ status: 'RELEASED' })
        .where(and(eq(bookingHolds.id, found.id), eq(bookingHolds.status, 'HELD')));
    }
    throw error;
  }
}

export async function confirmBookingByCode(
  deps: BookingDeps,
  publicId: string,
  code: string,
  address: string,
): Promise<BookingConfirmation> {
  const { db, config, limiter } = deps;
  await limitConfirmationsByAddress(limiter, config, address);
  const hold = await findHoldByPublicId(db, publicId);
  if (!hold) throw holdNotFound();
  await limitConfirmationsByEmail(limiter, config, hold.email);
  // Each try is counted before the code is compared, in one conditional statement, so parallel guesses
  // cannot pass the limit together.
  const [counted] = await db
    .update(bookingHolds)
    .set({ codeAttempts: sql`${bookingHolds.codeAttempts} + 1` })
    .where(and(eq(bookingHolds.id, hold.id), lt(bookingHolds.codeAttempts, config.BOOKING_CODE_MAX_ATTEMPTS)))
    .returning({ id: bookingHolds.id });
  if (!counted) {
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      'Código errado vezes demais. Confirme pelo link do e-mail ou escolha um horário novamente.',
    );
  }
  if (!isHoldCode(hold.publicId, code, hold.codeHash)) {
    throw new ApiError(400, 'INVALID_BOOKING_CODE', 'Código incorreto. Confira o código enviado por e-mail.');
  }
  return confirmHold(deps, hold);
}

export async function confirmBookingByLink(
  deps: BookingDeps,
  token: string,
  address: string,
): Promise<BookingConfirmation> {
  const { db, config, limiter } = deps;
  await limitConfirmationsByAddress(limiter, config, address);
  const [hold] = await db
    .select()
    .from(bookingHolds)
    .where(eq(bookingHolds.tokenHash, hashLinkToken(token)));
  if (!hold) throw holdNotFound();
  await limitConfirmationsByEmail(limiter, config, hold.email);
  return confirmHold(deps, hold);
}
