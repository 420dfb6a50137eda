// A pregnancy or a lactation as it stands on a day, from what the latest anamnesis recorded: the weeks of
// gestation on the version's date, or the delivery date. The references that depend on it (DRIs, the IOM's
// EER) are read for that day, so a pregnancy recorded at 12 weeks is in its 2nd trimester a month later.
// Trimesters by the usual obstetric convention: 1st to 13 weeks 6 days, 2nd from 14 weeks 0 days to
// 27 weeks 6 days, 3rd from 28 weeks 0 days. A pregnancy past 42 weeks is over as far as the record can tell.

import { GESTATIONAL_WEEKS_MAX } from './gestational-weeks';

export { GESTATIONAL_WEEKS_MAX } from './gestational-weeks';

const DAY_MS = 86_400_000;

export type Trimester = 1 | 2 | 3;

export type PregnancyStage =
  /** Weeks and trimester null: a pregnancy recorded without its weeks. */
  | { state: 'PREGNANT'; weeks: number | null; trimester: Trimester | null }
  | { state: 'LACTATING'; monthsPostpartum: number }
  /** Neither, or a recorded pregnancy that has since gone past its term (the record needs updating). */
  | { state: null; outdated: boolean };

export interface RecordedPregnancy {
  state: 'PREGNANT' | 'LACTATING' | null;
  gestational_weeks: number | null;
  delivery_date: string | null;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whole months from a YYYY-MM-DD day to another, as a calendar counts them. */
function monthsBetween(from: string, to: string): number {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  return to.slice(8) < from.slice(8) ? months - 1 : months;
}

export function trimesterOf(weeks: number): Trimester {
  if (weeks < 14) return 1;
  return weeks < 28 ? 2 : 3;
}

/**
 * The stage on `onDate` of what a version dated `recordedOn` says. A pregnancy without its weeks has no
 * trimester: the references that do not depend on it still apply, the ones that do cannot be read.
 */
export function stageOn(
  recorded: RecordedPregnancy | null,
  recordedOn: string,
  onDate: string,
): PregnancyStage {
  if (!recorded?.state) return { state: null, outdated: false };
  if (recorded.state === 'LACTATING') {
    const since = recorded.delivery_date ?? recordedOn;
    return { state: 'LACTATING', monthsPostpartum: Math.max(0, monthsBetween(since, onDate)) };
  }
  const recordedWeeks = recorded.gestational_weeks;
  if (recordedWeeks === null) return { state: 'PREGNANT', weeks: null, trimester: null };
  const weeks = recordedWeeks + Math.floor(Math.max(0, daysBetween(recordedOn, onDate)) / 7);
  if (weeks > GESTATIONAL_WEEKS_MAX) return { state: null, outdated: true };
  return { state: 'PREGNANT', weeks, trimester: trimesterOf(weeks) };
}
