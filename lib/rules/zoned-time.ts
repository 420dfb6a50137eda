// Wall-clock dates and times of a named time zone, and back to instants, with only Intl: the agenda's
// rules run the same in the API and the portal, whatever zone the machine itself is in.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes after midnight. */
  minutes: number;
}

function readParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The date and time of day an instant shows on the zone's clocks. */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const p = readParts(instant, timeZone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute };
}

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = readParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock date and time in the zone, or null when that time does not exist there
 * (the hour skipped when clocks go forward). A repeated hour resolves to its first occurrence.
 */
export function fromWallTime(date: string, minutes: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 0, minutes);
  // The offset just before and just after the wall time: on a change day they differ, and trying both
  // finds every real instant that shows this wall time.
  const candidates = [
    wallAsUtc - zoneOffsetMs(new Date(wallAsUtc - 12 * 3_600_000), timeZone),
    wallAsUtc - zoneOffsetMs(new Date(wallAsUtc + 12 * 3_600_000), timeZone),
  ].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const wall = toWallTime(new Date(candidate), timeZone);
    if (wall.date === date && wall.minutes === minutes) return new Date(candidate);
  }
  return null;
}

/** 'HH:MM' → minutes after midnight; null unless it is a full, real time of day. */
export function parseClockTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight → 'HH:MM'. */
export function formatClockTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
