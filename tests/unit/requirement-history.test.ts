// What a day needed, by what was in force that day: the plan covering it, else the body measured by then.
import { describe, expect, it } from 'vitest';
import { estimateEnergyRequirement } from '@/lib/rules/energy-requirement';
import {
  type RequirementHistory,
  requirementFoodsWithoutEnergyOn,
  requirementOn,
} from '@/upstream/src/services/record/requirement-history';

const person = { birthDate: '1990-03-15', gender: 'FEMALE', activity: 'LIGHTLY_ACTIVE' } as const;
const history = (overrides: Partial<RequirementHistory> = {}): RequirementHistory => ({
  ...person,
  plans: [],
  measurements: [],
  ...overrides,
});
const estimate = (weightKg: number, heightCm: number, day: string) =>
  estimateEnergyRequirement(
    { weightKg, heightCm, birthDate: person.birthDate, gender: person.gender, activity: person.activity },
    day,
  );

describe('requirementOn', () => {
  const archived = { kcal: 1600, from: '2025-01-01', until: '2025-02-10' };
  const active = { kcal: 2100, from: '2025-02-10', until: null };

  it('takes the plan covering the day: the archived one up to the day before its archiving, then the new one', () => {
    const withPlans = history({ plans: [archived, active] });
    expect(requirementOn(withPlans, '2025-01-01')).toBe(1600);
    expect(requirementOn(withPlans, '2025-02-09')).toBe(1600);
    expect(requirementOn(withPlans, '2025-02-10')).toBe(2100);
    expect(requirementOn(withPlans, '2026-01-01')).toBe(2100);
  });

  it('on a day two plans cover, the newer one (made later) is in force', () => {
    const overlapping = { kcal: 1900, from: '2025-01-20', until: null };
    expect(requirementOn(history({ plans: [archived, overlapping] }), '2025-01-25')).toBe(1900);
  });

  it('an edited plan: each total it had before, until the day of the edit that replaced it', () => {
    const edited = {
      ...active,
      earlier: [
        { until: '2025-02-20', kcal: 1800 },
        { until: '2025-03-05', kcal: 2400 },
      ],
    };
    const withEdits = history({ plans: [archived, edited] });
    expect(requirementOn(withEdits, '2025-02-09')).toBe(1600);
    expect(requirementOn(withEdits, '2025-02-10')).toBe(1800);
    expect(requirementOn(withEdits, '2025-02-19')).toBe(1800);
    expect(requirementOn(withEdits, '2025-02-20')).toBe(2400);
    expect(requirementOn(withEdits, '2025-03-04')).toBe(2400);
    expect(requirementOn(withEdits, '2025-03-05')).toBe(2100);
  });

  it('without a plan: the body measured on or before the day, with the age of that day', () => {
    const measurements = [
      { day: '2024-06-01', weight: 70, height: 165 },
      { day: '2024-12-01', weight: 64, height: 165 },
    ];
    const withBodies = history({ plans: [archived], measurements });
    expect(requirementOn(withBodies, '2024-11-30')).toBe(estimate(70, 165, '2024-11-30'));
    expect(requirementOn(withBodies, '2024-12-01')).toBe(estimate(64, 165, '2024-12-01'));
    // After the plan was archived, and before any plan: the measured body again.
    expect(requirementOn(withBodies, '2025-02-10')).toBe(estimate(64, 165, '2025-02-10'));
    // Before the first record, the first record is the nearest known.
    expect(requirementOn(withBodies, '2024-01-01')).toBe(estimate(70, 165, '2024-01-01'));
    // The age is the day's: a birthday in between changes the estimate.
    expect(estimate(64, 165, '2025-03-14')).not.toBe(estimate(64, 165, '2025-03-15'));
    expect(requirementOn(withBodies, '2025-03-15')).toBe(estimate(64, 165, '2025-03-15'));
  });

  it('is null when no plan covers the day and nothing was measured', () => {
    expect(requirementOn(history({ plans: [archived] }), '2025-03-01')).toBeNull();
  });
});

describe('requirementFoodsWithoutEnergyOn', () => {
  it('is the count of the plan in force that day, as it was then; 0 for an estimate', () => {
    const edited = {
      kcal: 1800,
      foodsWithoutEnergy: 0,
      from: '2025-03-01',
      until: null,
      earlier: [{ until: '2025-03-10', kcal: 1700, foodsWithoutEnergy: 2 }],
    };
    const withPlan = history({
      plans: [edited],
      measurements: [{ day: '2025-01-01', weight: 60, height: 165 }],
    });
    expect(requirementFoodsWithoutEnergyOn(withPlan, '2025-03-09')).toBe(2);
    expect(requirementFoodsWithoutEnergyOn(withPlan, '2025-03-10')).toBe(0);
    expect(requirementFoodsWithoutEnergyOn(withPlan, '2025-02-01')).toBe(0);
  });
});
