// The calendar day an instant falls on in a time zone, as 'YYYY-MM-DD': the product judges days in its own
// zone (APP_TIME_ZONE), never in that of the machine that runs the code.

// Building a formatter costs far more than formatting with one, and every request asks for today's date.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function toZonedDate(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
