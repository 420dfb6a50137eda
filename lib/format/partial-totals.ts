// How a value that may be unknown, and a sum that may have met unknowns, read on screen and on paper
// (DESIGN §7: unknown is not zero). One place, so the plan, the summaries and the PDF say it alike.
import { PLAN_NUTRIENTS, type PlanNutrient } from '@/lib/rules/meal-plan-totals';

/** What a screen or the PDF shows where a nutrient has no value. */
export const UNKNOWN_VALUE = '–';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A food's value in its format, or '–' when the source gives none. */
export function formatKnownValue(value: number | null, format: (value: number) => string): string {
  return value === null ? UNKNOWN_VALUE : format(value);
}

/**
 * A sum in its format; '–' when it met an unknown and nothing known brought any of it (a zero that says
 * nothing: 200 g of milk alone is no 0 kcal).
 */
export function formatSum(sum: number, unknownCount: number, format: (value: number) => string): string {
  return unknownCount > 0 && sum === 0 ? UNKNOWN_VALUE : format(sum);
}

/** The order the nutrients are named in a note, whatever order the counts come in. */
const NOTE_ORDER: readonly PlanNutrient[] = PLAN_NUTRIENTS;

/**
 * 'total parcial: 1 alimento sem valor de energia; 2 alimentos sem valor de fibras', or null when every food
 * of the sum had a value. `t` reads the UnknownNutrients messages.
 */
export function describePartialSum(
  unknown: Partial<Record<PlanNutrient, number>>,
  t: Translate,
  message: 'partialTotal' | 'partialAdherence' = 'partialTotal',
): string | null {
  const clauses = NOTE_ORDER.filter((nutrient) => (unknown[nutrient] ?? 0) > 0).map((nutrient) =>
    t('foodsWithout', { count: unknown[nutrient] ?? 0, nutrient: t(`nutrients.${nutrient}`) }),
  );
  return clauses.length === 0 ? null : t(message, { details: clauses.join('; ') });
}

/** The nutrients a food has no value of, in the notes' order. */
export function listUnknownNutrients(values: Partial<Record<PlanNutrient, number | null>>): PlanNutrient[] {
  return NOTE_ORDER.filter((nutrient) => values[nutrient] === null);
}
