// The DRI life-stage group at the edges of every age band, for both sexes, pregnancy and lactation.
import { describe, expect, it } from 'vitest';
import { getLifeStageGroup, type PhysiologicalState } from '@/lib/rules/dri/life-stage';

const NONE: PhysiologicalState = { kind: 'NONE' };
const LACTATING: PhysiologicalState = { kind: 'LACTATING' };
const pregnant = (trimester: 1 | 2 | 3): PhysiologicalState => ({ kind: 'PREGNANT', trimester });

describe('getLifeStageGroup', () => {
  it('gives no group under one year, nor for an age that is not a number of years', () => {
    expect(getLifeStageGroup('FEMALE', 0, NONE)).toBeNull();
    expect(getLifeStageGroup('MALE', 0.99, NONE)).toBeNull();
    expect(getLifeStageGroup('MALE', -3, NONE)).toBeNull();
    expect(getLifeStageGroup('MALE', Number.NaN, NONE)).toBeNull();
    expect(getLifeStageGroup('MALE', Number.POSITIVE_INFINITY, NONE)).toBeNull();
  });

  it('puts both sexes in the children groups up to 8 years, counting whole years reached', () => {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      expect(getLifeStageGroup(sex, 1, NONE)).toBe('CHILD_1_3');
      expect(getLifeStageGroup(sex, 3, NONE)).toBe('CHILD_1_3');
      expect(getLifeStageGroup(sex, 3.99, NONE)).toBe('CHILD_1_3');
      expect(getLifeStageGroup(sex, 4, NONE)).toBe('CHILD_4_8');
      expect(getLifeStageGroup(sex, 8, NONE)).toBe('CHILD_4_8');
    }
  });

  it('lands on the right side of every boundary from 9 years on', () => {
    const cases: [number, string][] = [
      [9, '9_13'],
      [13, '9_13'],
      [14, '14_18'],
      [18, '14_18'],
      [19, '19_30'],
      [30, '19_30'],
      [31, '31_50'],
      [50, '31_50'],
      [51, '51_70'],
      [70, '51_70'],
      [71, 'OVER_70'],
      [104, 'OVER_70'],
    ];
    for (const [age, band] of cases) {
      expect(getLifeStageGroup('MALE', age, NONE)).toBe(`MALE_${band}`);
      expect(getLifeStageGroup('FEMALE', age, NONE)).toBe(`FEMALE_${band}`);
    }
  });

  it('gives pregnancy its groups (≤ 18, 19–30, 31–50) whatever the trimester', () => {
    for (const trimester of [1, 2, 3] as const) {
      expect(getLifeStageGroup('FEMALE', 16, pregnant(trimester))).toBe('PREGNANCY_UP_TO_18');
      expect(getLifeStageGroup('FEMALE', 18, pregnant(trimester))).toBe('PREGNANCY_UP_TO_18');
      expect(getLifeStageGroup('FEMALE', 19, pregnant(trimester))).toBe('PREGNANCY_19_30');
      expect(getLifeStageGroup('FEMALE', 30, pregnant(trimester))).toBe('PREGNANCY_19_30');
      expect(getLifeStageGroup('FEMALE', 31, pregnant(trimester))).toBe('PREGNANCY_31_50');
      expect(getLifeStageGroup('FEMALE', 50, pregnant(trimester))).toBe('PREGNANCY_31_50');
    }
  });

  it('gives lactation the same age bands', () => {
    expect(getLifeStageGroup('FEMALE', 17, LACTATING)).toBe('LACTATION_UP_TO_18');
    expect(getLifeStageGroup('FEMALE', 19, LACTATING)).toBe('LACTATION_19_30');
    expect(getLifeStageGroup('FEMALE', 31, LACTATING)).toBe('LACTATION_31_50');
    expect(getLifeStageGroup('FEMALE', 50, LACTATING)).toBe('LACTATION_31_50');
  });

  it('gives no group where the tables have no column: after 50, for a man, or under a year', () => {
    expect(getLifeStageGroup('FEMALE', 51, pregnant(2))).toBeNull();
    expect(getLifeStageGroup('FEMALE', 51, LACTATING)).toBeNull();
    expect(getLifeStageGroup('MALE', 30, pregnant(2))).toBeNull();
    expect(getLifeStageGroup('MALE', 30, LACTATING)).toBeNull();
    expect(getLifeStageGroup('FEMALE', 0.5, LACTATING)).toBeNull();
  });
});
