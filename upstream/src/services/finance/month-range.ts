// A month of the practice, in its zone: its first and last day, and the instants it starts and ends at.
import { addDaysToDate, addMonthsToMonth } from '@/lib/rules/calendar';
import { fromWallTime } from '@/lib/rules/zoned-time';

export interface MonthRange {
  firstDay: string;
  /** The first day of the next month. */
  nextFirstDay: string;
  from: Date;
  to: Date;
}

/** The instant a day starts in the zone (its first minute that exists, were midnight skipped). */
export function startOfDay(date: string, timeZone: string): Date {
  for (let minutes = 0; minutes < 180; minutes += 30) {
    const instant = fromWallTime(date, minutes, timeZone);
    if (instant) return instant;
  }
  throw new Error(`no start of ${date} in ${timeZone}`);
}

export function monthRange(yearMonth: string, timeZone: string): MonthRange {
  const firstDay = `${yearMonth}-01`;
  const nextFirstDay = `${addMonthsToMonth(yearMonth, 1)}-01`;
  return {
    firstDay,
    nextFirstDay,
    from: startOfDay(firstDay, timeZone),
    to: startOfDay(nextFirstDay, timeZone),
  };
}

/** The instant the day after `today` starts: what began before it has begun by today. */
export const endOfToday = (today: string, timeZone: string) => startOfDay(addDaysToDate(today, 1), timeZone);
