import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/upstream/src/db/client';

// Large enough to keep round trips few, small enough to stay far below PostgreSQL's 65 535 parameters.
export const CHUNK_SIZE = 500;

/** Bulk insert in chunks: a few statements instead of one round trip per row. */
export async function insertInChunks<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: PgInsertValue<TTable>[],
  size = CHUNK_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}
