// After an erasure, the rows it rewrote or deleted are still in the database's files: PostgreSQL marks an old
// row version dead and leaves its bytes on the page, its index entries stay until a vacuum, ANALYZE may have
// copied the value into pg_statistic, and the WAL holds every insert. What each engine does about it:
//
// - PGlite (the embedded default, one process, one backend): VACUUM FULL writes each touched table and its
//   indexes anew and removes the old files; ANALYZE then pg_statistic's own VACUUM FULL drop the sampled
//   values; a switch to a new WAL segment and a CHECKPOINT leave the old segment unneeded, and the database
//   runs with wal_recycle=off (client.ts), so it is deleted rather than renamed for reuse with its bytes.
//   tests/api/erasure-on-disk.test.ts greps every file of the data folder afterwards.
// - PostgreSQL: VACUUM (ANALYZE) of the touched tables, on a connection of its own without the pool's
//   statement timeout. VACUUM FULL would lock each table against every request while it rewrites it, so the
//   dead versions' room is made free and compacted but not rewritten, and the WAL, its archive and replicas
//   are the server's (docs/OPERATIONS.md, "Erasure on disk").
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Table names come from the schema; anything else is refused before it reaches SQL. */
function quotedList(tables: readonly string[]): string {
  for (const table of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a table name: ${table}`);
  }
  return tables.map((table) => `"${table}"`).join(', ');
}

/** `onDisk` is false for a database held in memory (tests): no file outlives it, so its WAL is left alone. */
export async function reclaimOnPglite(
  client: PGlite,
  tables: readonly string[],
  onDisk: boolean,
): Promise<void> {
  if (tables.length === 0) return;
  const list = quotedList(tables);
  await client.exec(`vacuum full ${list}`);
  await client.exec(`analyze ${list}`);
  await client.exec('vacuum full pg_catalog.pg_statistic');
  if (!onDisk) return;
  // The checkpoint is most of the cost (it writes every page changed since the last one): a second or so.
  await client.exec('select pg_switch_wal()');
  await client.exec('checkpoint');
}

export async function reclaimOnPostgres(pool: pg.Pool, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const list = quotedList(tables);
  const connection = await pool.connect();
  let healthy = false;
  try {
    // A large table's vacuum takes longer than a request may; this connection is no request's.
    await connection.query('set statement_timeout = 0');
    await connection.query(`vacuum (analyze) ${list}`);
    await connection.query('reset statement_timeout');
    healthy = true;
  } finally {
    // A connection left without its limit must not go back to the pool.
    connection.release(!healthy);
  }
}
