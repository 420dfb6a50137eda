// A database of its own on a real PostgreSQL server, dropped afterwards: for the api-postgres suite
// (helpers/database.ts) and the benchmarks (tests/bench/).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type OpenOptions, openPostgres } from '@/upstream/src/db/client';

export async function openThrowawayPostgres(
  serverUrl: string,
  prefix: string,
  options: OpenOptions = {},
): Promise<{ name: string; database: Database; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), options);
  return {
    name,
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's end() resolves before the server has seen its connections go; forcing the drop then
      // kills a connection that is still closing, and its client throws an uncaught FATAL. Wait for them.
      await waitForNoConnections(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function waitForNoConnections(client: pg.Client, database: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
