// Lighthouse (mobile) on the signed-in pages of every role, each against the framework's floor measured in
// the same round (issue 55's goals), on the product as `npm start` runs it:
//   npm run build && npm run bench:lighthouse:signed-in [-- --runs 5] [--only /home,/patients/ID] [--cpu 4]
// A round: three readings of Lighthouse's benchmarkIndex for this host, their median turned into the CPU
// slowdown that simulates Lighthouse's mid-range phone by its published calculator (cpu-calibration.ts),
// then each page and the floor page (/floor-probe, an empty App Router page rendered per request, built only
// for the benches: lib/bench-floor.ts) measured `--runs` times (default 5) at that slowdown, run after run
// in turn, so the floor meets the same host as the pages. `--cpu` sets the slowdown instead of the calibration,
// for comparing two builds (NEXT_DIST_DIR) at the same one. Prints each page's medians and its difference
// from the floor's (performance, TBT, LCP, CLS, accessibility, best practices, JavaScript), with the host's
// index, the multiplier and the load average beside the table; exits non-zero when a page misses a goal.
// Starts the product on a throwaway seeded data folder (ports BENCH_PORTAL_PORT and BENCH_API_PORT, default
// 3890/4890) and signs in as nutri@ and admin@. Reports go to tests/bench/results/lighthouse-signed-in-*.json.
//   BENCH_SMOKE=1 npx tsx tests/bench/lighthouse-signed-in.ts   # does it still run? one reading, one run,
//   the floor and /home only, ports 100 above; it fails on an error or a NaN, never on a goal.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { EMPTY_FLOOR_PATH } from '@/lib/bench-floor';
import { cpuMultiplierFor, medianOf } from './cpu-calibration';
import { measurePage, type PageMeasure, readBenchmarkIndex } from './measure';
import { assertMeasured, benchPort, SMOKE, sized } from './mode';
import { startProductOn } from './product';
import { type SignedInPage, signedInPages } from './signed-in-pages';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: sized('5', '1') },
    only: { type: 'string' },
    cpu: { type: 'string' },
  },
});
/** Some pages only, by path (a patient's pages with the seeded patient's id, as the table prints them). */
const only = values.only?.split(',').map((path) => path.trim()) ?? sized(undefined, ['/home']);
const runs = Math.max(1, Number(values.runs));
/** A slowdown asked for on the command line, in place of the calibration. */
const askedCpu = values.cpu === undefined ? undefined : Number(values.cpu);
if (askedCpu !== undefined && !(askedCpu >= 1)) {
  throw new Error(`--cpu takes a CPU slowdown of 1 or more (Lighthouse's default is 4), not "${values.cpu}"`);
}
const INDEX_READINGS = sized(3, 1);
const PORTAL_PORT = benchPort('BENCH_PORTAL_PORT', 3890);
const API_PORT = benchPort('BENCH_API_PORT', 4890);

/** Issue 55's goals for a signed-in page, against the floor of the same round. */
const GOALS = { performanceBelowFloor: 3, tbtOverFloorMs: 100, lcpOverFloorMs: 300 };

/** A page's medians over its runs, each figure on its own (a noisy run moves one median, not all). */
interface Medians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  jsKiB: number;
}

function mediansOf(measures: PageMeasure[]): Medians {
  const of = (pick: (m: PageMeasure) => number) => medianOf(measures.map(pick));
  return {
    performance: of((m) => m.scores.performance),
    accessibility: of((m) => m.scores.accessibility),
    bestPractices: of((m) => m.scores.bestPractices),
    tbtMs: of((m) => m.tbtMs),
    lcpMs: of((m) => m.lcpMs),
    cls: of((m) => m.cls),
    jsKiB: of((m) => m.scripts.gzipBytes / 1024),
  };
}

function misses(page: Medians, floor: Medians): string[] {
  const missed: string[] = [];
  if (page.performance < floor.performance - GOALS.performanceBelowFloor)
    missed.push(`perf < floor − ${GOALS.performanceBelowFloor}`);
  if (page.tbtMs > floor.tbtMs + GOALS.tbtOverFloorMs) missed.push(`TBT > floor + ${GOALS.tbtOverFloorMs}`);
  if (page.lcpMs > floor.lcpMs + GOALS.lcpOverFloorMs) missed.push(`LCP > floor + ${GOALS.lcpOverFloorMs}`);
  if (page.cls > 0) missed.push('CLS > 0');
  if (page.accessibility < 100) missed.push('a11y < 100');
  if (page.bestPractices < 100) missed.push('best < 100');
  return missed;
}

const signed = (value: number, digits = 0) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const product = await startProductOn(PORTAL_PORT, API_PORT, undefined, 'nutri_lighthouse');
let failed = false;
try {
  const { pages, cookies } = await signedInPages(product);
  const floorPage: SignedInPage = { path: EMPTY_FLOOR_PATH, as: 'none' };
  const measured = [floorPage, ...(only ? pages.filter((each) => only.includes(each.path)) : pages)];
  const resultsDir = new URL('./results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  const loadBefore = loadAverage();

  // The round's calibration: the host's index swings within minutes, so the median of a few readings.
  const readings: number[] = [];
  for (let reading = 0; reading < INDEX_READINGS; reading++)
    readings.push(await readBenchmarkIndex(`${product.portalUrl}${EMPTY_FLOOR_PATH}`));
  const index = medianOf(readings);
  const multiplier = askedCpu ?? cpuMultiplierFor(index);

  const measures = new Map<string, PageMeasure[]>(measured.map((page) => [page.path, []]));
  for (let run = 0; run < runs; run++) {
    for (const page of measured) {
      const headers: Record<string, string> = page.as === 'none' ? {} : { Cookie: cookies[page.as] };
      const url = `${product.portalUrl}${page.path}`;
      const { measure, report } = await measurePage(url, 3, headers, multiplier);
      if (new URL(measure.finalUrl).pathname !== page.path) {
        throw new Error(`${page.path} ended at ${measure.finalUrl}: not signed in, or no floor page?`);
      }
      measures.get(page.path)?.push(measure);
      const name = page.path.replaceAll('/', '_').replace(/^_/, '') || 'root';
      const file = `lighthouse-signed-in-${name}-${run + 1}${SMOKE ? '-smoke' : ''}.json`;
      await writeFile(new URL(file, resultsDir), report);
    }
  }
  const medians = new Map(measured.map((page) => [page.path, mediansOf(measures.get(page.path) ?? [])]));
  const floor = medians.get(EMPTY_FLOOR_PATH)!;
  assertMeasured('lighthouse-signed-in', [...medians.values()]);

  console.log(
    `Lighthouse mobile, median of ${runs} run(s) a page, CPU ${multiplier.toFixed(2)}× ${askedCpu ? 'as asked; ' : 'from '}benchmarkIndex ${Math.round(index)} ` +
      `(readings ${readings.map(Math.round).join(', ')}); load average before ${loadBefore}`,
  );
  console.log(
    `floor ${EMPTY_FLOOR_PATH}: perf ${floor.performance}, TBT ${Math.round(floor.tbtMs)} ms, LCP ${Math.round(floor.lcpMs)} ms, ` +
      `CLS ${floor.cls.toFixed(3)}, a11y ${floor.accessibility}, best ${floor.bestPractices}, JS ${floor.jsKiB.toFixed(1)} KiB`,
  );
  console.log(
    'page                              | as    | perf (Δ)  | TBT ms (Δ)    | LCP ms (Δ)    | CLS (Δ)        | a11y (Δ) | best (Δ) | JS KiB (Δ)    | misses',
  );
  for (const page of measured.slice(1)) {
    const m = medians.get(page.path)!;
    const missed = misses(m, floor);
    if (missed.length > 0 && !SMOKE) failed = true;
    console.log(
      [
        page.path.padEnd(33),
        page.as.padEnd(5),
        `${m.performance} (${signed(m.performance - floor.performance)})`.padEnd(9),
        `${Math.round(m.tbtMs)} (${signed(m.tbtMs - floor.tbtMs)})`.padEnd(13),
        `${Math.round(m.lcpMs)} (${signed(m.lcpMs - floor.lcpMs)})`.padEnd(13),
        `${m.cls.toFixed(3)} (${signed(m.cls - floor.cls, 3)})`.padEnd(14),
        `${m.accessibility} (${signed(m.accessibility - floor.accessibility)})`.padEnd(8),
        `${m.bestPractices} (${signed(m.bestPractices - floor.bestPractices)})`.padEnd(8),
        `${m.jsKiB.toFixed(1)} (${signed(m.jsKiB - floor.jsKiB, 1)})`.padEnd(13),
        missed.join(', ') || '–',
      ].join(' | '),
    );
  }
  console.log(
    `host benchmarkIndex ${Math.round(index)} → CPU ${multiplier.toFixed(2)}×; load average after ${loadAverage()}`,
  );
} finally {
  await product.stop();
}
process.exit(failed ? 1 : 0);
