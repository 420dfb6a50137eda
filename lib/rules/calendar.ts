// Calendar arithmetic on the wire's plain dates ('YYYY-MM-DD') and months ('YYYY-MM'), with no time
// zone: a calendar day is the same day in any browser. Used by the date and month pickers.

function parseDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDaysToDate(date: string, days: number): string {
  const value = parseDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
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
