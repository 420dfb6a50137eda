import { describe, expect, it } from 'vitest';
import type { DayAdherence } from '@/lib/rules/adherence';
import { classifyWeekAdherence, toAdherencePercentage } from '@/lib/rules/weekly-adherence';

const week = (followed: number, notFollowed: number): DayAdherence[] => [
  ...Array<DayAdherence>(followed).fill('FOLLOWED'),
  ...Array<DayAdherence>(notFollowed).fill('NOT_FOLLOWED'),
  ...Array<DayAdherence>(7 - followed - notFollowed).fill('UNREGISTERED'),
];

describe('classifyWeekAdherence', () => {
  it('a week where no day could be judged is unregistered', () => {
    expect(classifyWeekAdherence(week(0, 0))).toBe('UNREGISTERED');
    expect(classifyWeekAdherence([])).toBe('UNREGISTERED');
  });

  it('4 of 7 days on the plan make a followed week, whatever the other three', () => {
    expect(classifyWeekAdherence(week(4, 0))).toBe('FOLLOWED');
    expect(classifyWeekAdherence(week(4, 3))).toBe('FOLLOWED');
    expect(classifyWeekAdherence(week(7, 0))).toBe('FOLLOWED');
  });

  it('fewer than 4 followed days, with any day judged, is not followed', () => {
    expect(classifyWeekAdherence(week(3, 0))).toBe('NOT_FOLLOWED');
    expect(classifyWeekAdherence(week(0, 1))).toBe('NOT_FOLLOWED');
    expect(classifyWeekAdherence(week(3, 4))).toBe('NOT_FOLLOWED');
  });
});

describe('toAdherencePercentage', () => {
  it('is the share of followed days in whole percent', () => {
    expect(toAdherencePercentage(9, 21)).toBe(43);
    expect(toAdherencePercentage(7, 7)).toBe(100);
    expect(toAdherencePercentage(0, 14)).toBe(0);
  });

  it('is null when there is no day to judge (no patient on a plan)', () => {
    expect(toAdherencePercentage(0, 0)).toBeNull();
  });
});
