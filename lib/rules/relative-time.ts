// How long ago something happened, as a message key and a count; the words live in messages
// (Ui.RelativeTime and Ui.LastUpdate) so that the rule stays language-free.
import { toZonedDate } from './zoned-date';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Both specifications count months as 30 days. */
const DAYS_PER_MONTH = 30;

export type RelativeTime =
  | { key: 'lessThanHour'; count: 0 }
  | { key: 'hours'; count: number }
  | { key: 'days'; count: number }
  | { key: 'months'; count: number };

/** Notifications (spec 1 §9): under 1 hour, then hours, days under 30 days, otherwise months. */
export function getRelativeTime(date: Date | string, now: Date): RelativeTime {
  const elapsed = now.getTime() - new Date(date).getTime();
  // A clock slightly ahead of ours must not produce "-1 hours".
  if (!(elapsed >= HOUR_MS)) return { key: 'lessThanHour', count: 0 };
  if (elapsed < DAY_MS) return { key: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < DAYS_PER_MONTH) return { key: 'days', count: days };
  return { key: 'months', count: Math.floor(days / DAYS_PER_MONTH) };
}

export type LastUpdate =
  | { key: 'today'; count: 0 }
  | { key: 'days'; count: number }
  | { key: 'months'; count: number };

/** The instant's calendar day in the zone, as midnight UTC of that date. */
function dayIn(date: Date, timeZone: string): number {
  return Date.parse(`${toZonedDate(date, timeZone)}T00:00:00Z`);
}

/**
 * Meal plan 'last updated' (spec 2 §9): today, days under 30 days, otherwise 30-day months. Calendar days
 * of the product's zone, not of whatever machine renders it, so the server and the browser agree.
 */
export function getLastUpdate(date: Date | string, now: Date, timeZone: string): LastUpdate {
  // Calendar days, so something updated late yesterday reads as one day ago, not 'today'.
  const days = Math.round((dayIn(now, timeZone) - dayIn(new Date(date), timeZone)) / DAY_MS);
  if (!(days > 0)) return { key: 'today', count: 0 };
  if (days < DAYS_PER_MONTH) return { key: 'days', count: days };
  return { key: 'months', count: Math.floor(days / DAYS_PER_MONTH) };
}
