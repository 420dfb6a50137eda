// The hours her booking page offers: the agenda's own free-slot rule (lib/rules/free-slots.ts, the slots her
// week and slot settings cut, less her appointments and holidays) less the hours visitors hold or wait
// for her answer on, within the weeks she chose.
import { and, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { BookingDays } from '@/lib/api/contract';
import { addDaysToDate } from '@/lib/rules/calendar';
import {
  type FreeSlotsInput,
  findFreeSlot,
  listFreeSlots,
  listSlots,
  type Slot,
} from '@/lib/rules/free-slots';
import { formatClockTime, fromWallTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../../db/client';
import { bookingHolds } from '../../db/schema';
import { ApiError } from '../../errors';
import { type AgendaSettings, loadSlotInput } from '../agenda/week-availability';

/** A hold that keeps its hour: HELD until it expires, REQUESTED until the hour comes or she answers. */
export function isLiveHold(now: Date): SQL {
  return or(
    and(eq(bookingHolds.status, 'HELD'), gt(bookingHolds.expiresAt, now)),
    and(eq(bookingHolds.status, 'REQUESTED'), gt(bookingHolds.startDateTime, now)),
  ) as SQL;
}

export interface BookingRange {
  from: string;
  to: string;
}

/** From today to the last day of her horizon, in the agenda's zone. */
export function getBookingRange(horizonWeeks: number, timeZone: string, now: Date): BookingRange {
  const today = toWallTime(now, timeZone).date;
  return { from: today, to: addDaysToDate(today, horizonWeeks * 7 - 1) };
}

/** Her slot input for the dates, with the live holds (but `exceptHoldId`'s) as busy as appointments. */
async function loadBookingSlotInput(
  db: Db,
  nutritionistId: number,
  settings: AgendaSettings,
  range: BookingRange & { now: Date; exceptAppointmentId?: number; exceptHoldId?: number },
): Promise<FreeSlotsInput> {
  const input = await loadSlotInput(db, nutritionistId, settings, range);
  const zone = settings.APP_TIME_ZONE;
  const fromInstant = fromWallTime(addDaysToDate(range.from, -1), 0, zone) ?? range.now;
  const toInstant = fromWallTime(addDaysToDate(range.to, 2), 0, zone) ?? range.now;
  const held = await db
    .select({ start: bookingHolds.startDateTime, end: bookingHolds.endDateTime })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.nutritionistId, nutritionistId),
        isLiveHold(range.now),
        lt(bookingHolds.startDateTime, toInstant),
        gt(bookingHolds.endDateTime, fromInstant),
        range.exceptHoldId === undefined ? undefined : ne(bookingHolds.id, range.exceptHoldId),
      ),
    );
  return { ...input, busy: [...input.busy, ...held] };
}

/** Her free hours of the range, grouped by date, each with the instant a hold or a move sends back. */
export async function listBookingDays(
  db: Db,
  nutritionistId: number,
  settings: AgendaSettings,
  range: BookingRange & { now: Date; exceptAppointmentId?: number },
): Promise<BookingDays> {
  const input = await loadBookingSlotInput(db, nutritionistId, settings, range);
  const days: BookingDays['days'] = [];
  for (const slot of listFreeSlots(input)) {
    let day = days.at(-1);
    if (day?.date !== slot.date) {
      day = { date: slot.date, slots: [] };
      days.push(day);
    }
    day.slots.push({
      start: slot.hour,
      end: formatClockTime(toWallTime(slot.end, settings.APP_TIME_ZONE).minutes),
      date_time: slot.start.toISOString(),
    });
  }
  return { time_zone: settings.APP_TIME_ZONE, from: range.from, to: range.to, days };
}

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'Este horário acabou de ser ocupado. Escolha outro.');
const slotUnavailable = () =>
  new ApiError(409, 'SLOT_UNAVAILABLE', 'Este horário não está entre os horários livres do nutricionista.');

/**
 * The slot starting at `start` if her page offers it now: within her horizon, and free of appointments and
 * live holds. Otherwise the refusal that says why. Callers hold her row's lock (lockUserRow), so nothing
 * takes the slot between this check and their write.
 */
export async function requireFreeBookingSlot(
  db: Db,
  nutritionistId: number,
  start: Date,
  settings: AgendaSettings,
  options: { horizonWeeks: number; now: Date; exceptAppointmentId?: number; exceptHoldId?: number },
): Promise<Slot> {
  const zone = settings.APP_TIME_ZONE;
  const range = getBookingRange(options.horizonWeeks, zone, options.now);
  const date = toWallTime(start, zone).date;
  if (date > range.to) {
    throw new ApiError(
      400,
      'BOOKING_TOO_FAR_AHEAD',
      `Os horários podem ser escolhidos até ${range.to.split('-').reverse().join('/')}.`,
    );
  }
  const input = await loadBookingSlotInput(db, nutritionistId, settings, {
    from: date,
    to: date,
    now: options.now,
    exceptAppointmentId: options.exceptAppointmentId,
    exceptHoldId: options.exceptHoldId,
  });
  const slot = findFreeSlot({ ...input, start });
  if (slot) return slot;
  const offered = listSlots(input).some((candidate) => candidate.start.getTime() === start.getTime());
  throw offered && start > options.now && !input.isExcludedDate?.(date) ? slotTaken() : slotUnavailable();
}
