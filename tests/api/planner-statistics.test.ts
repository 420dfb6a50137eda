// PGlite has no autovacuum: the API gathers the planner's statistics itself (db/statistics.ts, called by
// startApi), at start and every hour, or the planner takes every table for a row or two whatever it holds.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/upstream/src/db/client';
import { keepStatisticsFresh } from '@/upstream/src/db/statistics';
import { createTestDatabase, usesPostgres } from './helpers/database';

describe.skipIf(usesPostgres)('the planner statistics of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({}, 'seeded');
  }, 120_000);
  afterAll(() => database?.close());

  const analysedTables = async () => {
    const result = (await database.db.execute(
      sql`select count(distinct tablename)::int as tables from pg_stats where schemaname = 'public'`,
    )) as unknown as { rows: { tables: number }[] };
    return result.rows[0]?.tables ?? 0;
  };
  const estimatedMeals = async () => {
    const result = (await database.db.execute(sql`explain (format json) select * from meals`)) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
    };
    return result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  };

  it('start missing, and once gathered the planner knows how many meals there are', async () => {
    const [{ meals }] = (
      (await database.db.execute(sql`select count(*)::int as meals from meals`)) as unknown as {
        rows: { meals: number }[];
      }
    ).rows as [{ meals: number }];
    expect(meals).toBeGreaterThan(100);
    expect(await analysedTables()).toBe(0);
    const stop = await keepStatisticsFresh(database);
    stop();
    expect(await analysedTables()).toBeGreaterThan(10);
    expect(await estimatedMeals()).toBe(meals);
  });
});

describe('keeping the statistics fresh', () => {
  afterEach(() => vi.useRealTimers());

  it('gathers them at once, then every interval, until stopped; a failure is tried again', async () => {
    vi.useFakeTimers();
    const refreshStatistics = vi
      .fn<() => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('busy'))
      .mockResolvedValue(undefined);
    const stop = await keepStatisticsFresh({ refreshStatistics }, 1000);
    expect(refreshStatistics).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshStatistics).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshStatistics).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refreshStatistics).toHaveBeenCalledTimes(3);
  });

  it('leaves a server database to its autovacuum: no timer', async () => {
    vi.useFakeTimers();
    const stop = await keepStatisticsFresh({});
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
