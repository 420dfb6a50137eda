import { describe, expect, it } from 'vitest';
import { buildPatientsHref, readNameParam } from '@/components/patients/patients-href';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { addMonthsToMonth, getWeekDates, listYearMonths } from '@/lib/rules/calendar';
import { readPageParam } from '@/lib/rules/list-href';

describe('getWeekDates', () => {
  it('is Sunday to Saturday of the week holding the day', () => {
    expect(getWeekDates('2025-03-12')).toEqual([
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
    ]);
    expect(getWeekDates('2025-03-09')[0]).toBe('2025-03-09');
    expect(getWeekDates('2025-03-15')[6]).toBe('2025-03-15');
  });

  it('a week may straddle two months, or two years', () => {
    const week = getWeekDates('2025-01-01');
    expect(week[0]).toBe('2024-12-29');
    expect(listYearMonths(week)).toEqual(['2024-12', '2025-01']);
    expect(listYearMonths(getWeekDates('2025-03-12'))).toEqual(['2025-03']);
  });
});

describe('addMonthsToMonth', () => {
  it('moves across years', () => {
    expect(addMonthsToMonth('2025-01', -1)).toBe('2024-12');
    expect(addMonthsToMonth('2024-12', 1)).toBe('2025-01');
  });
});

describe('summary numbers', () => {
  it('calories have no decimals, nutrients one, in pt-BR', () => {
    expect(formatCalories(1234.56)).toBe('1.235');
    expect(formatNutrient(56.25)).toBe('56,3');
    expect(formatNutrient(1203)).toBe('1.203,0');
  });
});

describe('patient list URL', () => {
  it('keeps the search and the page, leaving the defaults out', () => {
    expect(buildPatientsHref('/patients', { name: '', page: 1 })).toBe('/patients');
    expect(buildPatientsHref('/patients', { name: 'José', page: 3 })).toBe('/patients?name=Jos%C3%A9&page=3');
  });

  it('reads only sensible pages and trims the name', () => {
    expect(readPageParam('2')).toBe(2);
    expect(readPageParam(['4', '5'])).toBe(4);
    for (const bad of [undefined, '0', '-1', '1.5', 'abc', '99999999']) expect(readPageParam(bad)).toBe(1);
    expect(readNameParam('  ana  ')).toBe('ana');
    expect(readNameParam('x'.repeat(200))).toHaveLength(120);
  });
});
