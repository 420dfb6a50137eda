// Drizzle's per-query parser table is folded into PGlite's own once (db/pglite-parsers.ts): every value must
// read as it did with the table passed each time, in a transaction too, and a table that asks for anything
// but the text is still honoured.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldQueryParsers } from '@/upstream/src/db/pglite-parsers';
import { usesPostgres } from './helpers/database';

/** What drizzle passes with every query: dates and timestamps as the text PostgreSQL sent. */
const asText = {
  [types.DATE]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
};
const DAY_AND_TIME = `select '2026-03-09'::date as day, '2026-03-09 14:30:00+00'::timestamptz as at, 7::int8 as n`;

describe.skipIf(usesPostgres)('PGlite parser tables folded once', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`set timezone = 'UTC'`);
    foldQueryParsers(client);
  });
  afterAll(() => client.close());

  it('reads dates and timestamps as text when the query asks, again and again', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { rows } = await client.query<{ day: string; at: string }>(DAY_AND_TIME, [], { parsers: asText });
      expect(rows[0]).toMatchObject({ day: '2026-03-09', at: '2026-03-09 14:30:00+00' });
    }
  });

  it('does the same inside a transaction', async () => {
    const rows = await client.transaction(
      async (tx) => (await tx.query<{ day: string }>(DAY_AND_TIME, [], { parsers: asText })).rows,
    );
    expect(rows[0]?.day).toBe('2026-03-09');
  });

  it('still applies a table that asks for more than the text', async () => {
    const { rows } = await client.query<{ n: bigint; day: string }>(DAY_AND_TIME, [], {
      parsers: { ...asText, [types.INT8]: (value: string) => BigInt(value) },
    });
    expect(rows[0]?.n).toBe(7n);
    expect(rows[0]?.day).toBe('2026-03-09');
  });

  it('answers in the array form the query asked for', async () => {
    const { rows } = await client.query<unknown[]>(DAY_AND_TIME, [], { parsers: asText, rowMode: 'array' });
    expect(rows[0]).toEqual(['2026-03-09', '2026-03-09 14:30:00+00', 7]);
  });
});
