// Free consultation slots (spec 2 §3, §9): each availability period of the week is cut into
// consultations of `durationMinutes` (50 by default) with `gapMinutes` between them, on the clocks of
// the product's time zone; a slot that overlaps a confirmed appointment, has begun already or falls on
// an excluded date (a holiday) is not offered.
import { addDaysToDate, getWeekdayOf } from './calendar';
import type { WeekAvailabilityDay, Weekday } from './week-availability';
import { WEEKDAYS } from './week-availability';
import { formatClockTime, fromWallTime, parseClockTime, toWallTime, type WallTime } from './zoned-time';

/** The consultation length (spec 2 §9: the reschedule duration). */
export const APPOINTMENT_DURATION_MINUTES = 50;

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface FreeSlotsInput {
  week: readonly WeekAvailabilityDay[];
  /** First and last calendar dates (YYYY-MM-DD, inclusive) in `timeZone`. */
  from: string;
  to: string;
  /** Confirmed appointments; any order. */
  busy: readonly BusyInterval[];
  now: Date;
  timeZone: string;
  durationMinutes?: number;
  gapMinutes?: number;
  isExcludedDate?: (date: string) => boolean;
}

export interface AvailabilityDay {
  date: string;
  /** Start times, 'HH:MM', earliest first. */
  available_hours: string[];
  /** The same slots with their end, 'HH:MM' on the zone's clocks. */
  available_slots: { start: string; end: string }[];
}

export interface Slot {
  date: string;
  hour: string;
  start: Date;
  end: Date;
}

/** Wall-clock start minutes of the slots one period holds. */
export function cutPeriod(fromMinutes: number, toMinutes: number, duration: number, gap: number): number[] {
  const starts: number[] = [];
  for (let start = fromMinutes; start + duration <= toMinutes; start += duration + gap) starts.push(start);
  return starts;
}

function periodsByWeekday(week: readonly WeekAvailabilityDay[]): Map<Weekday, [number, number][]> {
  const result = new Map<Weekday, [number, number][]>();
  for (const day of week) {
    const ranges = result.get(day.day_of_week) ?? [];
    for (const period of day.availability) {
      const from = parseClockTime(period.from);
      const to = parseClockTime(period.to);
      if (from !== null && to !== null && from < to) ranges.push([from, to]);
    }
    result.set(day.day_of_week, ranges);
  }
  return result;
}

/** Every slot the week offers between two dates, before anything is taken away. */
export function listSlots(input: Omit<FreeSlotsInput, 'busy' | 'now' | 'isExcludedDate'>): Slot[] {
  const duration = input.durationMinutes ?? APPOINTMENT_DURATION_MINUTES;
  const gap = input.gapMinutes ?? 0;
  const periods = periodsByWeekday(input.week);
  const slots: Slot[] = [];
  // At most a few years of dates: a bad range must not spin forever.
  for (
    let date = input.from, guard = 0;
    date <= input.to && guard < 3700;
    date = addDaysToDate(date, 1), guard++
  ) {
    const ranges = periods.get(WEEKDAYS[getWeekdayOf(date)] as Weekday);
    if (!ranges) continue;
    const starts = new Set<number>();
    for (const [from, to] of ranges)
      for (const start of cutPeriod(from, to, duration, gap)) starts.add(start);
    let anchor: { minutes: number; start: Date } | null = null;
    for (const minutes of [...starts].sort((a, b) => a - b)) {
      // Most days keep one offset: try the day's first slot shifted, and check it shows the wall time
      // (one Intl call instead of several); a change of offset falls back to the full search.
      const guess: Date | null = anchor
        ? new Date(anchor.start.getTime() + (minutes - anchor.minutes) * 60_000)
        : null;
      const guessed: WallTime | null = guess ? toWallTime(guess, input.timeZone) : null;
      const start: Date | null =
        guess && guessed?.date === date && guessed.minutes === minutes
          ? guess
          : fromWallTime(date, minutes, input.timeZone);
      // A wall time the clocks skip (a daylight-saving change) has no consultation.
      if (!start) continue;
      anchor ??= { minutes, start };
      slots.push({
        date,
        hour: formatClockTime(minutes),
        start,
        end: new Date(start.getTime() + duration * 60_000),
      });
    }
  }
  return slots;
}

/** Does [start, end) overlap any busy interval? `busy` must be sorted by start. */
function overlapsAny(sortedBusy: readonly BusyInterval[], start: Date, end: Date): boolean {
  // No appointment lasts a day: binary search for the first one starting less than a day before `start`,
  // then scan until one starts after `end`. Two years of appointments cost a few comparisons per slot.
  let low = 0;
  let high = sortedBusy.length;
  const startMs = start.getTime();
  while (low < high) {
    const middle = (low + high) >>> 1;
    const interval = sortedBusy[middle];
    if (interval && interval.start.getTime() < startMs - 24 * 3_600_000) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < sortedBusy.length; i++) {
    const interval = sortedBusy[i];
    if (!interval || interval.start.getTime() >= end.getTime()) break;
    if (interval.end.getTime() > startMs) return true;
  }
  return false;
}

/** The free slots between two dates. */
export function listFreeSlots(input: FreeSlotsInput): Slot[] {
  const sortedBusy = [...input.busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  return listSlots(input).filter(
    (slot) =>
      slot.start.getTime() > input.now.getTime() &&
      !input.isExcludedDate?.(slot.date) &&
      !overlapsAny(sortedBusy, slot.start, slot.end),
  );
}

/** The free slots grouped by date: only dates that have at least one (spec 2 §5). */
export function computeAvailabilityDays(input: FreeSlotsInput): AvailabilityDay[] {
  const days: AvailabilityDay[] = [];
  for (const slot of listFreeSlots(input)) {
    const end = formatClockTime(toWallTime(slot.end, input.timeZone).minutes);
    let day = days.at(-1);
    if (day?.date !== slot.date) {
      day = { date: slot.date, available_hours: [], available_slots: [] };
      days.push(day);
    }
    day.available_hours.push(slot.hour);
    day.available_slots.push({ start: slot.hour, end });
  }
  return days;
}

/** Is `start` exactly one of the free slots? Booking and rescheduling accept nothing else. */
export function findFreeSlot(input: Omit<FreeSlotsInput, 'from' | 'to'> & { start: Date }): Slot | null {
  const dates = [-1, 0, 1].map((offset) =>
    addDaysToDate(new Date(input.start.getTime()).toISOString().slice(0, 10), offset),
  );
  const free = listFreeSlots({ ...input, from: dates[0] as string, to: dates[2] as string });
  return free.find((slot) => slot.start.getTime() === input.start.getTime()) ?? null;
}
