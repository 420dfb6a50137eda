import { describe, expect, it } from 'vitest';
import { getLastUpdate, getRelativeTime } from '@/lib/rules/relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('getRelativeTime', () => {
  it('says less than an hour under 60 minutes', () => {
    expect(getRelativeTime(minutesAgo(0), now)).toEqual({ key: 'lessThanHour', count: 0 });
    expect(getRelativeTime(minutesAgo(59), now)).toEqual({ key: 'lessThanHour', count: 0 });
  });

  it('treats a date slightly in the future as just now', () => {
    expect(getRelativeTime(minutesAgo(-5), now)).toEqual({ key: 'lessThanHour', count: 0 });
  });

  it('counts whole hours under a day', () => {
    expect(getRelativeTime(minutesAgo(60), now)).toEqual({ key: 'hours', count: 1 });
    expect(getRelativeTime(minutesAgo(23 * 60 + 59), now)).toEqual({ key: 'hours', count: 23 });
  });

  it('counts whole days under 30 days', () => {
    expect(getRelativeTime(minutesAgo(24 * 60), now)).toEqual({ key: 'days', count: 1 });
    expect(getRelativeTime(minutesAgo(29 * 24 * 60), now)).toEqual({ key: 'days', count: 29 });
  });

  it('counts 30-day months from 30 days on', () => {
    expect(getRelativeTime(minutesAgo(30 * 24 * 60), now)).toEqual({ key: 'months', count: 1 });
    expect(getRelativeTime(minutesAgo(95 * 24 * 60), now)).toEqual({ key: 'months', count: 3 });
  });

  it('reads ISO strings from the API', () => {
    expect(getRelativeTime('2025-06-15T09:30:00Z', now)).toEqual({ key: 'hours', count: 2 });
  });

  it('treats an unreadable date as just now rather than inventing a count', () => {
    expect(getRelativeTime('not a date', now)).toEqual({ key: 'lessThanHour', count: 0 });
  });
});

describe('getLastUpdate', () => {
  const zone = 'America/Sao_Paulo';
  /** A wall time in São Paulo (UTC−3). */
  const at = (local: string) => new Date(`${local}-03:00`);
  const today = at('2025-06-15T09:00');

  it('says today for the same calendar day', () => {
    expect(getLastUpdate(at('2025-06-15T00:01'), today, zone)).toEqual({ key: 'today', count: 0 });
  });

  it('counts calendar days under 30', () => {
    expect(getLastUpdate(at('2025-06-14T23:59'), today, zone)).toEqual({ key: 'days', count: 1 });
    expect(getLastUpdate(at('2025-05-17T12:00'), today, zone)).toEqual({ key: 'days', count: 29 });
  });

  it('counts 30-day months from 30 days on', () => {
    expect(getLastUpdate(at('2025-05-16T12:00'), today, zone)).toEqual({ key: 'months', count: 1 });
    expect(getLastUpdate(at('2025-01-01T12:00'), today, zone)).toEqual({ key: 'months', count: 5 });
  });

  it('counts the days of the product’s zone, whatever the zone of the machine', () => {
    // 22:30 in São Paulo is already the next day in UTC: still yesterday for São Paulo.
    expect(getLastUpdate(at('2025-06-14T22:30'), at('2025-06-15T08:00'), zone)).toEqual({
      key: 'days',
      count: 1,
    });
    // 21:30 and 23:00 of one São Paulo day straddle midnight UTC: still today.
    expect(getLastUpdate(at('2025-06-15T20:30'), at('2025-06-15T23:00'), zone)).toEqual({
      key: 'today',
      count: 0,
    });
  });
});
