// The calories a patient needed on a given day, judged by what was in force that day: a past day is not
// re-judged when a new plan replaces the old one, an edit changes the plan's total or a new weight is
// measured. The summaries, the adherence record and the dashboard's week (services/meals/summaries.ts,
// services/meals/progress.ts, services/meal-plans/meal-plan-adherence.ts) read it alike.
import { type EnergyInputs, estimateEnergyRequirement } from '@/lib/rules/energy-requirement';

export interface PlanInForce {
  /** The plan's daily calories now (lib/rules/meal-plan-totals, summed by the database). */
  kcal: number;
  /** How many of its foods have no energy value: `kcal` is partial when any. */
  foodsWithoutEnergy?: number;
  /**
   * What it asked for before edits changed it, oldest first: each total was in force until (not on) its day,
   * from the day the one before it ended (the first, from the plan's first day).
   */
  earlier?: readonly { until: string; kcal: number; foodsWithoutEnergy?: number }[];
  /** The first day it applies: its start date, or the day it was made if that came first. */
  from: string;
  /** The day it was archived (INACTIVE plans are never edited again), from which it no longer applies; null while ACTIVE. */
  until: string | null;
}

export interface MeasuredBody {
  /** The day of the record, in the service's zone. */
  day: string;
  weight: number;
  height: number;
}

export interface RequirementHistory extends Pick<EnergyInputs, 'birthDate' | 'gender' | 'activity'> {
  /** Ordered by creation, oldest first: on a day two plans cover, the newer one is the one in force. */
  plans: PlanInForce[];
  /** Records with a weight, each with the height known then (services/record/body-height), oldest first. */
  measurements: MeasuredBody[];
}

function planInForce(history: RequirementHistory, day: string): PlanInForce | undefined {
  return history.plans.findLast((p) => p.from <= day && (p.until === null || day < p.until));
}

/** Whether the day's required calories are the estimate from the body (no plan in force), not a plan's total. */
export function isRequirementEstimatedOn(history: RequirementHistory, day: string): boolean {
  return planInForce(history, day) === undefined;
}

/**
 * How many foods without an energy value the day's required calories left out: those of the plan in force
 * that day, as it was then; 0 for an estimate, which sums no foods.
 */
export function requirementFoodsWithoutEnergyOn(history: RequirementHistory, day: string): number {
  const plan = planInForce(history, day);
  if (!plan) return 0;
  const earlier = plan.earlier?.find((total) => day < total.until);
  return (earlier ? earlier.foodsWithoutEnergy : plan.foodsWithoutEnergy) ?? 0;
}

/**
 * The plan in force on the day, with the total it had then; without one, the estimate from the newest weight and height measured on or
 * before it (before the first record, the first record: the nearest known) and the age on that day; null
 * when nothing estimates one.
 */
export function requirementOn(history: RequirementHistory, day: string): number | null {
  const plan = planInForce(history, day);
  if (plan) return plan.earlier?.find((total) => day < total.until)?.kcal ?? plan.kcal;
  const body = history.measurements.findLast((m) => m.day <= day) ?? history.measurements[0];
  return estimateEnergyRequirement(
    {
      weightKg: body?.weight ?? null,
      heightCm: body?.height ?? null,
      birthDate: history.birthDate,
      gender: history.gender,
      activity: history.activity,
    },
    day,
  );
}
