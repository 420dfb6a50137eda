import { describe, expect, it } from 'vitest';
import {
  buildAgendaHref,
  collectDayItems,
  getFallbackDay,
  getHourRange,
  getViewDates,
  intersectDateRanges,
  listHourMarks,
  placeByTime,
  readAgendaDate,
  readAgendaView,
  shiftViewDate,
} from '@/lib/rules/agenda-calendar';

const hm = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
const span = (start: string, end: string, name = `${start}-${end}`) => ({
  name,
  start: hm(start),
  end: hm(end),
});

describe('agenda views and dates', () => {
  it('reads ?view=, the list by default', () => {
    expect(readAgendaView('dia')).toBe('dia');
    expect(readAgendaView('semana')).toBe('semana');
    expect(readAgendaView(undefined)).toBe('lista');
    expect(readAgendaView('mes')).toBe('lista');
  });

  it('reads ?date= as a real date, else today', () => {
    expect(readAgendaDate('2026-12-09', '2026-12-06')).toBe('2026-12-09');
    expect(readAgendaDate('2026-02-30', '2026-12-06')).toBe('2026-12-06');
    expect(readAgendaDate('09/12/2026', '2026-12-06')).toBe('2026-12-06');
    expect(readAgendaDate(undefined, '2026-12-06')).toBe('2026-12-06');
  });

  it('a day view shows its date; a week view Sunday to Saturday, across a month and a year', () => {
    expect(getViewDates('dia', '2026-12-09')).toEqual(['2026-12-09']);
    expect(getViewDates('semana', '2026-12-09')).toEqual([
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
    ]);
    expect(getViewDates('semana', '2026-12-31')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('steps a day or a week back and forth', () => {
    expect(shiftViewDate('dia', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftViewDate('dia', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftViewDate('semana', '2026-12-09', 1)).toBe('2026-12-16');
    expect(shiftViewDate('semana', '2026-12-09', -1)).toBe('2026-12-02');
  });

  it('a week too narrow for its columns falls back to today when it holds it, else its first day', () => {
    const week = getViewDates('semana', '2026-12-09');
    expect(getFallbackDay(week, '2026-12-10')).toBe('2026-12-10');
    expect(getFallbackDay(week, '2026-12-20')).toBe('2026-12-06');
  });

  it('builds the view addresses; the list keeps the plain one', () => {
    expect(buildAgendaHref('lista', '2026-12-09')).toBe('/appointments');
    expect(buildAgendaHref('dia', '2026-12-09')).toBe('/appointments?view=dia&date=2026-12-09');
    expect(buildAgendaHref('semana')).toBe('/appointments?view=semana');
  });

  it('intersects the shown dates with the booking window', () => {
    const booking = { from: '2026-12-06', to: '2027-01-06' };
    expect(intersectDateRanges({ from: '2026-11-29', to: '2026-12-12' }, booking)).toEqual({
      from: '2026-12-06',
      to: '2026-12-12',
    });
    expect(intersectDateRanges({ from: '2027-01-03', to: '2027-01-09' }, booking)).toEqual({
      from: '2027-01-03',
      to: '2027-01-06',
    });
    expect(intersectDateRanges({ from: '2026-11-22', to: '2026-11-28' }, booking)).toBeNull();
  });
});

describe('hours of the grid', () => {
  it('a working day when nothing lies outside it', () => {
    expect(getHourRange([])).toEqual({ from: 8 * 60, to: 18 * 60 });
    expect(getHourRange([span('09:00', '09:50')])).toEqual({ from: 8 * 60, to: 18 * 60 });
  });

  it('widens to whole hours around an early or late item, never past midnight', () => {
    expect(getHourRange([span('06:40', '07:30'), span('19:10', '20:00')])).toEqual({
      from: 6 * 60,
      to: 20 * 60,
    });
    expect(getHourRange([span('23:30', '23:59'), { name: 'x', start: 23 * 60, end: 24 * 60 + 30 }])).toEqual({
      from: 8 * 60,
      to: 24 * 60,
    });
    expect(listHourMarks({ from: 8 * 60, to: 11 * 60 })).toEqual([480, 540, 600]);
  });
});

describe('placeByTime', () => {
  const day = { from: 8 * 60, to: 18 * 60 };

  it('places items by their time in percent of the day shown, earliest first', () => {
    const placed = placeByTime([span('13:00', '13:30'), span('08:00', '08:50')], day);
    expect(placed.map((entry) => entry.item.name)).toEqual(['08:00-08:50', '13:00-13:30']);
    expect(placed[0]).toMatchObject({ top: 0, lane: 0, lanes: 1 });
    expect(placed[0]?.height).toBeCloseTo((50 / 600) * 100);
    expect(placed[1]?.top).toBeCloseTo(50);
    expect(placed[1]?.height).toBeCloseTo(5);
  });

  it('items that only touch keep the full width', () => {
    const placed = placeByTime([span('09:00', '09:50'), span('09:50', '10:40')], day);
    expect(placed.map(({ lane, lanes }) => [lane, lanes])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('overlapping items share the width, as many lanes as the busiest moment needs', () => {
    const placed = placeByTime(
      [
        span('09:00', '09:50', 'cancelled'),
        span('09:00', '09:50', 'free'),
        span('09:30', '10:20', 'booked'),
        span('09:50', '10:40', 'next'),
        span('14:00', '14:50', 'alone'),
      ],
      day,
    );
    const byName = Object.fromEntries(placed.map((entry) => [entry.item.name, [entry.lane, entry.lanes]]));
    expect(byName).toEqual({
      cancelled: [0, 3],
      free: [1, 3],
      booked: [2, 3],
      next: [0, 3],
      alone: [0, 1],
    });
  });

  it('an item reaching outside the hours shown is cut at their edge', () => {
    const [placed] = placeByTime([span('17:30', '18:20')], day);
    expect(placed?.top).toBeCloseTo(95);
    expect(placed?.height).toBeCloseTo(5);
  });
});

describe('collectDayItems', () => {
  it("one date's appointments and free slots by time; other dates stay out", () => {
    const appointments = [
      { id: 1, date: '2026-12-09', start: hm('10:40'), end: hm('11:30') },
      { id: 2, date: '2026-12-10', start: hm('09:00'), end: hm('09:50') },
    ];
    const free = [
      {
        date: '2026-12-09',
        available_slots: [
          { start: '09:00', end: '09:50' },
          { start: '23:10', end: '00:00' },
        ],
      },
    ];
    const items = collectDayItems('2026-12-09', appointments, free);
    expect(
      items.map((item) =>
        item.kind === 'free' ? `free ${item.hour}` : `appointment ${item.appointment.id}`,
      ),
    ).toEqual(['free 09:00', 'appointment 1', 'free 23:10']);
    // A slot ending at midnight ends at the day's end.
    expect(items.at(-1)).toMatchObject({ start: hm('23:10'), end: 24 * 60, date: '2026-12-09' });
    expect(collectDayItems('2026-12-11', appointments, free)).toEqual([]);
  });
});
