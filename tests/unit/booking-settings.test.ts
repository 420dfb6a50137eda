// Her booking page's settings (lib/rules/booking-settings.ts): the link's form, the ranges, and the notice
// rule's deadline.
import { describe, expect, it } from 'vitest';
import {
  findBookingSettingsProblem,
  getChangeDeadline,
  isValidBookingLink,
  normalizeBookingLink,
} from '@/lib/rules/booking-settings';

const SETTINGS = { slug: 'ana-souza', notice_hours: 24, horizon_weeks: 4, consultation_types: ['ONLINE'] };

describe('the booking link', () => {
  it('is read trimmed and lowercase', () => {
    expect(normalizeBookingLink('  Ana-Souza ')).toBe('ana-souza');
  });

  it.each([
    ['ana', true],
    ['ana-souza-2', true],
    ['a'.repeat(40), true],
    ['ab', false],
    ['a'.repeat(41), false],
    ['-ana', false],
    ['ana-', false],
    ['ana--souza', false],
    ['ana_souza', false],
    ['Ana', false],
    ['josé', false],
    ['confirmar', false],
  ])('%s is %s', (link, valid) => {
    expect(isValidBookingLink(link)).toBe(valid);
  });
});

describe('findBookingSettingsProblem', () => {
  it('accepts settings within the ranges', () => {
    expect(findBookingSettingsProblem(SETTINGS)).toBeNull();
    expect(findBookingSettingsProblem({ ...SETTINGS, notice_hours: 0, horizon_weeks: 26 })).toBeNull();
  });

  it('names the first thing wrong', () => {
    expect(findBookingSettingsProblem({ ...SETTINGS, slug: 'a b' })).toBe('INVALID_BOOKING_LINK');
    expect(findBookingSettingsProblem({ ...SETTINGS, notice_hours: 169 })).toBe('NOTICE_HOURS_OUT_OF_RANGE');
    expect(findBookingSettingsProblem({ ...SETTINGS, notice_hours: 1.5 })).toBe('NOTICE_HOURS_OUT_OF_RANGE');
    expect(findBookingSettingsProblem({ ...SETTINGS, horizon_weeks: 27 })).toBe(
      'BOOKING_HORIZON_OUT_OF_RANGE',
    );
    expect(findBookingSettingsProblem({ ...SETTINGS, consultation_types: [] })).toBe('NO_CONSULTATION_TYPE');
  });
});

describe('getChangeDeadline', () => {
  it('is the notice rule’s hours before the start', () => {
    const start = new Date('2026-11-10T11:00:00Z');
    expect(getChangeDeadline(start, 24).toISOString()).toBe('2026-11-09T11:00:00.000Z');
    expect(getChangeDeadline(start, 0)).toEqual(start);
  });
});
