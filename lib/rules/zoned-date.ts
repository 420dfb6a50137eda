// The calendar day an instant falls on in a time zone, as 'YYYY-MM-DD': the product judges days in its own
// zone (APP_TIME_ZONE), never in that of the machine that runs the code.

export function toZonedDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
