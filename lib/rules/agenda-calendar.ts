// The agenda's day and week views: which dates a view shows, where its steps lead, and where each
// appointment or free slot sits by its time of day. Times are minutes after midnight on the product
// zone's clocks; dates are 'YYYY-MM-DD'. No I/O: the portal reads, this places.
import { addDaysToDate, formatDateBr, getWeekDates } from './calendar';

export const AGENDA_VIEWS = ['lista', 'dia', 'semana'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
export type CalendarView = Exclude<AgendaView, 'lista'>;
/** The list stays the agenda's first view (spec 2 §2). */
export const DEFAULT_AGENDA_VIEW: AgendaView = 'lista';

/** The hours shown when a day holds nothing earlier or later: a working day. */
export const DEFAULT_DAY_HOURS = { from: 8 * 60, to: 18 * 60 } as const;

export function readAgendaView(value: unknown): AgendaView {
  return AGENDA_VIEWS.includes(value as AgendaView) ? (value as AgendaView) : DEFAULT_AGENDA_VIEW;
}

/** ?date= as a real calendar date, else today. */
export function readAgendaDate(value: unknown, today: string): string {
  return typeof value === 'string' && formatDateBr(value) !== '' ? value : today;
}

/** The day itself, or Sunday to Saturday of its week. */
export function getViewDates(view: CalendarView, date: string): string[] {
  return view === 'dia' ? [date] : getWeekDates(date);
}

/** The date the previous (-1) or next (1) day or week opens on. */
export function shiftViewDate(view: CalendarView, date: string, step: -1 | 1): string {
  return addDaysToDate(date, view === 'dia' ? step : 7 * step);
}

/** Where a week too narrow for seven columns falls back to as a day: today when the week holds it. */
export function getFallbackDay(weekDates: readonly string[], today: string): string {
  return weekDates.includes(today) ? today : (weekDates[0] ?? today);
}

/** The address of a view of the agenda; the list keeps the plain address. */
export function buildAgendaHref(view: AgendaView, date?: string): string {
  if (view === 'lista') return '/appointments';
  const params = new URLSearchParams({ view });
  if (date) params.set('date', date);
  return `/appointments?${params.toString()}`;
}

export interface TimeSpan {
  /** Minutes after midnight. */
  start: number;
  end: number;
}

/** Whole hours that hold every span and the default working day; an end past midnight stops at 24:00. */
export function getHourRange(
  spans: readonly TimeSpan[],
  fallback: { from: number; to: number } = DEFAULT_DAY_HOURS,
): { from: number; to: number } {
  let from = fallback.from;
  let to = fallback.to;
  for (const span of spans) {
    from = Math.min(from, span.start);
    to = Math.max(to, span.end);
  }
  return { from: Math.max(0, Math.floor(from / 60) * 60), to: Math.min(24 * 60, Math.ceil(to / 60) * 60) };
}

/** The full hours of a range, as minutes: the rows the grid draws. */
export function listHourMarks(range: { from: number; to: number }): number[] {
  const marks: number[] = [];
  for (let minutes = range.from; minutes < range.to; minutes += 60) marks.push(minutes);
  return marks;
}

export interface Placed<T> {
  item: T;
  /** Offset and height in percent of the range's height. */
  top: number;
  height: number;
  /** Side by side when items overlap: this item's column among `lanes`. */
  lane: number;
  lanes: number;
}

/**
 * Each item placed by its time within the range, earliest first. Items that overlap (a cancelled
 * consultation and the free slot on its hour, two bookings on one hour) share the width in lanes; a
 * group of overlapping items takes as many lanes as it needs at its busiest moment.
 */
export function placeByTime<T extends TimeSpan>(
  items: readonly T[],
  range: { from: number; to: number },
): Placed<T>[] {
  const length = Math.max(1, range.to - range.from);
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = item.end;
    groupEnd = group.length === 0 ? item.end : Math.max(groupEnd, item.end);
    const start = Math.max(item.start, range.from);
    const end = Math.min(Math.max(item.end, start), range.to);
    const entry: Placed<T> = {
      item,
      top: ((start - range.from) / length) * 100,
      height: ((end - start) / length) * 100,
      lane,
      lanes: 1,
    };
    group.push(entry);
    placed.push(entry);
  }
  closeGroup();
  return placed;
}

/** The dates both ranges hold ('YYYY-MM-DD', inclusive), or null when they do not meet. */
export function intersectDateRanges(
  a: { from: string; to: string },
  b: { from: string; to: string },
): { from: string; to: string } | null {
  // Dates as 'YYYY-MM-DD' sort as text: the later start, the earlier end.
  const from = [a.from, b.from].sort()[1] as string;
  const to = [a.to, b.to].sort()[0] as string;
  return from <= to ? { from, to } : null;
}

/** A free slot as the API answers it: 'HH:MM' on the zone's clocks. */
export interface FreeDay {
  date: string;
  available_slots: readonly { start: string; end: string }[];
}

export type DayItem<A> = TimeSpan &
  ({ kind: 'appointment'; appointment: A } | { kind: 'free'; hour: string; date: string });

const clockMinutes = (value: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** One date's appointments and free slots, as spans of its day; a slot ending at midnight ends at 24:00. */
export function collectDayItems<A extends { date: string } & TimeSpan>(
  date: string,
  appointments: readonly A[],
  freeDays: readonly FreeDay[],
): DayItem<A>[] {
  const items: DayItem<A>[] = appointments
    .filter((appointment) => appointment.date === date)
    .map((appointment) => ({
      kind: 'appointment',
      appointment,
      start: appointment.start,
      end: appointment.end,
    }));
  for (const slot of freeDays.find((day) => day.date === date)?.available_slots ?? []) {
    const start = clockMinutes(slot.start);
    const end = clockMinutes(slot.end);
    if (start === null || end === null) continue;
    items.push({ kind: 'free', hour: slot.start, date, start, end: end > start ? end : 24 * 60 });
  }
  return items.sort((a, b) => a.start - b.start || a.end - b.end);
}
