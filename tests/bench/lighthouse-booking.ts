// Lighthouse (mobile) on a nutritionist's public booking page, side by side in one run with the static
// /privacy-policy (the floor of a script-free page), on the product as `npm start` runs it with the seed's
// page on (/agendar/camila-rocha; issues 53 and 55: performance ≥ 95 on a calibrated phone, JavaScript
// ≤ 60 KB gzip):
//   npm run build && npx tsx tests/bench/lighthouse-booking.ts [--runs 3] [--cpu 4]
// The CPU slowdown is calibrated as in lighthouse-signed-in.ts (the median of three readings of the host's
// benchmarkIndex through cpu-calibration.ts) unless --cpu gives one (4 is Lighthouse's default).
// Prints each page's median run: scores, LCP, TBT, CLS, the JavaScript it loads (gzip) and Lighthouse's
// index of the host CPU, with the load average beside the table; exits non-zero when the page misses a goal.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { cpuMultiplierFor, medianOf } from './cpu-calibration';
import { measurePage, type PageMeasure, readBenchmarkIndex } from './measure';
import { benchPort } from './mode';
import { startProductOn } from './product';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, cpu: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs));
const GOALS = { performance: 95, jsKiB: 60 };
const PAGES = ['/agendar/camila-rocha', '/privacy-policy'];

const medianRun = (measures: PageMeasure[]) =>
  [...measures].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(measures.length / 2)]!;

const product = await startProductOn(
  benchPort('BENCH_PORTAL_PORT', 3891),
  benchPort('BENCH_API_PORT', 4891),
  undefined,
  'booking_lighthouse',
);
let failed = false;
try {
  const readings: number[] = [];
  if (values.cpu === undefined)
    for (let reading = 0; reading < 3; reading++)
      readings.push(await readBenchmarkIndex(`${product.portalUrl}/privacy-policy`));
  const multiplier = values.cpu === undefined ? cpuMultiplierFor(medianOf(readings)) : Number(values.cpu);
  if (!(multiplier >= 1)) throw new Error(`--cpu ${values.cpu} is not a slowdown of 1 or more`);
  console.log(
    `Lighthouse mobile, median of ${runs} run(s) a page, CPU ${multiplier.toFixed(2)}×` +
      (readings.length > 0 ? ` from benchmarkIndex ${readings.map(Math.round).join('/')}` : ' (given)') +
      `; load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    'page                    | perf | a11y | best | SEO | LCP ms | TBT ms | CLS   | JS KiB gzip | CPU index',
  );
  for (const path of PAGES) {
    const measures: PageMeasure[] = [];
    for (let run = 0; run < runs; run++)
      measures.push((await measurePage(`${product.portalUrl}${path}`, 3, {}, multiplier)).measure);
    const m = medianRun(measures);
    if (
      path.startsWith('/agendar') &&
      (m.scores.performance < GOALS.performance || m.scripts.gzipBytes / 1024 > GOALS.jsKiB)
    )
      failed = true;
    console.log(
      [
        path.padEnd(23),
        String(m.scores.performance).padStart(4),
        String(m.scores.accessibility).padStart(4),
        String(m.scores.bestPractices).padStart(4),
        String(m.scores.seo).padStart(3),
        String(Math.round(m.lcpMs)).padStart(6),
        String(Math.round(m.tbtMs)).padStart(6),
        m.cls.toFixed(3).padStart(5),
        (m.scripts.gzipBytes / 1024).toFixed(1).padStart(11),
        measures
          .map((each) => Math.round(each.benchmarkIndex))
          .join('/')
          .padStart(9),
      ].join(' | '),
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await product.stop();
}
process.exit(failed ? 1 : 0);
