import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText } from '@/lib/rules/compare-text';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

describe('compareText', () => {
  it("orders ISO dates and 'HH:MM' times as localeCompare does", () => {
    const isoDate = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`);
    for (const texts of [isoDate, time]) {
      fc.assert(
        fc.property(texts, texts, (a, b) => {
          expect(Math.sign(compareText(a, b))).toBe(Math.sign(a.localeCompare(b)));
        }),
        { numRuns: 2000 },
      );
    }
  });
});
