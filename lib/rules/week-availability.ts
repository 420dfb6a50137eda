// The weekly availability a nutritionist publishes (spec 2 §3, §5): weekdays, each with 1 to 3 periods
// whose 'from' is strictly earlier than 'to', both full HH:MM. One check for the modal and the API.
import { parseClockTime } from './zoned-time';

export const WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MIN_PERIODS_PER_DAY = 1;
export const MAX_PERIODS_PER_DAY = 3;

export interface AvailabilityPeriod {
  from: string;
  to: string;
}

export interface WeekAvailabilityDay {
  day_of_week: Weekday;
  availability: AvailabilityPeriod[];
}

export type WeekAvailabilityProblem =
  | 'NO_WEEKDAY'
  | 'DUPLICATE_WEEKDAY'
  | 'NO_PERIOD'
  | 'TOO_MANY_PERIODS'
  | 'INCOMPLETE_TIME'
  | 'FROM_NOT_BEFORE_TO'
  | 'OVERLAPPING_PERIODS';

/** The first thing wrong with a week availability, or null when it can be saved. */
export function findWeekAvailabilityProblem(
  days: readonly WeekAvailabilityDay[],
): WeekAvailabilityProblem | null {
  if (days.length === 0) return 'NO_WEEKDAY';
  if (new Set(days.map((day) => day.day_of_week)).size !== days.length) return 'DUPLICATE_WEEKDAY';
  for (const day of days) {
    if (day.availability.length < MIN_PERIODS_PER_DAY) return 'NO_PERIOD';
    if (day.availability.length > MAX_PERIODS_PER_DAY) return 'TOO_MANY_PERIODS';
    const ranges: [number, number][] = [];
    for (const period of day.availability) {
      const from = parseClockTime(period.from);
      const to = parseClockTime(period.to);
      if (from === null || to === null) return 'INCOMPLETE_TIME';
      if (from >= to) return 'FROM_NOT_BEFORE_TO';
      ranges.push([from, to]);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    // Overlapping periods would offer the same hour twice.
    for (let i = 1; i < ranges.length; i++) {
      const previous = ranges[i - 1];
      const current = ranges[i];
      if (previous && current && current[0] < previous[1]) return 'OVERLAPPING_PERIODS';
    }
  }
  return null;
}

/** Adds an empty period; at the maximum it does nothing (spec 2 §5). */
export function addPeriod(periods: readonly AvailabilityPeriod[]): AvailabilityPeriod[] {
  if (periods.length >= MAX_PERIODS_PER_DAY) return [...periods];
  return [...periods, { from: '', to: '' }];
}

/** Removes the period at `index`; at the minimum it does nothing (spec 2 §5). */
export function removePeriod(periods: readonly AvailabilityPeriod[], index: number): AvailabilityPeriod[] {
  if (periods.length <= MIN_PERIODS_PER_DAY) return [...periods];
  return periods.filter((_, i) => i !== index);
}

/** The week in the Sunday-to-Saturday order the screens show. */
export function sortWeekdays<T extends { day_of_week: Weekday }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => WEEKDAYS.indexOf(a.day_of_week) - WEEKDAYS.indexOf(b.day_of_week));
}
