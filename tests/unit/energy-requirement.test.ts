import { describe, expect, it } from 'vitest';
import { computeAgeYears } from '@/lib/rules/calendar';
import {
  ACTIVITY_FACTORS,
  checkEnergyEstimateAge,
  computeRestingEnergy,
  estimateEnergyRequirement,
} from '@/lib/rules/energy-requirement';

describe('computeAgeYears', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(computeAgeYears('1990-05-30', '2025-05-29')).toBe(34);
    expect(computeAgeYears('1990-05-30', '2025-05-30')).toBe(35);
    expect(computeAgeYears('2000-02-29', '2025-02-28')).toBe(24);
    expect(computeAgeYears('2000-02-29', '2025-03-01')).toBe(25);
  });
});

describe('computeRestingEnergy (Mifflin–St Jeor)', () => {
  it('matches the published equation for men and women', () => {
    // 10 × 70 + 6.25 × 175 − 5 × 30 + 5 = 1648.75
    expect(computeRestingEnergy(70, 175, 30, 'MALE')).toBeCloseTo(1648.75, 6);
    // 10 × 60 + 6.25 × 165 − 5 × 40 − 161 = 1270.25
    expect(computeRestingEnergy(60, 165, 40, 'FEMALE')).toBeCloseTo(1270.25, 6);
  });

  it('with the sex unknown, takes the mean of both constants', () => {
    const male = computeRestingEnergy(70, 175, 30, 'MALE');
    const female = computeRestingEnergy(70, 175, 30, 'FEMALE');
    expect(computeRestingEnergy(70, 175, 30, null)).toBeCloseTo((male + female) / 2, 6);
  });
});

describe('estimateEnergyRequirement', () => {
  const person = {
    weightKg: 70,
    heightCm: 175,
    birthDate: '1995-01-01',
    gender: 'MALE' as const,
    activity: 'MODERATELY_ACTIVE' as const,
  };

  it('is the resting energy times the factor of the activity level, rounded to whole kcal', () => {
    expect(estimateEnergyRequirement(person, '2025-06-01')).toBe(Math.round(1648.75 * 1.55));
  });

  it('uses the five factors of the specification', () => {
    expect(ACTIVITY_FACTORS).toEqual({
      SEDENTARY: 1.2,
      LIGHTLY_ACTIVE: 1.375,
      MODERATELY_ACTIVE: 1.55,
      VERY_ACTIVE: 1.725,
      EXTRA_ACTIVE: 1.9,
    });
    const levels = Object.keys(ACTIVITY_FACTORS) as (keyof typeof ACTIVITY_FACTORS)[];
    const values = levels.map((activity) => estimateEnergyRequirement({ ...person, activity }, '2025-06-01'));
    expect(values).toEqual([...values].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('an unknown activity level counts as sedentary', () => {
    expect(estimateEnergyRequirement({ ...person, activity: null }, '2025-06-01')).toBe(
      Math.round(1648.75 * 1.2),
    );
  });

  it('without weight, height or birth date there is nothing to estimate from', () => {
    expect(estimateEnergyRequirement({ ...person, weightKg: null }, '2025-06-01')).toBeNull();
    expect(estimateEnergyRequirement({ ...person, heightCm: 0 }, '2025-06-01')).toBeNull();
    expect(estimateEnergyRequirement({ ...person, birthDate: null }, '2025-06-01')).toBeNull();
    expect(estimateEnergyRequirement({ ...person, birthDate: '2030-01-01' }, '2025-06-01')).toBeNull();
  });
});

describe('checkEnergyEstimateAge (Mifflin–St Jeor 1990: 498 healthy adults of 19–78 years)', () => {
  it('warns for an age outside the sample, on the day of the estimate', () => {
    expect(checkEnergyEstimateAge('2015-03-01', '2025-06-01')).toEqual({
      kind: 'AGE_OUTSIDE_VALIDATION',
      age: 10,
      minAge: 19,
      maxAge: 78,
    });
    expect(checkEnergyEstimateAge('2006-06-02', '2025-06-01')).toMatchObject({ age: 18 });
    expect(checkEnergyEstimateAge('2006-06-01', '2025-06-01')).toBeNull();
    expect(checkEnergyEstimateAge('1947-01-01', '2025-06-01')).toBeNull();
    expect(checkEnergyEstimateAge('1946-01-01', '2025-06-01')).toMatchObject({ age: 79 });
  });

  it('says nothing without a birth date', () => {
    expect(checkEnergyEstimateAge(null, '2025-06-01')).toBeNull();
  });
});
