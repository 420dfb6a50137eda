import { describe, expect, it } from 'vitest';
import { roundToThousandths, SMALLEST_STORED_AMOUNT } from '@/lib/rules/stored-amounts';

describe('roundToThousandths', () => {
  it('rounds half away from zero, as PostgreSQL does, despite binary fractions', () => {
    expect(roundToThousandths(1.0005)).toBe(1.001);
    expect(roundToThousandths(-1.0005)).toBe(-1.001);
    expect(roundToThousandths(2.0004)).toBe(2);
  });

  it('keeps the smallest stored amount above zero, and anything less at zero', () => {
    expect(roundToThousandths(SMALLEST_STORED_AMOUNT)).toBe(0.001);
    expect(roundToThousandths(0.0004)).toBe(0);
  });
});
