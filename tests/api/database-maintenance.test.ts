// PGlite has no autovacuum: the API does its work itself (db/maintenance.ts, called by startApi), at start and
// every hour, or the planner takes every table for a row or two whatever it holds, and dead rows stay.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/upstream/src/db/client';
import { maintainEmbeddedDatabase } from '@/upstream/src/db/maintenance';
import { createTestDatabase, usesPostgres } from './helpers/database';
import { SEEDED_NOW } from './helpers/templates';

describe.skipIf(usesPostgres)('vacuuming and analysing the embedded database', () => {
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

  it('gathers the planner statistics, missing before: it then knows how many meals there are', async () => {
    const [{ meals }] = (
      (await database.db.execute(sql`select count(*)::int as meals from meals`)) as unknown as {
        rows: { meals: number }[];
      }
    ).rows as [{ meals: number }];
    expect(meals).toBeGreaterThan(100);
    expect(await analysedTables()).toBe(0);
    const stop = await maintainEmbeddedDatabase(database);
    stop();
    expect(await analysedTables()).toBeGreaterThan(10);
    expect(await estimatedMeals()).toBe(meals);
  });

  it("sums a patient's 90 days of meals through the meal index, not a scan of every patient's foods", async () => {
    const stop = await maintainEmbeddedDatabase(database);
    stop();
    const [{ patient }] = (
      (await database.db.execute(
        sql`select user_id as patient from meals group by user_id order by count(*) desc limit 1`,
      )) as unknown as { rows: { patient: number }[] }
    ).rows as [{ patient: number }];
    const from = new Date(SEEDED_NOW.getTime() - 90 * 86_400_000).toISOString();
    // The join the summaries, the progress record and the home's adherence make (services/meals/summaries).
    const result = (await database.db.execute(
      sql`explain select m.id, sum(mf.calories) from meals m join meal_foodstuffs mf on mf.meal_id = m.id
          where m.user_id = ${patient} and m.date_time >= ${from}::timestamptz
            and m.date_time < ${SEEDED_NOW.toISOString()}::timestamptz
          group by m.id`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('meal_foodstuffs_meal_idx');
    expect(plan).not.toContain('Seq Scan on meal_foodstuffs');
  });

  it('makes the room of deleted rows reusable', async () => {
    // Counted by the cumulative statistics, which a backend reports lazily: flushed and read afresh here.
    const deadRows = async () => {
      await database.db.execute(sql`select pg_stat_force_next_flush()`);
      await database.db.execute(sql`select pg_stat_clear_snapshot()`);
      const result = (await database.db.execute(
        sql`select coalesce(sum(n_dead_tup), 0)::int as dead from pg_stat_user_tables`,
      )) as unknown as { rows: { dead: number }[] };
      return result.rows[0]?.dead ?? 0;
    };
    await database.db.execute(sql`delete from notifications`);
    expect(await deadRows()).toBeGreaterThan(0);
    const stop = await maintainEmbeddedDatabase(database);
    stop();
    expect(await deadRows()).toBe(0);
  });
});

describe('the hourly maintenance', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval, until stopped; a failure is tried again', async () => {
    vi.useFakeTimers();
    const vacuumAndAnalyze = vi
      .fn<() => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('busy'))
      .mockResolvedValue(undefined);
    const stop = await maintainEmbeddedDatabase({ vacuumAndAnalyze }, 1000);
    expect(vacuumAndAnalyze).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(vacuumAndAnalyze).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(vacuumAndAnalyze).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(vacuumAndAnalyze).toHaveBeenCalledTimes(3);
  });

  it('leaves a server database to its autovacuum: no timer', async () => {
    vi.useFakeTimers();
    const stop = await maintainEmbeddedDatabase({});
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
