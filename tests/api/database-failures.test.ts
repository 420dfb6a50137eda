// A database that fails under the API: the caller gets a 503 to try again, never a 500 that looks like a
// bug or a request held for ever, and the process outlives connections the server cuts.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '@/upstream/src/db/client';
import { toApiError } from '@/upstream/src/http/errors';
import { isDatabaseUnavailable } from '@/upstream/src/infra/database-errors';
import { createTestApi, type TestApi } from './helpers/api';
import { usesPostgres } from './helpers/database';

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot answer now, as either driver reports it', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    for (const failure of [
      wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }),
      wrapped({ code: '08006' }),
      wrapped({ code: '53300', message: 'sorry, too many clients already' }),
      wrapped({ code: '57014', message: 'canceling statement due to statement timeout' }),
      wrapped({ code: '55P03', message: 'canceling statement due to lock timeout' }),
      wrapped({ code: '40P01' }),
      wrapped({ code: 'ECONNREFUSED' }),
      wrapped({ code: '55000', message: 'database "x" is not currently accepting connections' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(toApiError(failure)).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        headers: { 'Retry-After': '5' },
      });
    }
  });

  it('leaves refusals of the data, and plain bugs, as they were', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { cause: { code: '23505' } }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(toApiError(new TypeError('x is undefined'))).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
    });
  });
});

describe.runIf(usesPostgres)('a PostgreSQL server that fails under the API', () => {
  let api: TestApi;
  let token: string;
  let nutritionistId: number;
  let databaseName: string;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    api = await createTestApi();
    nutritionistId = await api.createUser({ email: 'n@falha.test', role: 'ROLE_NUTRITIONIST' });
    token = await api.signIn('n@falha.test', 'Senha1234');
    const [row] = await selectRows(
      api.database.db,
      sql`select current_database() as name`,
      z.object({ name: z.string() }),
    );
    databaseName = row!.name;
  });
  afterAll(() => api.close());

  it('readiness answers 503 while the database cannot be reached, and 200 again once it can', async () => {
    expect((await api.request('/health/ready')).status).toBe(200);
    const client = admin();
    await client.connect();
    // No new connections to the API's database for a moment: its own are cut and cannot come back.
    await client.query(`alter database ${databaseName} allow_connections false`);
    try {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const down = await api.request('/health/ready');
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect((await api.request('/health')).status).toBe(200);
    } finally {
      await client.query(`alter database ${databaseName} allow_connections true`);
      await client.end();
    }
    expect((await api.request('/health/ready')).status).toBe(200);
  });

  it('connections the server cuts (a restart) neither end the process nor fail the next request', async () => {
    expect((await api.request('/v1/me', { token })).status).toBe(200);
    const client = admin();
    await client.connect();
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await client.end();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await api.request('/v1/me', { token })).status).toBe(200);
  });

  it('a row held past the lock timeout answers 503 DATABASE_UNAVAILABLE, not a request waiting for ever', async () => {
    const holder = admin();
    await holder.connect();
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${databaseName}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from users where id = $1 for update', [nutritionistId]);
      const started = Date.now();
      const response = await api.request(`/v1/nutritionists/${nutritionistId}/week-availability`, {
        method: 'PUT',
        token,
        json: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      await locker.query('rollback');
      await locker.end();
      await holder.end();
    }
    // Once the row is free, the same save goes through.
    const again = await api.request(`/v1/nutritionists/${nutritionistId}/week-availability`, {
      method: 'PUT',
      token,
      json: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] },
    });
    expect(again.status).toBe(200);
  }, 20_000);
});
