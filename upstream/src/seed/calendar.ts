// Wall-clock dates and times in the service's time zone, turned into instants for timestamptz columns.
// The arithmetic is the shared one: plain dates in lib/rules/calendar, zoned times in lib/rules/zoned-time.
import { fromWallTime, parseClockTime, toWallTime } from '@/lib/rules/zoned-time';

export const SEED_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function toZonedDate(instant: Date): string {
  return toWallTime(instant, SEED_TIME_ZONE).date;
}

/** The instant of a wall-clock date and time (HH:MM) in the zone; an hour the clocks skip moves one later. */
export function atZonedTime(date: string, time: string): Date {
  const minutes = parseClockTime(time);
  if (minutes === null) throw new Error(`not a time of day: ${time}`);
  const instant =
    fromWallTime(date, minutes, SEED_TIME_ZONE) ?? fromWallTime(date, minutes + 60, SEED_TIME_ZONE);
  if (!instant) throw new Error(`no such time in ${SEED_TIME_ZONE}: ${date} ${time}`);
  return instant;
}
