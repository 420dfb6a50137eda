// PGlite runs PostgreSQL in the API's own thread: a request whose queries follow one another must still
// let the event loop turn, or every other caller waits for all of them (db/client.ts, takeTurns).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/upstream/src/db/client';
import { createTestDatabase, usesPostgres } from './helpers/database';

/** Queries of a few milliseconds each: together far longer than the slice PGlite may hold the loop. */
const QUERIES = 60;
const aFewMilliseconds = sql`select count(*) from generate_series(1, 40000)`;

describe.skipIf(usesPostgres)('PGlite and the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a long run of queries lets a waiting callback in before it ends, not after', async () => {
    let done = 0;
    let doneWhenTheLoopTurned: number | undefined;
    setImmediate(() => {
      doneWhenTheLoopTurned = done;
    });
    for (let i = 0; i < QUERIES; i += 1) {
      await database.db.execute(aFewMilliseconds);
      done += 1;
    }
    expect(doneWhenTheLoopTurned).toBeDefined();
    expect(doneWhenTheLoopTurned).toBeLessThan(QUERIES / 2);
  });
});
