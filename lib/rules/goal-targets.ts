// The day's targets of the patient's goals in kcal and g: as set when in total, times her weight when per
// kg. A per-kg target without a known weight is unknown (null), as is a target never set.

type GoalNutrient = 'energy' | 'proteins' | 'carbohydrates' | 'fats';
export type DayTargets = Record<GoalNutrient, number | null>;

/** The goals as the contract's patientGoalsSchema has them (the rules do not import the API). */
export type GoalsForTargets = { basis: 'TOTAL' | 'PER_KG' | null } & DayTargets;

export function resolveDayTargets(goals: GoalsForTargets | null, weightKg: number | null): DayTargets {
  const resolve = (value: number | null | undefined) => {
    if (value === null || value === undefined || !goals) return null;
    if (goals.basis !== 'PER_KG') return value;
    return weightKg === null ? null : Math.round(value * weightKg * 10) / 10;
  };
  return {
    energy: resolve(goals?.energy),
    proteins: resolve(goals?.proteins),
    carbohydrates: resolve(goals?.carbohydrates),
    fats: resolve(goals?.fats),
  };
}

/** Whether any target is set at all. */
export const hasAnyTarget = (targets: DayTargets) => Object.values(targets).some((value) => value !== null);
