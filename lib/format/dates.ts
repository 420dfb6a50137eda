// Date formatting for the interface: pt-BR names of days and months, and every instant shown in
// the product's time zone so the server and the browser render the same text whatever their own zone. The
// zone's dates and clock times are read with Intl (lib/rules/zoned-time), never through the machine's own
// zone. Plain-date arithmetic and the dd/mm/yyyy form of a plain date are lib/rules/calendar's.
import { publicConfig } from '@/lib/config/public';
import { formatDateBr, getWeekdayOf, isRealDate } from '@/lib/rules/calendar';
import { toWallTime, type WallTime } from '@/lib/rules/zoned-time';

/** The product's time zone (APP_TIME_ZONE, the same setting the API reads). */
export const PRODUCT_TIME_ZONE = publicConfig.timeZone;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/** The text with its first letter in capitals: 'Novembro de 2026' at the start of a label. */
export function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}

// The pt-BR names of days and months, as Intl's pt-BR data writes them (tests/unit/dates.test.ts compares
// them): written out rather than read from Intl when this module loads, because a page's first
// Intl.DateTimeFormat costs the browser 40–100 ms (ICU's date data), and most pages format no instant.
const LONG_WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** Weekday names indexed like Date#getDay: Domingo (0) to Sábado (6). */
export const WEEKDAY_NAMES: readonly string[] = LONG_WEEKDAYS.map(capitalize);
/** Short weekday names: Dom, Seg, ..., Sáb. */
export const SHORT_WEEKDAY_NAMES: readonly string[] = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
/** Month names indexed like Date#getMonth, lower case as written inside a sentence: janeiro … dezembro. */
export const MONTH_NAMES: readonly string[] = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
/** Short month names, lower case: jan, fev, ..., dez. */
export const SHORT_MONTH_NAMES: readonly string[] = MONTH_NAMES.map((month) => month.slice(0, 3));

export function getWeekdayName(day: number): string {
  return WEEKDAY_NAMES[day] ?? '';
}

/** 'novembro de 2026' for a month ('2026-11') or any day of it ('2026-11-05'). */
export function formatYearMonth(yearMonthOrDate: string): string {
  return `${getMonthName(Number(yearMonthOrDate.slice(5, 7)) - 1)} de ${yearMonthOrDate.slice(0, 4)}`;
}

export function getMonthName(month: number): string {
  return MONTH_NAMES[month] ?? '';
}

/**
 * The date and clock time a value shows in the product's zone, or null when unreadable. A date-time string
 * without an offset already is wall time there, which is how the upstream writes appointment and meal times.
 */
function toProductWallTime(value: Date | string): WallTime | null {
  if (typeof value === 'string' && !HAS_OFFSET.test(value)) {
    const wall = WALL_TIME.exec(value);
    if (!wall || !isRealDate(Number(wall[1]), Number(wall[2]), Number(wall[3]))) return null;
    const [hours, minutes] = [Number(wall[4] ?? 0), Number(wall[5] ?? 0)];
    if (hours > 23 || minutes > 59) return null;
    return { date: `${wall[1]}-${wall[2]}-${wall[3]}`, minutes: hours * 60 + minutes };
  }
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : toWallTime(instant, PRODUCT_TIME_ZONE);
}

/** The date and minutes after midnight an instant (or the upstream's wall time) shows in the product's zone. */
export function getProductWallTime(value: Date | string): WallTime | null {
  return toProductWallTime(value);
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const clockOf = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** '2024-03-05' → '05/03/2024'. A date-time is first placed in the product's zone. Invalid input → ''. */
export function formatIsoDateToBr(value: string): string {
  if (ISO_DATE.test(value)) return formatDateBr(value);
  const wall = toProductWallTime(value);
  return wall ? formatDateBr(wall.date) : '';
}

/** '05/03/2024' → '2024-03-05' (the wire format); null unless it is a real calendar date. */
export function brDateToIso(value: string): string | null {
  const match = BR_DATE.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/**
 * '5 de março 9:05' (spec 2 §9). Given `now`, a date of another year than now's (in the product's zone)
 * names its year, '5 de março de 2025 9:05', so last December is not read as this one.
 */
export function formatDayMonthTime(value: Date | string, now?: Date | number): string {
  const wall = toProductWallTime(value);
  if (!wall) return '';
  const [year, month, day] = wall.date.split('-').map(Number);
  const { hours, minutes } = clockOf(wall.minutes);
  const ofYear = now !== undefined && year !== getProductYear(now) ? ` de ${year}` : '';
  return `${day} de ${getMonthName((month ?? 1) - 1)}${ofYear} ${hours}:${pad2(minutes)}`;
}

/** The year an instant falls in, in the product's zone. */
export function getProductYear(now: Date | number): number {
  return Number(toWallTime(new Date(now), PRODUCT_TIME_ZONE).date.slice(0, 4));
}

/** 'HH:mm' in the product's zone, e.g. for appointment start and end. */
export function formatTime(value: Date | string): string {
  const wall = toProductWallTime(value);
  if (!wall) return '';
  const { hours, minutes } = clockOf(wall.minutes);
  return `${pad2(hours)}:${pad2(minutes)}`;
}

/** 'dd/mm/yyyy HH:mm' in the product's zone: an instant of a record (the access trail). */
export function formatDateTimeBr(value: Date | string): string {
  const wall = toProductWallTime(value);
  if (!wall) return '';
  return `${formatIsoDateToBr(wall.date)} ${formatTime(value)}`;
}

/** 'seg., 07/12/2026 09:00' in the product's zone: an agenda row, its weekday first. Invalid input → ''. */
export function formatWeekdayDateTime(value: Date | string): string {
  const wall = toProductWallTime(value);
  if (!wall) return '';
  const weekday = (SHORT_WEEKDAY_NAMES[getWeekdayOf(wall.date)] ?? '').toLocaleLowerCase('pt-BR');
  const { hours, minutes } = clockOf(wall.minutes);
  return `${weekday}., ${formatDateBr(wall.date)} ${pad2(hours)}:${pad2(minutes)}`;
}

/** 'quarta-feira, 12 de março de 2025': a calendar day ('YYYY-MM-DD') written out. */
export function formatLongDate(date: string): string {
  if (!formatDateBr(date)) return '';
  const [year, month, day] = date.split('-');
  const weekday = LONG_WEEKDAYS[getWeekdayOf(date)] ?? '';
  return `${weekday}, ${Number(day)} de ${getMonthName(Number(month) - 1)} de ${year}`;
}

/** The calendar date of an instant in the product's zone, as the API expects it: 'YYYY-MM-DD'. */
export function toIsoDate(value: Date): string {
  return toWallTime(value, PRODUCT_TIME_ZONE).date;
}
