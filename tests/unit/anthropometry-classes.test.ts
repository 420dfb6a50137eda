import { describe, expect, it } from 'vitest';
import {
  assessArmMuscleArea,
  assessArmMuscleCircumference,
  computeCorrectedArmMuscleArea,
} from '@/lib/rules/anthropometry/arm';
import { assessRecord, describePersonOn } from '@/lib/rules/anthropometry/assessment';
import { assessBmi, classifyBmi, classifyOlderAdultBmi, computeBmi } from '@/lib/rules/anthropometry/bmi';
import {
  assessWaist,
  assessWaistToHip,
  classifyWaist,
  classifyWaistToHip,
} from '@/lib/rules/anthropometry/waist';

describe('BMI (WHO TRS 894, 2000; Lipschitz 1994 from 60 years)', () => {
  it('is kg / m²', () => {
    // 70 / 1.75² = 70 / 3.0625 = 22.857
    expect(computeBmi(70, 175)).toBeCloseTo(22.857, 3);
  });

  it('classes adults at the WHO cut-offs', () => {
    expect(classifyBmi(18.49)).toBe('UNDERWEIGHT');
    expect(classifyBmi(18.5)).toBe('NORMAL');
    expect(classifyBmi(24.99)).toBe('NORMAL');
    expect(classifyBmi(25)).toBe('OVERWEIGHT');
    expect(classifyBmi(30)).toBe('OBESITY_I');
    expect(classifyBmi(35)).toBe('OBESITY_II');
    expect(classifyBmi(40)).toBe('OBESITY_III');
  });

  it('adds the older-adult class from 60 years only', () => {
    expect(classifyOlderAdultBmi(22)).toBe('UNDERWEIGHT');
    expect(classifyOlderAdultBmi(22.1)).toBe('NORMAL');
    expect(classifyOlderAdultBmi(27)).toBe('OVERWEIGHT');
    expect(assessBmi({ weight: 70, height: 175 }, { sex: 'MALE', ageYears: 59 })).toMatchObject({
      whoClass: 'NORMAL',
      olderAdultClass: null,
    });
    // 60 kg at 1.70 m: 20.76 — normal for WHO, underweight for Lipschitz
    expect(assessBmi({ weight: 60, height: 170 }, { sex: 'FEMALE', ageYears: 65 })).toMatchObject({
      whoClass: 'NORMAL',
      olderAdultClass: 'UNDERWEIGHT',
    });
  });

  it('names what is missing', () => {
    expect(assessBmi({ weight: 70 }, { sex: null, ageYears: null })).toEqual({ missing: ['height'] });
  });
});

describe('waist and waist-to-hip ratio (WHO expert consultation, 2008)', () => {
  it('uses the cut-offs by sex', () => {
    // The report's waist limits are strict: exactly 94 cm is not yet increased risk.
    expect(classifyWaist(94, 'MALE')).toBe('LOW');
    expect(classifyWaist(94.1, 'MALE')).toBe('INCREASED');
    expect(classifyWaist(102, 'MALE')).toBe('INCREASED');
    expect(classifyWaist(102.1, 'MALE')).toBe('SUBSTANTIALLY_INCREASED');
    expect(classifyWaist(80, 'FEMALE')).toBe('LOW');
    expect(classifyWaist(80.1, 'FEMALE')).toBe('INCREASED');
    expect(classifyWaist(88, 'FEMALE')).toBe('INCREASED');
    expect(classifyWaist(88.1, 'FEMALE')).toBe('SUBSTANTIALLY_INCREASED');
    expect(classifyWaistToHip(0.89, 'MALE')).toBe('LOW');
    expect(classifyWaistToHip(0.9, 'MALE')).toBe('SUBSTANTIALLY_INCREASED');
    expect(classifyWaistToHip(0.85, 'FEMALE')).toBe('SUBSTANTIALLY_INCREASED');
  });

  it('divides waist by hip and needs the sex', () => {
    // 88 / 95 = 0.9263
    const ratio = assessWaistToHip(
      { waist_circumference: 88, hip_circumference: 95 },
      { sex: 'MALE', ageYears: 40 },
    );
    expect(ratio).toMatchObject({ risk: 'SUBSTANTIALLY_INCREASED' });
    expect('value' in ratio && ratio.value).toBeCloseTo(0.9263, 4);
    expect(assessWaist({ waist_circumference: 88 }, { sex: null, ageYears: 40 })).toEqual({
      missing: ['sex'],
    });
  });
});

describe('arm muscle circumference and corrected area (Heymsfield et al., Am J Clin Nutr 1982)', () => {
  it('CMB = CB − π·TSF: arm 30 cm, triceps 15 mm', () => {
    // 30 − 3.14159·1.5 = 25.2876 cm
    expect(assessArmMuscleCircumference({ arm_circumference: 30, triceps_skinfold: 15 })).toMatchObject({
      value: expect.closeTo(25.2876, 3),
    });
  });

  it('corrected AMB subtracts 10 cm² (men) or 6.5 cm² (women)', () => {
    // 25.2876² / (4π) = 639.46 / 12.566 = 50.887; − 10 = 40.887; − 6.5 = 44.387
    expect(computeCorrectedArmMuscleArea(30, 15, 'MALE')).toBeCloseTo(40.887, 3);
    expect(computeCorrectedArmMuscleArea(30, 15, 'FEMALE')).toBeCloseTo(44.387, 3);
  });

  it('warns under 18 years and names missing measurements', () => {
    const young = assessArmMuscleArea(
      { arm_circumference: 25, triceps_skinfold: 10 },
      { sex: 'FEMALE', ageYears: 15 },
    );
    expect(young.warning).toMatchObject({ kind: 'AGE_OUTSIDE_VALIDATION', minAge: 18 });
    expect(assessArmMuscleArea({}, { sex: null, ageYears: 30 }).missing).toEqual([
      'arm_circumference',
      'triceps_skinfold',
      'sex',
    ]);
  });
});

describe('assessRecord', () => {
  it('takes the age on the record date and gives every result', () => {
    const person = describePersonOn('1990-06-15', 'FEMALE', '2025-06-14');
    expect(person).toEqual({ sex: 'FEMALE', ageYears: 34 });
    const assessment = assessRecord({ weight: 60, height: 165 }, person);
    expect(assessment.bodyFat.map((result) => result.equation)).toEqual([
      'JACKSON_POLLOCK_3',
      'JACKSON_POLLOCK_7',
      'DURNIN_WOMERSLEY',
      'PETROSKI',
      'GUEDES',
    ]);
    expect(assessment.bmi).toMatchObject({ whoClass: 'NORMAL' });
    expect(describePersonOn(null, null, '2025-01-01')).toEqual({ sex: null, ageYears: null });
  });
});
