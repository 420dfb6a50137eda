// A patient's week on its meal plan, as the nutritionist's dashboard judges it: the last 7 complete days,
// each judged by the day rule (adherence.ts) against that day's required calories.
import type { DayAdherence } from './adherence';

/** The complete days before today that make the week. */
export const ADHERENCE_WEEK_DAYS = 7;
/** A week is 'Em Dia' when most of its days were. */
export const FOLLOWED_DAYS_FOR_A_FOLLOWED_WEEK = 4;

/**
 * The week's tag: 'Não registrado' when no day of it could be judged, 'Em Dia' when at least 4 of its
 * 7 days were, otherwise 'Não seguindo'.
 */
export function classifyWeekAdherence(days: readonly DayAdherence[]): DayAdherence {
  const followed = days.filter((day) => day === 'FOLLOWED').length;
  if (followed >= FOLLOWED_DAYS_FOR_A_FOLLOWED_WEEK) return 'FOLLOWED';
  return days.some((day) => day !== 'UNREGISTERED') ? 'NOT_FOLLOWED' : 'UNREGISTERED';
}

/** The dashboard's adherence card: the share of the days in question that were 'Em Dia', in whole percent. */
export function toAdherencePercentage(followedDays: number, days: number): number | null {
  return days > 0 ? Math.round((followedDays / days) * 100) : null;
}
