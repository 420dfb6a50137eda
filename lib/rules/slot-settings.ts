// How a nutritionist's availability is cut into consultations (beyond spec 2 §9, which fixes 50 minutes):
// the length of each consultation and the gap left after it. One check for the availability modal and the
// API. Each period is cut from its own start, so 08:00–12:00 with 50 minutes and a 10-minute gap offers
// 08:00, 09:00, 10:00 and 11:00 (lib/rules/free-slots.ts).

export const CONSULTATION_MINUTES_MIN = 15;
export const CONSULTATION_MINUTES_MAX = 240;
export const GAP_MINUTES_MIN = 0;
export const GAP_MINUTES_MAX = 120;

export interface SlotSettings {
  consultation_minutes: number;
  gap_minutes: number;
}

export type SlotSettingsProblem = 'CONSULTATION_LENGTH_OUT_OF_RANGE' | 'CONSULTATION_GAP_OUT_OF_RANGE';

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The first thing wrong with the settings, or null when they can be saved. */
export function findSlotSettingsProblem(settings: SlotSettings): SlotSettingsProblem | null {
  if (!within(settings.consultation_minutes, CONSULTATION_MINUTES_MIN, CONSULTATION_MINUTES_MAX))
    return 'CONSULTATION_LENGTH_OUT_OF_RANGE';
  if (!within(settings.gap_minutes, GAP_MINUTES_MIN, GAP_MINUTES_MAX)) return 'CONSULTATION_GAP_OUT_OF_RANGE';
  return null;
}
