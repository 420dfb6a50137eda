import { describe, expect, it } from 'vitest';
import { computeAvailabilityDays, cutPeriod, findFreeSlot, listFreeSlots } from '@/lib/rules/free-slots';
import type { WeekAvailabilityDay } from '@/lib/rules/week-availability';
import { fromWallTime, toWallTime } from '@/lib/rules/zoned-time';

const SP = 'America/Sao_Paulo';
const at = (iso: string) => new Date(iso);
const longAgo = at('2000-01-01T00:00:00Z');

/** The specification's view of the days: start times only. */
const hoursOnly = (days: ReturnType<typeof computeAvailabilityDays>) =>
  days.map(({ date, available_hours }) => ({ date, available_hours }));

const mondayMornings: WeekAvailabilityDay[] = [
  { day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] },
];

/**
 * What the free hours are read from: Monday mornings, nothing booked, asked long ago, on São Paulo's clock;
 * each test changes what it checks.
 */
const slotsInput = (
  from: string,
  to: string,
  changes: Partial<Parameters<typeof listFreeSlots>[0]> = {},
): Parameters<typeof listFreeSlots>[0] => ({
  week: mondayMornings,
  from,
  to,
  busy: [],
  now: longAgo,
  timeZone: SP,
  ...changes,
});

describe('cutPeriod', () => {
  it('cuts a period into 50-minute consultations that fit whole', () => {
    expect(cutPeriod(8 * 60, 12 * 60, 50, 0)).toEqual([480, 530, 580, 630]);
  });

  it('leaves the configured gap between consultations', () => {
    expect(cutPeriod(8 * 60, 12 * 60, 50, 10)).toEqual([480, 540, 600, 660]);
  });

  it('a period shorter than a consultation holds none', () => {
    expect(cutPeriod(8 * 60, 8 * 60 + 49, 50, 0)).toEqual([]);
  });
});

describe('computeAvailabilityDays', () => {
  it('offers the weekday periods cut into slots, on the zone clock (-03:00)', () => {
    const days = computeAvailabilityDays(slotsInput('2026-11-01', '2026-11-10'));
    expect(hoursOnly(days)).toEqual([
      { date: '2026-11-02', available_hours: ['08:00', '08:50', '09:40', '10:30'] },
      { date: '2026-11-09', available_hours: ['08:00', '08:50', '09:40', '10:30'] },
    ]);
    const slots = listFreeSlots(slotsInput('2026-11-02', '2026-11-02'));
    expect(slots[0]?.start.toISOString()).toBe('2026-11-02T11:00:00.000Z');
    expect(slots[0]?.end.toISOString()).toBe('2026-11-02T11:50:00.000Z');
  });

  it("gives each slot's end as the consultation length makes it, on the zone clock", () => {
    const days = computeAvailabilityDays(
      slotsInput('2026-11-02', '2026-11-02', {
        durationMinutes: 60,
        gapMinutes: 10,
      }),
    );
    expect(days).toEqual([
      {
        date: '2026-11-02',
        available_hours: ['08:00', '09:10', '10:20'],
        available_slots: [
          { start: '08:00', end: '09:00' },
          { start: '09:10', end: '10:10' },
          { start: '10:20', end: '11:20' },
        ],
      },
    ]);
  });

  describe('slot settings: each period is cut from its own start', () => {
    const twoPeriods: WeekAvailabilityDay[] = [
      {
        day_of_week: 'MONDAY',
        availability: [
          { from: '14:00', to: '18:00' },
          { from: '08:00', to: '12:00' },
        ],
      },
    ];
    const hours = (changes: Partial<Parameters<typeof listFreeSlots>[0]>) =>
      computeAvailabilityDays(slotsInput('2026-11-02', '2026-11-02', { week: twoPeriods, ...changes }))[0]
        ?.available_hours;

    it("the specification's default, 50 minutes and no gap: 08:50 and 09:40, and the afternoon from 14:00", () => {
      expect(hours({})).toEqual(['08:00', '08:50', '09:40', '10:30', '14:00', '14:50', '15:40', '16:30']);
      expect(hours({ durationMinutes: 50, gapMinutes: 0 })).toEqual(hours({}));
    });

    it('50 minutes and a 10-minute gap: on the hour, 08:00 to 11:00 and 14:00 to 17:00', () => {
      expect(hours({ durationMinutes: 50, gapMinutes: 10 })).toEqual([
        '08:00',
        '09:00',
        '10:00',
        '11:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
      ]);
    });

    it('a period that begins off the hour keeps its own start; the last slot ends by the period end', () => {
      const week: WeekAvailabilityDay[] = [
        { day_of_week: 'MONDAY', availability: [{ from: '08:30', to: '11:20' }] },
      ];
      expect(hours({ week, durationMinutes: 50, gapMinutes: 10 })).toEqual(['08:30', '09:30', '10:30']);
      expect(hours({ week, durationMinutes: 90, gapMinutes: 30 })).toEqual(['08:30']);
    });
  });

  it('takes away slots that overlap a confirmed appointment, even partly', () => {
    const days = computeAvailabilityDays(
      slotsInput('2026-11-02', '2026-11-02', {
        // 09:00–09:50 local overlaps 08:50–09:40 and 09:40–10:30.
        busy: [{ start: at('2026-11-02T12:00:00Z'), end: at('2026-11-02T12:50:00Z') }],
      }),
    );
    expect(hoursOnly(days)).toEqual([{ date: '2026-11-02', available_hours: ['08:00', '10:30'] }]);
  });

  it('an appointment that ends exactly when a slot begins does not take it', () => {
    const days = computeAvailabilityDays(
      slotsInput('2026-11-02', '2026-11-02', {
        busy: [{ start: at('2026-11-02T11:00:00Z'), end: at('2026-11-02T11:50:00Z') }],
      }),
    );
    expect(days[0]?.available_hours).toEqual(['08:50', '09:40', '10:30']);
  });

  it('does not offer the past: a slot that has begun is gone', () => {
    const days = computeAvailabilityDays(
      slotsInput('2026-11-02', '2026-11-09', {
        now: at('2026-11-02T12:00:00Z'), // 09:00 local
      }),
    );
    expect(hoursOnly(days)[0]).toEqual({ date: '2026-11-02', available_hours: ['09:40', '10:30'] });
  });

  it('a consultation at 23:00 local is listed on its own day, not on the next UTC day', () => {
    const days = computeAvailabilityDays(
      slotsInput('2026-10-31', '2026-11-01', {
        week: [{ day_of_week: 'SATURDAY', availability: [{ from: '23:00', to: '23:59' }] }],
      }),
    );
    expect(hoursOnly(days)).toEqual([{ date: '2026-10-31', available_hours: ['23:00'] }]);
  });

  it('crosses month and year boundaries day by day', () => {
    const week: WeekAvailabilityDay[] = [
      { day_of_week: 'THURSDAY', availability: [{ from: '10:00', to: '10:50' }] },
      { day_of_week: 'FRIDAY', availability: [{ from: '10:00', to: '10:50' }] },
    ];
    const days = computeAvailabilityDays(slotsInput('2026-12-30', '2027-01-02', { week }));
    expect(days.map((day) => day.date)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('leaves out excluded dates (holidays)', () => {
    const days = computeAvailabilityDays(
      slotsInput('2026-11-01', '2026-11-10', { isExcludedDate: (date) => date === '2026-11-02' }),
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-09']);
  });

  it('the day clocks go forward: the skipped hour has no slot and later ones keep their wall time', () => {
    // São Paulo, 4 November 2018: at 00:00 the clocks jumped to 01:00.
    const week: WeekAvailabilityDay[] = [
      { day_of_week: 'SUNDAY', availability: [{ from: '00:00', to: '02:30' }] },
    ];
    const slots = listFreeSlots(slotsInput('2018-11-04', '2018-11-04', { week }));
    // 00:00 and 00:50 never showed on the clocks; 01:40 was already summer time (-02:00).
    expect(slots.map((slot) => slot.hour)).toEqual(['01:40']);
    expect(slots[0]?.start.toISOString()).toBe('2018-11-04T03:40:00.000Z');
    // New York, 8 March 2026: 02:00–02:59 does not exist.
    const ny = listFreeSlots(
      slotsInput('2026-03-08', '2026-03-08', {
        week: [{ day_of_week: 'SUNDAY', availability: [{ from: '01:00', to: '05:00' }] }],
        timeZone: 'America/New_York',
      }),
    );
    expect(ny.map((slot) => slot.hour)).toEqual(['01:00', '01:50', '03:30']);
    expect(ny[1]?.start.toISOString()).toBe('2026-03-08T06:50:00.000Z');
  });

  it('the day clocks go back: times keep their wall-clock label', () => {
    // São Paulo, 17 February 2018: at 00:00 the clocks went back to 23:00 of the 17th.
    const week: WeekAvailabilityDay[] = [
      { day_of_week: 'SATURDAY', availability: [{ from: '22:00', to: '23:59' }] },
    ];
    const slots = listFreeSlots(slotsInput('2018-02-17', '2018-02-17', { week }));
    expect(slots.map((slot) => slot.hour)).toEqual(['22:00', '22:50']);
    for (const slot of slots) expect(toWallTime(slot.start, SP).date).toBe('2018-02-17');
  });
});

describe('findFreeSlot', () => {
  it('accepts a free slot start and refuses any other instant or a taken one', () => {
    const input = { week: mondayMornings, busy: [], now: longAgo, timeZone: SP };
    expect(findFreeSlot({ ...input, start: at('2026-11-02T11:50:00Z') })?.hour).toBe('08:50');
    expect(findFreeSlot({ ...input, start: at('2026-11-02T11:55:00Z') })).toBeNull();
    expect(findFreeSlot({ ...input, start: at('2026-11-03T11:50:00Z') })).toBeNull();
    const busy = [{ start: at('2026-11-02T11:50:00Z'), end: at('2026-11-02T12:40:00Z') }];
    expect(findFreeSlot({ ...input, busy, start: at('2026-11-02T11:50:00Z') })).toBeNull();
  });
});

describe('fromWallTime', () => {
  it('answers null for a wall time that does not exist', () => {
    expect(fromWallTime('2026-03-08', 150, 'America/New_York')).toBeNull();
    expect(fromWallTime('2026-11-05', 9 * 60 + 5, SP)?.toISOString()).toBe('2026-11-05T12:05:00.000Z');
  });
});
