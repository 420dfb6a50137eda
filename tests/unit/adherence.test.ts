import { describe, expect, it } from 'vitest';
import { classifyDayAdherence } from '@/lib/rules/adherence';

describe('classifyDayAdherence (spec 2 §4)', () => {
  it('a day without meals is unregistered, whatever the numbers', () => {
    expect(classifyDayAdherence({ required: 2000, acquired: 0, mealCount: 0 })).toBe('UNREGISTERED');
    expect(classifyDayAdherence({ required: 2000, acquired: 1800, mealCount: 0 })).toBe('UNREGISTERED');
  });

  it('70 % to 130 % of the required calories is followed, both ends included', () => {
    expect(classifyDayAdherence({ required: 2000, acquired: 1400, mealCount: 3 })).toBe('FOLLOWED');
    expect(classifyDayAdherence({ required: 2000, acquired: 2000, mealCount: 3 })).toBe('FOLLOWED');
    expect(classifyDayAdherence({ required: 2000, acquired: 2600, mealCount: 3 })).toBe('FOLLOWED');
  });

  it('below 70 % or above 130 % is not followed', () => {
    expect(classifyDayAdherence({ required: 2000, acquired: 1399.9, mealCount: 2 })).toBe('NOT_FOLLOWED');
    expect(classifyDayAdherence({ required: 2000, acquired: 2600.1, mealCount: 4 })).toBe('NOT_FOLLOWED');
    expect(classifyDayAdherence({ required: 2000, acquired: 150, mealCount: 1 })).toBe('NOT_FOLLOWED');
  });

  it('an unknown or zero requirement cannot be judged: unregistered', () => {
    expect(classifyDayAdherence({ required: null, acquired: 1800, mealCount: 3 })).toBe('UNREGISTERED');
    expect(classifyDayAdherence({ required: 0, acquired: 1800, mealCount: 3 })).toBe('UNREGISTERED');
  });
});
