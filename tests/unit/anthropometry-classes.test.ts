import { describe, expect, it } from 'vitest';
import {
  assessArmMuscleArea,
  assessArmMuscleCircumference,
  computeCorrectedArmMuscleArea,
} from '@/lib/rules/anthropometry/arm';
import { assessBodySize } from '@/lib/rules/anthropometry/assessment';
import { assessBmi, classifyBmi, classifyOlderAdultBmi, computeBmi } from '@/lib/rules/anthropometry/bmi';
import { describePersonOn } from '@/lib/rules/anthropometry/person';
import { roundAsShown } from '@/lib/rules/anthropometry/shown-precision';
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

  it('classifies the BMI as shown, rounded first to two decimals', () => {
    const adult = { sex: 'FEMALE' as const, ageYears: 30 };
    // 53.41 ÷ 1.70² = 18.481: shown 18.48, under 18.50
    expect(assessBmi({ weight: 53.41, height: 170 }, adult)).toMatchObject({
      value: 18.48,
      whoClass: 'UNDERWEIGHT',
    });
    // 72.13 ÷ 2.89 = 24.958: shown 24.96, normal
    expect(assessBmi({ weight: 72.13, height: 170 }, adult)).toMatchObject({
      value: 24.96,
      whoClass: 'NORMAL',
    });
    // 72.24 ÷ 2.89 = 24.9965: shown 25.00, so overweight, not normal beside a 25
    expect(assessBmi({ weight: 72.24, height: 170 }, adult)).toMatchObject({
      value: 25,
      whoClass: 'OVERWEIGHT',
    });
    // 53.45 ÷ 2.89 = 18.4948: shown 18.49, still underweight
    expect(assessBmi({ weight: 53.45, height: 170 }, adult)).toMatchObject({ whoClass: 'UNDERWEIGHT' });
    // Lipschitz too: 63.59 ÷ 2.89 = 22.0035, shown 22.00 → ≤ 22, underweight
    expect(assessBmi({ weight: 63.59, height: 170 }, { sex: 'MALE', ageYears: 70 })).toMatchObject({
      value: 22,
      olderAdultClass: 'UNDERWEIGHT',
    });
  });

  it('leaves the adult classes out under 20 years, where the WHO 2007 BMI-for-age applies (5–19)', () => {
    const body = { weight: 60, height: 170 };
    expect(assessBmi(body, { sex: 'MALE', ageYears: 19 })).toMatchObject({
      underAdultAge: true,
      whoClass: null,
    });
    expect(assessBmi(body, { sex: 'MALE', ageYears: 18 })).toMatchObject({ underAdultAge: true });
    expect(assessBmi(body, { sex: 'MALE', ageYears: 20 })).toMatchObject({
      underAdultAge: false,
      whoClass: 'NORMAL',
    });
    expect(assessBmi(body, { sex: 'MALE', ageYears: null })).toMatchObject({ underAdultAge: false });
  });
});

describe('roundAsShown', () => {
  it('rounds half away from zero on the written decimal', () => {
    expect(roundAsShown(94.05, 1)).toBe(94.1);
    expect(roundAsShown(94.04, 1)).toBe(94);
    expect(roundAsShown(1.005, 2)).toBe(1.01);
    expect(roundAsShown(0.89583, 2)).toBe(0.9);
    expect(roundAsShown(-0.93, 1)).toBe(-0.9);
    expect(roundAsShown(-0.05, 1)).toBe(-0.1);
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

  it('classifies the waist as shown (one decimal) and the ratio as shown (two decimals)', () => {
    const man = { sex: 'MALE' as const, ageYears: 40 };
    // 94.04 cm is shown as 94 cm: not over 94
    expect(assessWaist({ waist_circumference: 94.04 }, man)).toEqual({ missing: [], value: 94, risk: 'LOW' });
    expect(assessWaist({ waist_circumference: 94.05 }, man)).toMatchObject({
      value: 94.1,
      risk: 'INCREASED',
    });
    expect(assessWaist({ waist_circumference: 102.04 }, man)).toMatchObject({ risk: 'INCREASED' });
    // 86 / 96 = 0.8958, shown 0.90: from 0.90 the risk is substantially increased
    expect(assessWaistToHip({ waist_circumference: 86, hip_circumference: 96 }, man)).toEqual({
      missing: [],
      value: 0.9,
      risk: 'SUBSTANTIALLY_INCREASED',
    });
    // 85.9 / 96 = 0.8948, shown 0.89
    expect(assessWaistToHip({ waist_circumference: 85.9, hip_circumference: 96 }, man)).toMatchObject({
      value: 0.89,
      risk: 'LOW',
    });
    // A woman's 0.85: 84.6 / 99.6 = 0.8494, shown 0.85
    expect(
      assessWaistToHip(
        { waist_circumference: 84.6, hip_circumference: 99.6 },
        { sex: 'FEMALE', ageYears: 40 },
      ),
    ).toMatchObject({ value: 0.85, risk: 'SUBSTANTIALLY_INCREASED' });
  });

  it('divides waist by hip and needs the sex', () => {
    // 88 / 95 = 0.9263, given as shown: 0.93
    const ratio = assessWaistToHip(
      { waist_circumference: 88, hip_circumference: 95 },
      { sex: 'MALE', ageYears: 40 },
    );
    expect(ratio).toMatchObject({ risk: 'SUBSTANTIALLY_INCREASED', value: 0.93 });
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

  it('warns outside the 20–70 years of the sample and names missing measurements', () => {
    const arm = { arm_circumference: 25, triceps_skinfold: 10 };
    const at = (ageYears: number) => assessArmMuscleArea(arm, { sex: 'FEMALE', ageYears }).warning;
    expect(at(19)).toEqual({ kind: 'AGE_OUTSIDE_VALIDATION', age: 19, minAge: 20, maxAge: 70 });
    expect(at(20)).toBeNull();
    expect(at(70)).toBeNull();
    expect(at(71)).toMatchObject({ age: 71, maxAge: 70 });
    expect(assessArmMuscleArea({}, { sex: null, ageYears: 30 }).missing).toEqual([
      'arm_circumference',
      'triceps_skinfold',
      'sex',
    ]);
  });

  it('cautions in obesity, where the corrected area errs most', () => {
    const arm = { arm_circumference: 35, triceps_skinfold: 25 };
    const man = { sex: 'MALE' as const, ageYears: 40 };
    // 87 kg ÷ 1.70² = 30.10: obesity grade I; 86 kg: 29.76, overweight
    expect(assessArmMuscleArea({ ...arm, weight: 87, height: 170 }, man).obesityCaution).toBe(true);
    expect(assessArmMuscleArea({ ...arm, weight: 86, height: 170 }, man).obesityCaution).toBe(false);
    expect(assessArmMuscleArea(arm, man).obesityCaution).toBe(false);
  });

  it('flags a muscle circumference or area of zero or less instead of giving it', () => {
    // Arm 10 cm, triceps 40 mm: CMB = 10 − π·4 = −2.57 cm; its square would make a positive area
    const tooThick = { arm_circumference: 10, triceps_skinfold: 40 };
    expect(assessArmMuscleCircumference(tooThick)).toEqual({
      missing: [],
      problem: { kind: 'IMPOSSIBLE_RESULT' },
    });
    expect(assessArmMuscleArea(tooThick, { sex: 'MALE', ageYears: 30 })).toMatchObject({
      problem: { kind: 'IMPOSSIBLE_RESULT' },
    });
    // Arm 12 cm, triceps 10 mm: CMB = 8.86 cm, area 8.86² / 4π − 10 = −3.76 cm²
    const thin = { arm_circumference: 12, triceps_skinfold: 10 };
    expect(assessArmMuscleCircumference(thin)).toMatchObject({ value: expect.closeTo(8.858, 3) });
    const area = assessArmMuscleArea(thin, { sex: 'MALE', ageYears: 30 });
    expect(area).toMatchObject({ problem: { kind: 'IMPOSSIBLE_RESULT' } });
    expect('value' in area).toBe(false);
    // The same arm in a woman: − 6.5 leaves 6.24 − 6.5 = −0.26 cm², shown as −0.3: still impossible
    expect(assessArmMuscleArea(thin, { sex: 'FEMALE', ageYears: 30 })).toMatchObject({
      problem: { kind: 'IMPOSSIBLE_RESULT' },
    });
  });
});

describe('assessBodySize', () => {
  it('takes the age on the record date and gives the BMI, the waist and the waist-to-hip ratio', () => {
    const person = describePersonOn('1990-06-15', 'FEMALE', '2025-06-14');
    expect(person).toEqual({ sex: 'FEMALE', ageYears: 34 });
    const assessment = assessBodySize({ weight: 60, height: 165 }, person);
    expect(assessment.bmi).toMatchObject({ whoClass: 'NORMAL' });
    expect(assessment.waist).toMatchObject({ missing: ['waist_circumference'] });
    expect(Object.keys(assessment)).toEqual(['bmi', 'waist', 'waistToHip']);
    expect(describePersonOn(null, null, '2025-01-01')).toEqual({ sex: null, ageYears: null });
  });
});
