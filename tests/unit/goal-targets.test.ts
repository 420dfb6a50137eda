import { describe, expect, it } from 'vitest';
import type { PatientGoals } from '@/lib/api/contract';
import { hasAnyTarget, resolveDayTargets } from '@/lib/rules/goal-targets';

const goals = (over: Partial<PatientGoals>): PatientGoals => ({
  patient_id: 1,
  target_weight: null,
  target_date: null,
  basis: 'TOTAL',
  energy: null,
  proteins: null,
  carbohydrates: null,
  fats: null,
  energy_equation: null,
  pa_category: null,
  ...over,
});

describe('resolveDayTargets', () => {
  it('keeps total targets as set, unset ones null', () => {
    expect(resolveDayTargets(goals({ energy: 1800, proteins: 90 }), null)).toEqual({
      energy: 1800,
      proteins: 90,
      carbohydrates: null,
      fats: null,
    });
  });

  it('multiplies per-kg targets by the weight, and knows none without a weight', () => {
    const perKg = goals({ basis: 'PER_KG', energy: 30, proteins: 1.6 });
    expect(resolveDayTargets(perKg, 62.5)).toMatchObject({ energy: 1875, proteins: 100 });
    expect(resolveDayTargets(perKg, null)).toEqual({
      energy: null,
      proteins: null,
      carbohydrates: null,
      fats: null,
    });
  });

  it('no goals: nothing to compare against', () => {
    expect(hasAnyTarget(resolveDayTargets(null, 70))).toBe(false);
  });
});
