// PGlite keeps each query text prepared as a named statement (db/pglite-statements.ts): answers, errors,
// transactions and values must be what PGlite's own query gives, and only the most recent texts are kept.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reuseStatements } from '@/upstream/src/db/pglite-statements';
import { usesPostgres } from './helpers/database';

const CAPACITY = 3;

describe.skipIf(usesPostgres)('PGlite statements prepared once', () => {
  let client: PGlite;
  // One engine for the file (starting one takes seconds); each test empties the table it writes.
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table notes (id int primary key, body text not null)');
    reuseStatements(client, CAPACITY);
  });
  afterAll(() => client.close());
  beforeEach(() => client.exec('delete from notes'));

  /** The statements PostgreSQL holds, read by the simple protocol, which prepares nothing. */
  async function heldStatements(): Promise<string[]> {
    const [result] = await client.exec('select statement from pg_prepared_statements order by prepare_time');
    return (result?.rows ?? []).map((row) => (row as { statement: string }).statement);
  }

  it('runs a text again from its statement, with each call’s own values', async () => {
    const text = 'select $1::int + 1 as next';
    const answers = [];
    for (const value of [1, 41, -3]) answers.push((await client.query<{ next: number }>(text, [value])).rows);
    expect(answers).toEqual([[{ next: 2 }], [{ next: 42 }], [{ next: -2 }]]);
    expect((await heldStatements()).filter((held) => held === text)).toHaveLength(1);
  });

  it('keeps only the most recently used texts prepared', async () => {
    const texts = Array.from({ length: CAPACITY + 2 }, (_, index) => `select ${index} as n`);
    for (const text of texts) await client.query(text);
    // The first text again: it is prepared anew, and the evicted ones are closed on the way.
    await client.query(texts[0] ?? '');
    const held = await heldStatements();
    expect(held.length).toBeLessThanOrEqual(CAPACITY);
    expect(held).toContain(texts[0]);
    expect(held).not.toContain(texts[1]);
  });

  it('reads and writes values as PGlite serialises and parses them', async () => {
    const at = new Date('2026-03-09T14:30:00Z');
    const { rows } = await client.query(
      'select $1::jsonb as doc, $2::int[] as numbers, $3::text as nothing, $4::timestamptz as at, $5::boolean as yes',
      [{ a: [1, 'b'] }, [3, 4], null, at, true],
    );
    expect(rows).toEqual([{ doc: { a: [1, 'b'] }, numbers: [3, 4], nothing: null, at, yes: true }]);
    const inserted = await client.query('insert into notes (id, body) values ($1, $2)', [1, 'primeira']);
    expect(inserted.affectedRows).toBe(1);
  });

  it('answers a failed statement with PostgreSQL’s error, and runs the same text after it', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await client.query(insert, [1, 'primeira']);
    await expect(client.query(insert, [1, 'repetida'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    await client.query(insert, [2, 'segunda']);
    const { rows } = await client.query('select body from notes order by id');
    expect(rows).toEqual([{ body: 'primeira' }, { body: 'segunda' }]);
  });

  it('rolls a failed transaction back, and its statements still run after it', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [1, 'desfeita']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query(insert, [1, 'feita']);
    });
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'feita' }]);
  });

  it('refuses a query on a transaction already closed, as PGlite does', async () => {
    let closed: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      closed = tx;
    });
    await expect(closed?.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('runs a schema change as before, without keeping it', async () => {
    await client.query('create table tags (name text)');
    await client.query('insert into tags values ($1)', ['a']);
    const held = await heldStatements();
    expect(held).toContain('insert into tags values ($1)');
    expect(held).not.toContain('create table tags (name text)');
  });
});
