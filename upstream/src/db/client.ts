// One database handle for both engines: PGlite in a folder (default) or a real PostgreSQL server.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import { yieldToEventLoop } from '../event-loop';
import { log } from '../log';
import { foldQueryParsers } from './pglite-parsers';
import { reuseStatements } from './pglite-statements';
import { reclaimOnPglite, reclaimOnPostgres } from './reclaim';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The server pool's connections (PostgreSQL only; PGlite is one connection in this process). */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * What autovacuum does on a server (PGlite only): gathers the query planner's statistics and makes the
   * room of deleted and updated rows reusable. PGlite runs PostgreSQL as one backend with no autovacuum, so
   * nothing else ever does: without statistics the planner takes every table for a row or two and plans
   * accordingly, and dead rows pile up (db/maintenance.ts runs it).
   */
  vacuumAndAnalyze?(): Promise<void>;
  /**
   * Makes rows an erasure rewrote or deleted unreadable in the database's files (db/reclaim.ts says how on
   * each engine). Run outside any transaction: VACUUM cannot run inside one.
   */
  reclaimErasedRows(tables: readonly string[]): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How a database is opened: `logger` sees every query (the tests count them per request). */
export interface OpenOptions {
  logger?: Logger;
}

/** PGlite's own handle, for what only it does: dumping its data directory (tests copy one per file). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * PGlite in `dataDir`, or in memory when it is undefined (tests). `restoreFrom`, a dumped data directory,
 * starts it as a copy of that database.
 */
export async function openPglite(
  dataDir?: string,
  options: OpenOptions & { restoreFrom?: Blob } = {},
): Promise<PgliteDatabase> {
  // Private whatever the umask: the database is health data (infra/private-files.ts).
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.restoreFrom,
    extensions: { pg_trgm, unaccent },
    startParams: [
      ...PGlite.defaultStartParams,
      // A WAL segment that is no longer needed is deleted rather than renamed for reuse, so what an erasure
      // removed does not live on in a recycled segment (db/reclaim.ts).
      '-c',
      'wal_recycle=off',
      // The planner's default (4) prices a page read out of order as a disk seek. PGlite's pages are in this
      // process's memory or the page cache, and for a database held in memory PostgreSQL's manual sets it
      // equal to seq_page_cost (1). With 4, a patient's 90 days of meals were joined to their foods by
      // scanning every patient's foods: 6.5 ms of the progress page's query, 2.3 ms through the index.
      '-c',
      'random_page_cost=1',
    ],
  });
  takeTurns(client);
  reuseStatements(client);
  // After reuseStatements: the parser table is dropped before a query reaches it.
  foldQueryParsers(client);
  const db = drizzlePglite(client, { schema, logger: options.logger });
  return {
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    vacuumAndAnalyze: async () => {
      await client.exec('vacuum analyze');
    },
    reclaimErasedRows: (tables) => reclaimOnPglite(client, tables, dataDir !== undefined),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** How long PGlite's queries may hold the event loop before the next one waits for a turn of it. */
const PGLITE_SLICE_MS = 10;

/**
 * PGlite runs PostgreSQL in this thread, and a query's answer comes back without a turn of the event loop in
 * between: one request's queries ran back to back, and twenty requests at once held every other caller for
 * their sum (100 ms in `bench:stall`). Every exchange with the engine, in a transaction or not, goes through
 * execProtocolStream: once the loop has not turned for PGLITE_SLICE_MS, the next exchange waits for a turn
 * first. Waiting before every exchange would slow a busy request's queries for nothing.
 */
function takeTurns(client: PGlite): void {
  const exchange = client.execProtocolStream.bind(client);
  let turnedAt = performance.now();
  let watching = false;
  // A check-phase callback runs only when the loop turns: it marks when that last happened.
  const watchTurns = () => {
    if (watching) return;
    watching = true;
    setImmediate(() => {
      watching = false;
      turnedAt = performance.now();
    });
  };
  client.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
    if (performance.now() - turnedAt >= PGLITE_SLICE_MS) {
      await yieldToEventLoop();
      turnedAt = performance.now();
    }
    watchTurns();
    return exchange(...args);
  };
}

/**
 * A database that does not answer must not hold a request for ever: each wait ends below the portal's own
 * 10 s limit, as a 503 to try again (http/errors.ts), so the API never commits after the user was told it
 * failed. Migrations lift the limits on their own connection.
 */
const POOL_LIMITS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  statement_timeout: 8_000,
  lock_timeout: 5_000,
  idle_in_transaction_session_timeout: 10_000,
} as const;

export async function openPostgres(connectionString: string, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, ...POOL_LIMITS });
  // An idle connection cut by the server (a restart, the network) is reported here; unheard, it would end
  // the process. The pool drops it and opens another on the next request.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL: an idle connection failed'));
  const db = drizzleNodePg(pool, { schema, logger: options.logger });
  return {
    db: db as unknown as Db,
    migrate: () => migrateHoldingLock(pool),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    reclaimErasedRows: (tables) => reclaimOnPostgres(pool, tables),
  };
}

// Any constant will do; it only has to be the same for every process that may migrate at once.
const MIGRATION_LOCK_KEY = 7_316_002;

/**
 * Several API processes started at once on one database each migrate: without a lock they all read "nothing
 * applied yet" and all but one fail on tables that another has just created. The lock is the session's, on
 * one connection that also runs the migrations, so the next process waits and then finds them applied.
 */
async function migrateHoldingLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    // Waiting for another process's migrations, or building an index on a large table, takes what it takes.
    await connection.query('set statement_timeout = 0; set lock_timeout = 0');
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(connection), { migrationsFolder });
  } finally {
    // A connection still holding the lock, or still without limits, must not go back to the pool: if
    // unlocking or restoring fails, close it.
    const restored = await connection
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .then(() => connection.query('reset statement_timeout; reset lock_timeout'))
      .then(
        () => true,
        () => false,
      );
    connection.release(!restored);
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(`${options.dataDir}/pgdata`);
}

/**
 * Rows of a raw SQL query (both drivers answer `{ rows }`), each parsed with its schema: what a query
 * returns is checked, not assumed, whichever driver answered.
 */
export async function selectRows<T extends z.ZodType>(db: Db, query: SQL, row: T): Promise<z.infer<T>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return z.array(row).parse(result.rows);
}

/** A json_agg column as either driver answers it: parsed (node-postgres) or as text (PGlite). */
export const jsonArrayColumn = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), z.array(item));

/** A timestamp as either driver answers it: a Date (node-postgres) or text (PGlite's json paths). */
export const timestampColumn = z.union([z.date(), z.string()]);
