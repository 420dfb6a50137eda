// The property-based fuzz of the suite, run much longer: every route of the API
// (tests/api/contract-fuzz.test.ts) and every call the portal's /api proxy allowlists
// (tests/api/portal-proxy-fuzz.test.ts), with the same checks (a success or a problem of a known code,
// never a 5xx, nothing written on a refusal) and FUZZ_RUNS attempts per route instead of the suite's 10.
//
//   npm run bench:fuzz                        # 300 attempts per route, the suite's seed
//   FUZZ_RUNS=2000 FUZZ_SEED=7 npm run bench:fuzz   # longer, elsewhere
//   BENCH_SMOKE=1 npx tsx tests/bench/fuzz.ts # does it still run? (tests/bench/smoke.ts)
//
// A failure prints the counterexample and the seed; the same FUZZ_RUNS and FUZZ_SEED reproduce it. The
// API runs in the suite's vitest project for these files (its database templates), one file per worker: on
// DATABASE_URL's server when it is set, else on PGlite.
// A smoke run only proves the bench still runs: 2 attempts per route.
import { spawn } from 'node:child_process';
import { sized } from './mode';

const FILES = ['tests/api/contract-fuzz.test.ts', 'tests/api/portal-proxy-fuzz.test.ts'];
const runs = process.env.FUZZ_RUNS ?? String(sized(300, 2));

console.log(
  `Fuzz: ${runs} attempts per route${process.env.FUZZ_SEED ? `, seed ${process.env.FUZZ_SEED}` : ''}`,
);
const started = performance.now();
const project = process.env.DATABASE_URL ? 'api-postgres' : 'api-pglite';
const vitest = spawn('npx', ['vitest', 'run', '--project', project, ...FILES], {
  env: { ...process.env, FUZZ_RUNS: runs },
  stdio: 'inherit',
});
const code = await new Promise<number>((resolve) => vitest.on('close', (exit) => resolve(exit ?? 1)));
console.log(
  `Fuzz ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exitCode = code;
