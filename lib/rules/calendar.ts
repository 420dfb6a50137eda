// The one module of plain-date helpers: calendar arithmetic on the wire's dates ('YYYY-MM-DD') and
// months ('YYYY-MM'), with no time zone, so a calendar day is the same day in any browser, in the API
// and in the seed. Dates placed in a zone are lib/rules/zoned-time's; names of days and months are
// lib/format/dates'.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Whether year, month (1–12) and day name a real calendar day (no 30/02). */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2024-03-05' → '05/03/2024'; '' unless it is a real calendar date. */
export function formatDateBr(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) return '';
  const [, year, month, day] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : '';
}

/** YYYY-MM-DD plus a number of calendar days (month and year boundaries included). */
export function addDaysToDate(date: string, days: number): string {
  const value = parseDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` ('YYYY-MM-DD'): 1 from one day to the next, negative backwards. */
export function countDaysBetween(from: string, to: string): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / 86_400_000);
}

/** The same day `months` later, or the month's last day when it has fewer days (31/01 + 1 → 28/02). */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day ?? 1, lastDay));
  return first.toISOString().slice(0, 10);
}

export function addMonthsToMonth(yearMonth: string, months: number): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1)).toISOString().slice(0, 7);
}

/** 0 = Sunday … 6 = Saturday. */
export function getWeekdayOf(date: string): number {
  return parseDate(date).getUTCDay();
}

/** The month ('YYYY-MM') a date ('YYYY-MM-DD') falls in. */
export function toYearMonth(date: string): string {
  return date.slice(0, 7);
}

/** Sunday to Saturday of the week holding `date`. */
export function getWeekDates(date: string): string[] {
  const sunday = addDaysToDate(date, -getWeekdayOf(date));
  return Array.from({ length: 7 }, (_, index) => addDaysToDate(sunday, index));
}

/** The distinct months a list of dates touches, in order (a week may straddle two). */
export function listYearMonths(dates: readonly string[]): string[] {
  return [...new Set(dates.map(toYearMonth))];
}

/** The weeks (Sunday to Saturday) that show a month, each day as 'YYYY-MM-DD'; days of the next and previous month fill the ends. */
export function getMonthGrid(yearMonth: string): string[][] {
  const first = `${yearMonth}-01`;
  let day = addDaysToDate(first, -getWeekdayOf(first));
  const weeks: string[][] = [];
  do {
    const week: string[] = [];
    for (let index = 0; index < 7; index++) {
      week.push(day);
      day = addDaysToDate(day, 1);
    }
    weeks.push(week);
  } while (day.slice(0, 7) === yearMonth);
  return weeks;
}

/**
 * The weeks (Sunday to Saturday) that show the days from `from` to `to` ('YYYY-MM-DD', inclusive), each
 * day as 'YYYY-MM-DD' and null where a week reaches outside them.
 */
export function getRangeGrid(from: string, to: string): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  let day = addDaysToDate(from, -getWeekdayOf(from));
  while (day <= to) {
    const week: (string | null)[] = [];
    for (let index = 0; index < 7; index++) {
      week.push(day >= from && day <= to ? day : null);
      day = addDaysToDate(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The value kept inside [min, max]; either bound may be absent. Works on dates and on months. */
export function clampToRange(value: string, min?: string, max?: string): string {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

export function isInRange(value: string, min?: string, max?: string): boolean {
  return !(min && value < min) && !(max && value > max);
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function computeAgeYears(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
