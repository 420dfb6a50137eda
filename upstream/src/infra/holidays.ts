// Brazilian national holidays (date-holidays' 'public' days for BR), which the agenda does not offer.
import Holidays from 'date-holidays';

const nationalHolidays = new Holidays('BR');
const byYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let dates = byYear.get(year);
  if (!dates) {
    dates = new Set(
      nationalHolidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, dates);
  }
  return dates;
}

/** Is this calendar date (YYYY-MM-DD) a national holiday in Brazil? */
export function isBrazilianNationalHoliday(date: string): boolean {
  return holidaysOf(Number(date.slice(0, 4))).has(date);
}
