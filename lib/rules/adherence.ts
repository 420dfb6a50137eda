// Day adherence (spec 2 §4): no data is unknown, 70 % to 130 % of the required calories is followed,
// anything else is not followed.

export const ADHERENCE_LOWER_BOUND = 0.7;
export const ADHERENCE_UPPER_BOUND = 1.3;

export type DayAdherence = 'FOLLOWED' | 'NOT_FOLLOWED' | 'UNREGISTERED';

export interface DayIntake {
  /** Calories the day asked for; null when they cannot be known. */
  required: number | null;
  /** Calories logged that day. */
  acquired: number;
  /** How many meals were logged; a day without any has no data, whatever the numbers say. */
  mealCount: number;
}

export function classifyDayAdherence({ required, acquired, mealCount }: DayIntake): DayAdherence {
  if (mealCount === 0 || required === null || !(required > 0)) return 'UNREGISTERED';
  const ratio = acquired / required;
  return ratio >= ADHERENCE_LOWER_BOUND && ratio <= ADHERENCE_UPPER_BOUND ? 'FOLLOWED' : 'NOT_FOLLOWED';
}
