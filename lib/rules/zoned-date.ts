// The calendar day an instant falls on in a time zone, as 'YYYY-MM-DD': the product judges days in its own
// zone (APP_TIME_ZONE), never in that of the machine that runs the code. Read with zoned-time's formatter,
// kept once per zone: building one costs far more than using it, and every request asks for today.
import { toWallTime } from './zoned-time';

export function toZonedDate(instant: Date, timeZone: string): string {
  return toWallTime(instant, timeZone).date;
}
