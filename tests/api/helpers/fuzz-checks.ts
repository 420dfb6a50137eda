// What the property-based fuzz holds every answer to, and how it runs: a success or a refusal, never a
// 5xx; every refusal an application/problem+json of a code the contract knows; and a refusal changes
// nothing in the database. FUZZ_RUNS and FUZZ_SEED set the size and the seed (tests/bench/fuzz.ts).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import { problemSchema } from '@/lib/api/contract';
import { type Database, selectRows } from '@/upstream/src/db/client';
import type { Attempt } from './fuzz-attempts';
import type { FuzzTarget } from './fuzz-targets';

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Runs per route: small in the suite; raise FUZZ_RUNS (npm run bench:fuzz) to search harder. */
export const FUZZ_RUNS = positiveInteger('FUZZ_RUNS', 10);
/** Fixed, so a failure is reproduced by running the file again (FUZZ_SEED searches elsewhere). */
export const FUZZ_SEED = positiveInteger('FUZZ_SEED', 20_251_124);
/** A run of every route at FUZZ_RUNS each, with room for a slow machine. */
export const FUZZ_TIMEOUT_MS = 60_000 + FUZZ_RUNS * 10_000;

const mediaTypeOf = (response: Response) =>
  response.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();

/** What is wrong with an answer, or undefined when it keeps the contract. */
export function answerFault(target: FuzzTarget, response: Response, text: string): string | undefined {
  const { status } = response;
  const type = mediaTypeOf(response);
  if (status >= 500) return `answered ${status}`;
  if (status >= 300 && status < 400) return target.redirects ? undefined : `answered a redirect (${status})`;
  if (status < 200) return `answered ${status}`;
  if (status >= 400) {
    if (type !== 'application/problem+json') return `a ${status} as ${type ?? 'no type'}, not a problem`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `a ${status} whose body is no JSON`;
    }
    const problem = problemSchema.safeParse(body);
    if (!problem.success) return `a ${status} problem outside the contract (unknown code?)`;
    if (problem.data.status !== status) return `a ${status} problem that says ${problem.data.status}`;
    return undefined;
  }
  if (status === 204) return text === '' ? undefined : 'a 204 with a body';
  if (type === 'application/json') {
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return 'a success whose JSON does not parse';
    }
  }
  return type === target.answers ? undefined : `a ${status} as ${type ?? 'no type'}`;
}

/** Each table's row count and newest row version (xmin), by table name. */
export type Fingerprint = Record<string, string>;

/**
 * What the database holds, in brief: any committed insert, update or delete in a table changes its entry.
 * (The next transaction id would be simpler, but on a PostgreSQL server it is shared by every database,
 * and tests running beside this one move it.)
 */
export function contentsFingerprint(database: Database): () => Promise<Fingerprint> {
  let query: ReturnType<typeof sql.raw> | undefined;
  return async () => {
    if (!query) {
      const tables = await selectRows(
        database.db,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        z.object({ name: z.string() }),
      );
      const perTable = tables.map(({ name }) => {
        const table = name.replaceAll('"', '""');
        return `'${name.replaceAll("'", "''")}', (select count(*)::text || '@' || coalesce(max(xmin::text::bigint), 0)::text from "${table}")`;
      });
      // A function takes at most 100 arguments, two a table: the tables go in objects of 40, merged.
      const objects: string[] = [];
      for (let start = 0; start < perTable.length; start += 40)
        objects.push(`jsonb_build_object(${perTable.slice(start, start + 40).join(', ')})`);
      query = sql.raw(`select (${objects.join(' || ')})::text as fingerprint`);
    }
    const [row] = await selectRows(database.db, query, z.object({ fingerprint: z.string() }));
    return JSON.parse(row!.fingerprint) as Fingerprint;
  };
}

/** The tables whose contents differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}

export interface FuzzRun<A> {
  targets: FuzzTarget[];
  attempts(target: FuzzTarget): fc.Arbitrary<A>;
  /** Sends one attempt; `where` names it in a failure. */
  send(target: FuzzTarget, attempt: A): Promise<{ response: Response; where: string }>;
  /** Waits for the work an answer left behind (e-mails), then reads the fingerprint. */
  settledFingerprint(): Promise<Fingerprint>;
}

/** Written on a refusal by design: a refused call of a care route is recorded in the patient's trail. */
const REFUSALS_RECORDED = ['access_trail'];

/** FUZZ_RUNS attempts at each target: every answer keeps the contract, and a refusal writes nothing. */
export async function fuzzEveryTarget<A>({ targets, attempts, send, settledFingerprint }: FuzzRun<A>) {
  for (const target of targets) {
    // The state after the previous answer settled is the state before the next request.
    let before = await settledFingerprint();
    await fc.assert(
      fc.asyncProperty(attempts(target), async (attempt) => {
        const { response, where } = await send(target, attempt);
        const text = await response.text();
        const described = `${where} → ${response.status} ${text.slice(0, 200)}`;
        expect(answerFault(target, response, text), described).toBeUndefined();
        const after = await settledFingerprint();
        if (response.status >= 400) {
          const written = changedTables(before, after).filter(
            (table) => !target.refusalWrites?.includes(table) && !REFUSALS_RECORDED.includes(table),
          );
          expect(written, `wrote on a ${response.status}: ${described}`).toEqual([]);
        }
        before = after;
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  }
}

/** The body of an attempt as a failure shows it. */
export function describeBody(attempt: Attempt): string {
  if (attempt.body === undefined) return '';
  if (typeof attempt.body === 'string')
    return `[${attempt.contentType ?? 'no type'}] ${attempt.body.slice(0, 300)}`;
  return `[form] ${[...attempt.body.entries()].map(([key, value]) => `${key}=${typeof value === 'string' ? 'text' : `${value.name} ${value.type} ${value.size} B`}`).join(' ')}`;
}
