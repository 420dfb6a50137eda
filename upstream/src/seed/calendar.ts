// Wall-clock dates and times in the service's time zone, turned into instants for timestamptz columns.
export const SEED_TIME_ZONE = 'America/Sao_Paulo';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SEED_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function readZonedParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The zone's offset from UTC at that instant, in milliseconds (negative west of Greenwich). */
function getZoneOffsetMs(instant: Date): number {
  const p = readZonedParts(instant);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function toZonedDate(instant: Date): string {
  const p = readZonedParts(instant);
  return `${p.year}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}`;
}

/** The instant of a wall-clock date and time (HH:MM) in the zone. */
export function atZonedTime(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // Two passes settle the offset even on a day the zone changes its clocks.
  let instant = wallAsUtc - getZoneOffsetMs(new Date(wallAsUtc));
  instant = wallAsUtc - getZoneOffsetMs(new Date(instant));
  return new Date(instant);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

export { addMonthsToDate as addMonths } from '@/lib/rules/calendar';

/** Minutes after midnight as HH:MM. */
export function formatMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
