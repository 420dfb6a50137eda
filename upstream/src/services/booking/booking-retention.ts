// A booking hold keeps a visitor's name, e-mail, phone and note only as long as they serve: its
// confirmation, her request, and the notices of the appointment it became (which write to that e-mail when
// her record has none). A month past its hour (the appointment's, if it was moved) every one of them is
// over, and the row goes.
import { and, eq, gte, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, bookingHolds } from '../../db/schema';

export const BOOKING_HOLDS_KEPT_DAYS = 30;

/**
 * Deletes the holds whose hour ended more than BOOKING_HOLDS_KEPT_DAYS ago, unless the appointment one
 * became was moved to a later hour that is not that far past yet; answers how many.
 */
export async function pruneBookingHolds(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - BOOKING_HOLDS_KEPT_DAYS * 86_400_000);
  const movedLater = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, bookingHolds.appointmentId), gte(appointments.endDateTime, before)));
  const deleted = await db
    .delete(bookingHolds)
    .where(and(lt(bookingHolds.endDateTime, before), notExists(movedLater)))
    .returning({ id: bookingHolds.id });
  return deleted.length;
}
