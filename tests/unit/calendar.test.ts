import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  addMonthsToMonth,
  clampToRange,
  countDaysBetween,
  formatDateBr,
  getMonthGrid,
  getRangeGrid,
  getWeekdayOf,
  isInRange,
  toYearMonth,
} from '@/lib/rules/calendar';

describe('plain dates', () => {
  it('names the weekday of a date, 0 for Sunday', () => {
    expect(getWeekdayOf('2025-03-09')).toBe(0);
    expect(getWeekdayOf('2025-03-15')).toBe(6);
    expect(getWeekdayOf('2024-02-29')).toBe(4);
  });

  it('writes a date as dd/mm/yyyy, and nothing for one that does not exist', () => {
    expect(formatDateBr('2024-03-05')).toBe('05/03/2024');
    expect(formatDateBr('2024-02-30')).toBe('');
    expect(formatDateBr('05/03/2024')).toBe('');
  });

  it('reads the month of a date', () => {
    expect(toYearMonth('2024-12-31')).toBe('2024-12');
  });
});

describe('calendar arithmetic', () => {
  it('moves by days across months and years', () => {
    expect(addDaysToDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysToDate('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDaysToDate('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('counts the days between two dates, across a leap day and backwards', () => {
    expect(countDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(countDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(countDaysBetween('2025-03-12', '2025-03-12')).toBe(0);
    expect(countDaysBetween('2025-03-12', '2025-03-02')).toBe(-10);
  });

  it('moves by months, keeping the day when the month has it', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-03-15', -1)).toBe('2026-02-15');
    expect(addMonthsToDate('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in Sunday-to-Saturday weeks', () => {
    const november = getMonthGrid('2026-11');
    // 1 November 2026 is a Sunday; the 30th a Monday.
    expect(november[0]?.[0]).toBe('2026-11-01');
    expect(november).toHaveLength(5);
    expect(november[4]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    const february = getMonthGrid('2026-02');
    expect(february).toHaveLength(4);
  });

  it('lays any range of days out in Sunday-to-Saturday weeks, blank outside it', () => {
    // Friday 13 December 2024 to Wednesday 12 March 2025.
    const weeks = getRangeGrid('2024-12-13', '2025-03-12');
    expect(weeks).toHaveLength(14);
    expect(weeks[0]).toEqual([null, null, null, null, null, '2024-12-13', '2024-12-14']);
    expect(weeks[13]).toEqual(['2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12', null, null, null]);
    expect(weeks.flat().filter((date) => date !== null)).toHaveLength(90);
    expect(getRangeGrid('2026-11-01', '2026-11-07')).toEqual([
      ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'],
    ]);
  });

  it('keeps a value inside the range', () => {
    expect(clampToRange('2026-12-01', undefined, '2026-11-24')).toBe('2026-11-24');
    expect(clampToRange('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(isInRange('2026-11-25', undefined, '2026-11-24')).toBe(false);
    expect(isInRange('2026-11', '2026-01', '2026-11')).toBe(true);
  });
});
