// The availability modal's draft: which weekdays are chosen and their periods, kept even while a day is
// unticked so ticking it again brings its hours back.
import {
  type AvailabilityPeriod,
  findWeekAvailabilityProblem,
  WEEKDAYS,
  type WeekAvailabilityDay,
  type Weekday,
} from '@/lib/rules/week-availability';

export interface WeekDraft {
  chosen: Weekday[];
  periods: Partial<Record<Weekday, AvailabilityPeriod[]>>;
}

export function draftFromWeek(days: readonly WeekAvailabilityDay[]): WeekDraft {
  return {
    chosen: days.map((day) => day.day_of_week),
    periods: Object.fromEntries(
      days.map((day) => [day.day_of_week, day.availability.map((p) => ({ ...p }))]),
    ),
  };
}

export function toggleWeekday(draft: WeekDraft, day: Weekday): WeekDraft {
  if (draft.chosen.includes(day))
    return { ...draft, chosen: draft.chosen.filter((chosen) => chosen !== day) };
  return {
    chosen: [...draft.chosen, day],
    periods: { ...draft.periods, [day]: draft.periods[day] ?? [{ from: '', to: '' }] },
  };
}

export function setPeriods(draft: WeekDraft, day: Weekday, periods: AvailabilityPeriod[]): WeekDraft {
  return { ...draft, periods: { ...draft.periods, [day]: periods } };
}

/** The week to send: chosen days only, Sunday to Saturday. */
export function weekFromDraft(draft: WeekDraft): WeekAvailabilityDay[] {
  return WEEKDAYS.filter((day) => draft.chosen.includes(day)).map((day) => ({
    day_of_week: day,
    availability: draft.periods[day] ?? [],
  }));
}

export function draftProblem(draft: WeekDraft) {
  return findWeekAvailabilityProblem(weekFromDraft(draft));
}
