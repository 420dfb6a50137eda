// Date formatting for the interface: pt-br names from dayjs's locale, and every instant shown in the
// product's time zone so the server and the browser render the same text whatever their own zone.
import dayjs, { type Dayjs } from 'dayjs';
import ptBr from 'dayjs/locale/pt-br';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { publicConfig } from '@/lib/config/public';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The product's time zone (APP_TIME_ZONE, the same setting the API reads). */
export const PRODUCT_TIME_ZONE = publicConfig.timeZone;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}

/** Weekday names indexed like Date#getDay: Domingo (0) to Sábado (6). */
export const WEEKDAY_NAMES: readonly string[] = (ptBr.weekdays ?? []).map(capitalize);
/** Short weekday names: Dom, Seg, ..., Sáb. */
export const SHORT_WEEKDAY_NAMES: readonly string[] = (ptBr.weekdaysShort ?? []).map(capitalize);
/** Month names indexed like Date#getMonth, lower case as written inside a sentence: janeiro … dezembro. */
export const MONTH_NAMES: readonly string[] = ptBr.months ?? [];

export function getWeekdayName(day: number): string {
  return WEEKDAY_NAMES[day] ?? '';
}

export function getMonthName(month: number): string {
  return MONTH_NAMES[month] ?? '';
}

/**
 * An instant in the product's zone. A date-time string without an offset is read as wall time there,
 * which is how the upstream writes appointment and meal times.
 */
export function toProductTime(value: Date | string): Dayjs {
  if (typeof value === 'string' && !HAS_OFFSET.test(value)) {
    return dayjs.tz(value, PRODUCT_TIME_ZONE).locale(ptBr);
  }
  return dayjs(value).tz(PRODUCT_TIME_ZONE).locale(ptBr);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2024-03-05' → '05/03/2024'. A date-time is first placed in the product's zone. Invalid input → ''. */
export function formatIsoDateToBr(value: string): string {
  const match = ISO_DATE.exec(value);
  if (match) {
    const [, year, month, day] = match;
    return isRealDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : '';
  }
  const instant = toProductTime(value);
  return instant.isValid() ? instant.format('DD/MM/YYYY') : '';
}

/** '05/03/2024' → '2024-03-05' (the wire format); null unless it is a real calendar date. */
export function brDateToIso(value: string): string | null {
  const match = BR_DATE.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/** '5 de março 9:05' (spec 2 §9). */
export function formatDayMonthTime(value: Date | string): string {
  const instant = toProductTime(value);
  return instant.isValid() ? instant.format('D [de] MMMM H:mm') : '';
}

/** 'HH:mm' in the product's zone, e.g. for appointment start and end. */
export function formatTime(value: Date | string): string {
  const instant = toProductTime(value);
  return instant.isValid() ? instant.format('HH:mm') : '';
}

/** The calendar date of an instant in the product's zone, as the API expects it: 'YYYY-MM-DD'. */
export function toIsoDate(value: Date): string {
  return toProductTime(value).format('YYYY-MM-DD');
}

/** 'YYYY-MM' for month reports (year_month). */
export function toYearMonth(value: Date): string {
  return toProductTime(value).format('YYYY-MM');
}
