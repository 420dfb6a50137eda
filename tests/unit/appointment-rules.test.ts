import { describe, expect, it } from 'vitest';
import { awaitsOutcome, canRecordOutcome, hasBegun } from '@/lib/rules/appointment-outcome';
import {
  getAppointmentWindow,
  getBookingRange,
  getStartOfDay,
  getTodayWindow,
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
  // 31/03/2026 12:00 in São Paulo (UTC-3): today is 31/03, its first instant 03:00 UTC.
  const now = new Date('2026-03-31T15:00:00Z');

  it('lists the next days from the start of today: 7 days, 30 days or 12 months ahead', () => {
    expect(getAppointmentWindow('7d', now)).toEqual({
      from: new Date('2026-03-31T03:00:00Z'),
      to: new Date('2026-04-07T03:00:00Z'),
    });
    expect(getAppointmentWindow('30d', now)).toEqual({
      from: new Date('2026-03-31T03:00:00Z'),
      to: new Date('2026-04-30T03:00:00Z'),
    });
    expect(getAppointmentWindow('12m', now)).toEqual({
      from: new Date('2026-03-31T03:00:00Z'),
      to: new Date('2027-03-31T03:00:00Z'),
    });
  });

  it('nothing of the period lies in the past beyond today', () => {
    for (const period of ['7d', '30d', '12m'] as const) {
      const { from, to } = getAppointmentWindow(period, now);
      expect(from.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - from.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
      expect(to.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('counts days on the São Paulo calendar, also between 21:00 and midnight', () => {
    // 2026-04-01T01:00Z is 31/03/2026 22:00 in São Paulo: today there is still 31/03.
    expect(getAppointmentWindow('7d', new Date('2026-04-01T01:00:00Z'))).toEqual({
      from: new Date('2026-03-31T03:00:00Z'),
      to: new Date('2026-04-07T03:00:00Z'),
    });
  });

  it('twelve months from 29 February end where 28 February begins', () => {
    expect(getAppointmentWindow('12m', new Date('2028-02-29T12:00:00Z')).to).toEqual(
      new Date('2029-02-28T03:00:00Z'),
    );
  });

  it('starts a day at its first minute where the clocks skip midnight', () => {
    // Havana springs forward at midnight: 08/03/2026 starts at 01:00 there (UTC-4).
    expect(getStartOfDay('2026-03-08', 'America/Havana')).toEqual(new Date('2026-03-08T05:00:00Z'));
    // New York: days start at midnight, whatever the offset.
    expect(getAppointmentWindow('7d', new Date('2026-03-07T17:00:00Z'), 'America/New_York')).toEqual({
      from: new Date('2026-03-07T05:00:00Z'),
      to: new Date('2026-03-14T04:00:00Z'),
    });
  });

  it("today's window is the whole day in the product's zone", () => {
    expect(getTodayWindow(new Date('2026-04-01T01:00:00Z'))).toEqual({
      from: new Date('2026-03-31T03:00:00Z'),
      to: new Date('2026-04-01T03:00:00Z'),
    });
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
