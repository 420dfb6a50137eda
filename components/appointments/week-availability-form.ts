// The availability modal's draft: which weekdays are chosen and their periods, kept even while a day is
// unticked so ticking it again brings its hours back, and the consultation length and gap as typed.
import type { SlotSettings } from '@/lib/api/contract';
import { readDecimal } from '@/lib/format/numbers';
import { cutPeriod } from '@/lib/rules/free-slots';
import { findSlotSettingsProblem } from '@/lib/rules/slot-settings';
import {
  type AvailabilityPeriod,
  findWeekAvailabilityProblem,
  WEEKDAYS,
  type WeekAvailabilityDay,
  type Weekday,
} from '@/lib/rules/week-availability';
import { formatClockTime, parseClockTime } from '@/lib/rules/zoned-time';

export interface WeekDraft {
  chosen: Weekday[];
  periods: Partial<Record<Weekday, AvailabilityPeriod[]>>;
  /** Minutes as typed: the consultation's length and the gap after it. */
  consultation: string;
  gap: string;
}

export function draftFromWeek(days: readonly WeekAvailabilityDay[], settings: SlotSettings): WeekDraft {
  return {
    chosen: days.map((day) => day.day_of_week),
    periods: Object.fromEntries(
      days.map((day) => [day.day_of_week, day.availability.map((p) => ({ ...p }))]),
    ),
    consultation: String(settings.consultation_minutes),
    gap: String(settings.gap_minutes),
  };
}

/**
 * 'Copiar para…': the day's periods become those of each target, ticked if it was not; their own periods
 * are replaced. Nothing is saved until 'Salvar'.
 */
export function copyDay(draft: WeekDraft, from: Weekday, targets: readonly Weekday[]): WeekDraft {
  const source = draft.periods[from] ?? [];
  const periods = { ...draft.periods };
  for (const target of targets) if (target !== from) periods[target] = source.map((p) => ({ ...p }));
  const added = targets.filter((target) => target !== from && !draft.chosen.includes(target));
  return { ...draft, chosen: [...draft.chosen, ...added], periods };
}

/** The settings as typed, read as minutes (NaN when blank or unreadable, which the rule refuses). */
export function settingsFromDraft(draft: WeekDraft): SlotSettings {
  const read = (text: string) => readDecimal(text) ?? Number.NaN;
  return { consultation_minutes: read(draft.consultation), gap_minutes: read(draft.gap) };
}

export function settingsProblem(draft: WeekDraft) {
  return findSlotSettingsProblem(settingsFromDraft(draft));
}

export function toggleWeekday(draft: WeekDraft, day: Weekday): WeekDraft {
  if (draft.chosen.includes(day))
    return { ...draft, chosen: draft.chosen.filter((chosen) => chosen !== day) };
  return {
    ...draft,
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

/**
 * The start times a day's periods offer with the settings as typed, each period cut from its own start;
 * null while a period or a setting is not complete.
 */
export function previewStarts(draft: WeekDraft, day: Weekday): string[] | null {
  if (settingsProblem(draft)) return null;
  const { consultation_minutes, gap_minutes } = settingsFromDraft(draft);
  const starts = new Set<number>();
  for (const period of draft.periods[day] ?? []) {
    const from = parseClockTime(period.from);
    const to = parseClockTime(period.to);
    if (from === null || to === null) return null;
    for (const start of cutPeriod(from, to, consultation_minutes, gap_minutes)) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b).map(formatClockTime);
}
