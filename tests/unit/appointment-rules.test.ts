import { describe, expect, it } from 'vitest';
import { awaitsOutcome, canRecordOutcome, hasBegun } from '@/lib/rules/appointment-outcome';
import {
  getAppointmentWindow,
  getBookingRange,
  joinDateAndHour,
  readAppointmentPeriod,
} from '@/lib/rules/appointment-windows';
import {
  addPeriod,
  findWeekAvailabilityProblem,
  removePeriod,
  type WeekAvailabilityDay,
} from '@/lib/rules/week-availability';

describe('getAppointmentWindow', () => {
  const now = new Date('2026-03-31T15:00:00Z');

  it('reaches back 12 months, 30 days or 7 days and always a year ahead', () => {
    expect(getAppointmentWindow('12m', now)).toEqual({
      from: new Date('2025-03-31T15:00:00Z'),
      to: new Date('2027-03-31T15:00:00Z'),
    });
    expect(getAppointmentWindow('30d', now).from).toEqual(new Date('2026-03-01T15:00:00Z'));
    expect(getAppointmentWindow('7d', now).from).toEqual(new Date('2026-03-24T15:00:00Z'));
  });

  it('a year from 29 February is 28 February', () => {
    expect(getAppointmentWindow('7d', new Date('2028-02-29T12:00:00Z')).to).toEqual(
      new Date('2029-02-28T12:00:00Z'),
    );
  });

  it('counts the 12 months on São Paulo calendar days, also between 21:00 and midnight', () => {
    // 2025-03-01T01:00Z is 28/02/2025 22:00 in São Paulo: 12 months back is 28/02/2024 22:00 there.
    expect(getAppointmentWindow('12m', new Date('2025-03-01T01:00:00Z'))).toEqual({
      from: new Date('2024-02-29T01:00:00Z'),
      to: new Date('2026-03-01T01:00:00Z'),
    });
    // 2028-02-29T01:00Z is 28/02/2028 22:00 there: a year later is 28/02/2029 22:00, not 27/02.
    expect(getAppointmentWindow('7d', new Date('2028-02-29T01:00:00Z')).to).toEqual(
      new Date('2029-03-01T01:00:00Z'),
    );
    // 31/03/2026 22:00 there: 12 months back is 31/03/2025 22:00, seconds and milliseconds kept.
    expect(getAppointmentWindow('12m', new Date('2026-04-01T01:00:30.250Z')).from).toEqual(
      new Date('2025-04-01T01:00:30.250Z'),
    );
  });

  it('keeps the wall-clock time across a change of offset in the zone, and steps over a skipped hour', () => {
    // New York, 10/03/2026 09:00 (summer time, UTC-4): a year later is 10/03/2027 09:00, still winter
    // time there (UTC-5).
    expect(getAppointmentWindow('12m', new Date('2026-03-10T13:00:00Z'), 'America/New_York')).toEqual({
      from: new Date('2025-03-10T13:00:00Z'),
      to: new Date('2027-03-10T14:00:00Z'),
    });
    // 08/03/2025 02:30 (UTC-5): 02:30 of 08/03/2026 is skipped by the clocks, so 03:30 (UTC-4).
    expect(getAppointmentWindow('7d', new Date('2025-03-08T07:30:00Z'), 'America/New_York').to).toEqual(
      new Date('2026-03-08T07:30:00Z'),
    );
  });

  it('an unknown period in the URL falls back to 30 dias', () => {
    expect(readAppointmentPeriod('7d')).toBe('7d');
    expect(readAppointmentPeriod('1y')).toBe('30d');
    expect(readAppointmentPeriod(undefined)).toBe('30d');
  });
});

describe('findWeekAvailabilityProblem', () => {
  const day = (availability: WeekAvailabilityDay['availability']): WeekAvailabilityDay[] => [
    { day_of_week: 'MONDAY', availability },
  ];

  it('accepts weekdays with 1 to 3 full periods, from before to', () => {
    expect(findWeekAvailabilityProblem(day([{ from: '08:00', to: '12:00' }]))).toBeNull();
    expect(
      findWeekAvailabilityProblem(
        day([
          { from: '08:00', to: '10:00' },
          { from: '10:00', to: '12:00' },
          { from: '14:00', to: '18:00' },
        ]),
      ),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(findWeekAvailabilityProblem([])).toBe('NO_WEEKDAY');
    expect(findWeekAvailabilityProblem(day([]))).toBe('NO_PERIOD');
    expect(findWeekAvailabilityProblem(day([{ from: '08:0', to: '12:00' }]))).toBe('INCOMPLETE_TIME');
    expect(findWeekAvailabilityProblem(day([{ from: '25:00', to: '26:00' }]))).toBe('INCOMPLETE_TIME');
    expect(findWeekAvailabilityProblem(day([{ from: '12:00', to: '12:00' }]))).toBe('FROM_NOT_BEFORE_TO');
    expect(findWeekAvailabilityProblem(day([{ from: '13:00', to: '12:00' }]))).toBe('FROM_NOT_BEFORE_TO');
    const four = Array.from({ length: 4 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` }));
    expect(findWeekAvailabilityProblem(day(four))).toBe('TOO_MANY_PERIODS');
    expect(
      findWeekAvailabilityProblem(
        day([
          { from: '08:00', to: '10:00' },
          { from: '09:00', to: '11:00' },
        ]),
      ),
    ).toBe('OVERLAPPING_PERIODS');
    expect(
      findWeekAvailabilityProblem([
        ...day([{ from: '08:00', to: '10:00' }]),
        ...day([{ from: '11:00', to: '12:00' }]),
      ]),
    ).toBe('DUPLICATE_WEEKDAY');
  });
});

describe('addPeriod / removePeriod', () => {
  const one = [{ from: '08:00', to: '12:00' }];
  it('adds up to 3 periods, then does nothing', () => {
    const three = addPeriod(addPeriod(one));
    expect(three).toHaveLength(3);
    expect(addPeriod(three)).toEqual(three);
  });
  it('removes down to 1 period, then does nothing', () => {
    const two = addPeriod(one);
    expect(removePeriod(two, 1)).toEqual(one);
    expect(removePeriod(one, 0)).toEqual(one);
  });
});

describe('getBookingRange / joinDateAndHour', () => {
  it('reaches the same day next month, or its last day', () => {
    expect(getBookingRange('2026-11-04')).toEqual({ from: '2026-11-04', to: '2026-12-04' });
    expect(getBookingRange('2026-01-31')).toEqual({ from: '2026-01-31', to: '2026-02-28' });
    expect(getBookingRange('2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-15' });
  });
  it('joins a date and an hour into a wall-clock date_time', () => {
    expect(joinDateAndHour('2026-11-05', '09:40')).toBe('2026-11-05T09:40:00');
  });
});

describe('appointment outcomes', () => {
  const start = '2026-11-05T11:00:00.000Z';
  const before = new Date('2026-11-05T10:59:59Z');
  const atStart = new Date(start);

  it('a consultation has begun from its start on', () => {
    expect(hasBegun(start, before)).toBe(false);
    expect(hasBegun(start, atStart)).toBe(true);
  });

  it('awaits an outcome only while CONFIRMED and begun', () => {
    expect(awaitsOutcome({ status: 'CONFIRMED', start }, before)).toBe(false);
    expect(awaitsOutcome({ status: 'CONFIRMED', start }, atStart)).toBe(true);
    for (const status of ['CANCELED', 'COMPLETED', 'NO_SHOW'] as const) {
      expect(awaitsOutcome({ status, start }, atStart)).toBe(false);
    }
  });

  it('records or corrects an outcome once begun, never for a cancelled one', () => {
    expect(canRecordOutcome({ status: 'CONFIRMED', start }, before)).toBe(false);
    for (const status of ['CONFIRMED', 'COMPLETED', 'NO_SHOW'] as const) {
      expect(canRecordOutcome({ status, start }, atStart)).toBe(true);
    }
    expect(canRecordOutcome({ status: 'CANCELED', start }, atStart)).toBe(false);
  });
});
