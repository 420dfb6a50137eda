// Calendar arithmetic of the summary panel on YYYY-MM-DD strings (the product's calendar days).

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const value = parse(date);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function getWeekday(date: string): number {
  return parse(date).getUTCDay();
}

/** Sunday to Saturday of the week holding `date` (the weekly view shows the week containing today). */
export function getWeekDates(date: string): string[] {
  const sunday = addDays(date, -getWeekday(date));
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

export function toYearMonth(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(yearMonth: string, months: number): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const value = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1));
  return value.toISOString().slice(0, 7);
}

/** The distinct months a list of dates touches, in order (a week may straddle two). */
export function listYearMonths(dates: readonly string[]): string[] {
  return [...new Set(dates.map(toYearMonth))];
}
