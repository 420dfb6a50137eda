import { describe, expect, it } from 'vitest';
import { toZonedDate } from '@/lib/rules/zoned-date';

describe('toZonedDate', () => {
  it("names the day on the zone's clocks, not the machine's or UTC's", () => {
    // 23:59 in São Paulo is already the next day in UTC.
    expect(toZonedDate(new Date('2025-03-13T02:59:00Z'), 'America/Sao_Paulo')).toBe('2025-03-12');
    expect(toZonedDate(new Date('2025-03-13T03:00:00Z'), 'America/Sao_Paulo')).toBe('2025-03-13');
    expect(toZonedDate(new Date('2025-03-12T15:00:00Z'), 'Asia/Tokyo')).toBe('2025-03-13');
  });

  it('writes the year with four digits and the month and day with two', () => {
    expect(toZonedDate(new Date('2026-01-05T12:00:00Z'), 'America/Sao_Paulo')).toBe('2026-01-05');
  });
});
