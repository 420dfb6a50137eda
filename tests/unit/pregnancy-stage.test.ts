import { describe, expect, it } from 'vitest';
import { stageOn, trimesterOf } from '@/lib/rules/pregnancy-stage';

const pregnant = (weeks: number | null) => ({
  state: 'PREGNANT' as const,
  gestational_weeks: weeks,
  delivery_date: null,
});

describe('a pregnancy or lactation on a day', () => {
  it('trimesters: 1st to 13 weeks, 2nd from 14 to 27, 3rd from 28', () => {
    expect([13, 14, 27, 28].map(trimesterOf)).toEqual([1, 2, 2, 3]);
  });

  it('counts the weeks gone since the version: 12 weeks on 01/03 is 16 weeks, 2nd trimester, on 29/03', () => {
    expect(stageOn(pregnant(12), '2026-03-01', '2026-03-29')).toEqual({
      state: 'PREGNANT',
      weeks: 16,
      trimester: 2,
    });
    expect(stageOn(pregnant(12), '2026-03-01', '2026-03-07')).toMatchObject({ weeks: 12, trimester: 1 });
  });

  it('a pregnancy gone past 42 weeks is no longer one, and says the record is outdated', () => {
    expect(stageOn(pregnant(40), '2026-01-01', '2026-02-01')).toEqual({ state: null, outdated: true });
  });

  it('without its weeks, a pregnancy has no trimester', () => {
    expect(stageOn(pregnant(null), '2026-01-01', '2026-02-01')).toEqual({
      state: 'PREGNANT',
      weeks: null,
      trimester: null,
    });
  });

  it('a lactation counts whole months since the delivery', () => {
    const lactating = { state: 'LACTATING' as const, gestational_weeks: null, delivery_date: '2026-01-15' };
    expect(stageOn(lactating, '2026-02-01', '2026-07-14')).toEqual({
      state: 'LACTATING',
      monthsPostpartum: 5,
    });
    expect(stageOn(lactating, '2026-02-01', '2026-07-15')).toEqual({
      state: 'LACTATING',
      monthsPostpartum: 6,
    });
  });

  it('nothing recorded is neither', () => {
    expect(stageOn(null, '2026-01-01', '2026-02-01')).toEqual({ state: null, outdated: false });
  });
});
