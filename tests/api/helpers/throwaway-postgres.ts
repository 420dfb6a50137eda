// A database of its own on a real PostgreSQL server, dropped afterwards: for the api-postgres suite
// (helpers/database.ts, copied from a template of setup/postgres-templates.ts) and the benchmarks (tests/bench/).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type OpenOptions, openPostgres } from '@/upstream/src/db/client';

/** DATABASE_URL's server, with another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's own database (CREATE or DROP DATABASE cannot run inside another). */
export async function runOnServer<T>(
  serverUrl: string,
  statement: string | ((client: pg.Client) => Promise<T>),
): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if (typeof statement === 'string') {
      await client.query(statement);
      return undefined;
    }
    return await statement(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await runOnServer(serverUrl, async (client) => {
    // The pool's end() resolves before the server has seen its connections go; forcing the drop then
    // kills a connection that is still closing, and its client throws an uncaught FATAL. Wait for them.
    await waitForNoConnections(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** A new database on the server, a copy of `template` when one is named. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await runOnServer(serverUrl, async (client) => {
    // A template is copied only while nobody is connected to it; its builder's pool may still be closing.
    if (template) await waitForNoConnections(client, template);
    await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  });
}

export async function openThrowawayPostgres(
  serverUrl: string,
  prefix: string,
  options: OpenOptions = {},
  template?: string,
): Promise<{ name: string; database: Database; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const database = await openPostgres(databaseUrl(serverUrl, name), options);
  return {
    name,
    database,
    async drop() {
      await database.close();
      await dropDatabase(serverUrl, name);
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
