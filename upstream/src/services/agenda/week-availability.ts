// A nutritionist's weekly hours and the free slots they leave (spec 2 §3, §7).
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Availability, WeekAvailability } from '@/lib/api/contract';
import { addDaysToDate } from '@/lib/rules/calendar';
import { AGENDA_HORIZON_MONTHS, getHorizonDate } from '@/lib/rules/date-bounds';
import { type BusyInterval, computeAvailabilityDays, type FreeSlotsInput } from '@/lib/rules/free-slots';
import {
  findWeekAvailabilityProblem,
  sortWeekdays,
  type WeekAvailabilityDay,
} from '@/lib/rules/week-availability';
import { fromWallTime, toWallTime } from '@/lib/rules/zoned-time';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { appointments, weekAvailability } from '../../db/schema';
import { ApiError } from '../../errors';
import { isBrazilianNationalHoliday } from '../../infra/holidays';
import { lockUserRow } from '../../infra/user-lock';
import { getSlotSettings } from './slot-settings';

/** How far one availability request may reach: a little over a year. */
const MAX_RANGE_DAYS = 400;

export type AgendaSettings = Pick<
  ApiConfig,
  'APP_TIME_ZONE' | 'APPOINTMENT_DURATION_MINUTES' | 'APPOINTMENT_GAP_MINUTES' | 'APPOINTMENT_SKIP_HOLIDAYS'
>;

export async function getWeekAvailability(db: Db, nutritionistId: number): Promise<WeekAvailability> {
  const rows = await db
    .select({ dayOfWeek: weekAvailability.dayOfWeek, from: weekAvailability.from, to: weekAvailability.to })
    .from(weekAvailability)
    .where(eq(weekAvailability.nutritionistId, nutritionistId))
    .orderBy(asc(weekAvailability.from));
  const days = new Map<WeekAvailabilityDay['day_of_week'], WeekAvailabilityDay>();
  for (const row of rows) {
    const day = days.get(row.dayOfWeek) ?? { day_of_week: row.dayOfWeek, availability: [] };
    // time columns read back as HH:MM:SS
    day.availability.push({ from: row.from.slice(0, 5), to: row.to.slice(0, 5) });
    days.set(row.dayOfWeek, day);
  }
  return { days: sortWeekdays([...days.values()]) };
}

/** Replaces the whole week at once; an invalid week answers 400 with the rule's code and changes nothing. */
export async function replaceWeekAvailability(
  db: Db,
  nutritionistId: number,
  week: WeekAvailability,
): Promise<WeekAvailability> {
  const problem = findWeekAvailabilityProblem(week.days);
  if (problem) throw new ApiError(400, problem, 'A disponibilidade semanal informada é inválida.');
  await db.transaction(async (tx) => {
    await lockUserRow(tx, nutritionistId);
    await tx.delete(weekAvailability).where(eq(weekAvailability.nutritionistId, nutritionistId));
    await tx.insert(weekAvailability).values(
      week.days.flatMap((day) =>
        day.availability.map((period) => ({
          nutritionistId,
          dayOfWeek: day.day_of_week,
          from: period.from,
          to: period.to,
        })),
      ),
    );
  });
  return getWeekAvailability(db, nutritionistId);
}

/**
 * The appointments that hold their time (all but cancelled ones: one with an outcome was held too) between
 * two instants, optionally leaving one out (the one being moved).
 */
export async function listBusyIntervals(
  db: Db,
  nutritionistId: number,
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({ id: appointments.id, start: appointments.startDateTime, end: appointments.endDateTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.nutritionistId, nutritionistId),
        ne(appointments.status, 'CANCELED'),
        lt(appointments.startDateTime, to),
        gt(appointments.endDateTime, from),
      ),
    );
  return rows.filter((row) => row.id !== exceptId);
}

/**
 * Free hours are offered, and consultations booked or moved, no further ahead than the agenda lists
 * (a year, lib/rules/date-bounds): a later day of the zone is a 400.
 */
export function requireBookableDate(date: string, settings: AgendaSettings, now: Date): void {
  const latest = getHorizonDate(toWallTime(now, settings.APP_TIME_ZONE).date, AGENDA_HORIZON_MONTHS);
  if (date <= latest) return;
  throw new ApiError(
    400,
    'BOOKING_TOO_FAR_AHEAD',
    `As consultas podem ser marcadas até ${latest.split('-').reverse().join('/')}.`,
  );
}

/** Everything the free-slot rule needs for a nutritionist, besides the dates: her week, her agenda and her slot settings. */
export async function loadSlotInput(
  db: Db,
  nutritionistId: number,
  settings: AgendaSettings,
  range: { from: string; to: string; now: Date; exceptAppointmentId?: number },
): Promise<FreeSlotsInput> {
  const zone = settings.APP_TIME_ZONE;
  // A day of margin on each side covers any offset between the zone and UTC.
  const fromInstant =
    fromWallTime(addDaysToDate(range.from, -1), 0, zone) ?? new Date(`${range.from}T00:00:00Z`);
  const toInstant = fromWallTime(addDaysToDate(range.to, 2), 0, zone) ?? new Date(`${range.to}T00:00:00Z`);
  const [week, busy, slots] = await Promise.all([
    getWeekAvailability(db, nutritionistId),
    listBusyIntervals(db, nutritionistId, fromInstant, toInstant, range.exceptAppointmentId),
    getSlotSettings(db, nutritionistId, settings),
  ]);
  return {
    week: week.days,
    from: range.from,
    to: range.to,
    busy,
    now: range.now,
    timeZone: zone,
    durationMinutes: slots.consultation_minutes,
    gapMinutes: slots.gap_minutes,
    isExcludedDate: settings.APPOINTMENT_SKIP_HOLIDAYS ? isBrazilianNationalHoliday : undefined,
  };
}

export async function getAvailability(
  db: Db,
  nutritionistId: number,
  settings: AgendaSettings,
  range: { from: string; to: string; now: Date },
): Promise<Availability> {
  if (range.from > range.to)
    throw new ApiError(400, 'INVALID_RANGE', "A data 'from' deve ser anterior a 'to'.");
  requireBookableDate(range.to, settings, range.now);
  if (addDaysToDate(range.from, MAX_RANGE_DAYS) < range.to) {
    throw new ApiError(400, 'RANGE_TOO_LONG', `O intervalo pode ter no máximo ${MAX_RANGE_DAYS} dias.`);
  }
  return { days: computeAvailabilityDays(await loadSlotInput(db, nutritionistId, settings, range)) };
}
