// What BENCH_SMOKE=1 changes, the same way in every benchmark: tiny sizes and a couple of runs, so
// tests/bench/smoke.ts can prove in `npm test` that each bench still runs end to end. Its numbers mean
// nothing; only whether it ran.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full run's value, or the smoke run's. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}

/**
 * A port from `variable`, else the bench's own default: a smoke run takes the one 100 above, so it can run
 * while someone measures with the full bench on this machine.
 */
export function benchPort(variable: string, full: number): number {
  return Number(process.env[variable] ?? (SMOKE ? full + 100 : full));
}

/** Where a run's results go: a smoke run's beside the last full run's, never over them. */
export function resultsFile(name: string): string {
  const folder = join('tests', 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  return join(folder, `${name}${SMOKE ? '-smoke' : ''}.json`);
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * BENCH_ENGINES (default both) and the PostgreSQL server to make a throwaway database on: BENCH_DATABASE_URL,
 * then DATABASE_URL, then (full runs only) this machine's. A smoke run without either skips PostgreSQL and
 * says so: `npm test` also runs where there is no server.
 */
export function selectEngines(): { pglite: boolean; postgresUrl: string | undefined } {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || (SMOKE ? undefined : LOCAL_POSTGRES);
  if (engines.includes('postgres') && !serverUrl) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or DATABASE_URL to include it.');
  }
  return {
    pglite: engines.includes('pglite'),
    postgresUrl: engines.includes('postgres') ? serverUrl : undefined,
  };
}

/**
 * Throws unless every number in `value` is finite and `value`, when a list, holds something: a bench whose
 * requests failed quietly shows up as NaN or as no rows, and must fail rather than print them.
 */
export function assertMeasured(label: string, value: unknown): void {
  if (Array.isArray(value) && value.length === 0) throw new Error(`${label}: nothing was measured`);
  const walk = (item: unknown, path: string): void => {
    if (typeof item === 'number' && !Number.isFinite(item)) throw new Error(`${label}: ${path} is ${item}`);
    if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(value, '');
}
