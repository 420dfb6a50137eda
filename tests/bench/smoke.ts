// Every benchmark in its smoke mode (BENCH_SMOKE=1, see mode.ts), two at a time, so a bench that no longer
// runs fails `npm test` rather than the next person who needs its numbers. One line per bench with
// its wall time; a failed bench's own output after it. Exits non-zero if any failed.
//
//   npx next build && npm run bench:smoke
//
// The catalogue's portal route, pages, load, Lighthouse and main thread serve the existing build (NEXT_DIST_DIR, default
// .next); none builds one. The PostgreSQL parts run on a throwaway database of BENCH_DATABASE_URL's server,
// else DATABASE_URL's, and are skipped without either. Each bench has ports of its own, and a smoke run's
// numbers mean nothing, so two share the machine (BENCH_SMOKE_CONCURRENCY), and the ones that only read and
// sign in share one product this run starts. BENCH_SMOKE_REPORT names a JSON
// file to write the outcomes to (`{ benches: [{ name, ok, seconds, why }] }`), for the table of `npm test`.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
/** A hung bench (a server that never answers) fails after this long instead of holding `npm test`. */
const TIMEOUT_MS = Number(process.env.BENCH_SMOKE_TIMEOUT_SECONDS ?? 300) * 1000;

// The longest first, so the two at a time finish together. bench:fuzz is not here: it runs the API layer's
// own fuzz files, which `npm test` runs anyway, only with more attempts.
// `sharesProduct`: the bench runs on one product this run starts for them all (product.ts, sharedProduct);
// the others start while it starts.
const BENCHES: { name: string; args: string[]; sharesProduct?: boolean }[] = [
  { name: 'lighthouse', args: ['tests/bench/lighthouse.ts', '--start', distDir] },
  { name: 'catalogue-search', args: ['tests/bench/catalogue-search.ts'] },
  { name: 'pages', args: ['tests/bench/pages.ts'], sharesProduct: true },
  { name: 'main-thread', args: ['tests/bench/main-thread.ts'], sharesProduct: true },
  { name: 'load', args: ['tests/bench/load.ts'], sharesProduct: true },
  { name: 'summaries', args: ['tests/bench/summaries.ts'] },
  { name: 'free-slots', args: ['tests/bench/free-slots.ts'] },
  { name: 'photo-memory', args: ['tests/bench/photo-memory.ts'] },
  { name: 'stall', args: ['tests/bench/stall.ts'] },
];

interface Outcome {
  ok: boolean;
  seconds: number;
  why: string;
  output: string;
}

/** Two at a time: a smoke run spends most of its time starting servers and waiting on them. */
const CONCURRENCY = Number(process.env.BENCH_SMOKE_CONCURRENCY ?? 2);

/** The process groups of the benches running now: each bench and every server it started. */
const running = new Set<number>();

function endGroup(group: number | undefined, signal: NodeJS.Signals) {
  try {
    if (group) process.kill(-group, signal);
  } catch {
    // The group has already gone.
  }
}

/** The product the sharing benches run on, once it has started. */
let shared: { stop(): Promise<void> } | undefined;

// The benches run in a group of their own, which Ctrl-C at the terminal (or `npm test` stopping) does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const group of running) endGroup(group, 'SIGTERM');
    // Its stop signals the product at once, before this process ends.
    void shared?.stop();
    process.exit(1);
  });
}

/** Runs one bench in its own process group, so a timeout also ends the servers it started. */
function runBench(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, BENCH_SMOKE: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const group = child.pid;
  if (group) running.add(group);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    endGroup(group, 'SIGKILL');
  }, TIMEOUT_MS);
  let exit = '';
  // A server the bench left behind would hold its output open (and its port) until the next bench.
  child.on('exit', (code, signal) => {
    exit = signal ?? String(code);
    endGroup(group, 'SIGTERM');
  });
  return new Promise((done) => {
    child.on('close', () => {
      clearTimeout(timer);
      if (group) running.delete(group);
      done({
        ok: exit === '0' && !timedOut,
        seconds: (performance.now() - started) / 1000,
        why: timedOut ? `timed out after ${TIMEOUT_MS / 1000} s` : `exit ${exit}`,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
}

const postgres = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
console.log(
  postgres
    ? `PostgreSQL: throwaway databases on ${new URL(postgres).host}`
    : 'PostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL to include it); PGlite only',
);
if (!existsSync(resolve(root, distDir, 'BUILD_ID'))) {
  console.log(
    `No portal build in ${distDir}: the benches that serve it will fail. Run \`npx next build\` first.`,
  );
}

// The shared product, on ports of its own; a bench that needs it waits for it, and fails if it did not start.
process.env.BENCH_SMOKE = '1';
const { startProduct } = await import('./product');
const sharedProduct = startProduct(3795, 4795, { DATABASE_URL: '' });
sharedProduct.then(
  (product) => {
    shared = product;
  },
  () => {},
);

async function runQueued(bench: (typeof BENCHES)[number]): Promise<Outcome> {
  if (!bench.sharesProduct) return runBench(bench.args);
  const started = performance.now();
  try {
    const { portalUrl, apiUrl } = await sharedProduct;
    return await runBench(bench.args, { BENCH_SHARED_PRODUCT: JSON.stringify({ portalUrl, apiUrl }) });
  } catch (error) {
    const why = `the shared product did not start: ${(error as Error).message}`;
    return { ok: false, seconds: (performance.now() - started) / 1000, why, output: '' };
  }
}

const report: { name: string; ok: boolean; seconds: number; why: string }[] = [];
const queue = [...BENCHES];
async function worker() {
  for (let bench = queue.shift(); bench; bench = queue.shift()) {
    const outcome = await runQueued(bench);
    const seconds = Math.round(outcome.seconds * 10) / 10;
    report.push({ name: bench.name, ok: outcome.ok, seconds, why: outcome.why });
    const status = outcome.ok ? 'ok' : `FAILED (${outcome.why})`;
    console.log(`${bench.name.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s  ${status}`);
    if (!outcome.ok) console.log(outcome.output.replace(/^/gm, '    '));
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
await (await sharedProduct.catch(() => undefined))?.stop();
const failures = report.filter((outcome) => !outcome.ok).length;
if (process.env.BENCH_SMOKE_REPORT) {
  writeFileSync(process.env.BENCH_SMOKE_REPORT, `${JSON.stringify({ benches: report }, null, 2)}\n`);
}
if (failures > 0) {
  console.log(`${failures} of ${BENCHES.length} benchmarks failed their smoke run.`);
  process.exitCode = 1;
}
