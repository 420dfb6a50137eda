// Lighthouse (mobile, default throttling) on the public pages of a built portal, in Debian's chromium:
//   NEXT_DIST_DIR=.next-landing npx next build
//   npx tsx tests/bench/lighthouse.ts --start .next-landing [--runs 3] [/ /privacy-policy]
// or, against a portal that is already running:
//   npx tsx tests/bench/lighthouse.ts --base-url http://127.0.0.1:3100 [--runs 3]
// Prints the four category scores, LCP, CLS, TBT and the JavaScript each page loads (the median run by
// performance score when --runs > 1); a first, unrecorded run per page warms the server's image cache.
// Exits non-zero unless every page scores 100 in all four categories with CLS 0. Full reports go to
// tests/bench/results/.
//   BENCH_SMOKE=1 npx tsx tests/bench/lighthouse.ts --start .next    # does it still run? (tests/bench/smoke.ts)
// A smoke run only proves the bench still runs: one run of / (unless pages are named) without the warm-up
// run, on port 3299, reports named *-smoke.json. It fails on an error or a NaN, not on a score below 100:
// scores on a machine busy with `npm test` are not the ones the pages are held to.
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { measurePage, type PageMeasure } from './measure';
import { assertMeasured, SMOKE, sized } from './mode';
import { startBuiltPortal } from './serve';

const { values, positionals } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3100' },
    start: { type: 'string' },
    port: { type: 'string', default: sized('3199', '3299') },
    runs: { type: 'string', default: '1' },
  },
  allowPositionals: true,
});

const runs = Math.max(1, Number(values.runs));
const paths = positionals.length > 0 ? positionals : sized(['/', '/privacy-policy'], ['/']);
const resultsDir = new URL('./results/', import.meta.url);

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The run whose performance score is the median one, as Lighthouse's own guidance suggests. */
function pickMedianRun(measures: PageMeasure[]): PageMeasure {
  const target = median(measures.map((m) => m.scores.performance));
  return measures.find((m) => m.scores.performance === target) ?? measures[0]!;
}

function formatRow(path: string, m: PageMeasure): string {
  const { performance, accessibility, bestPractices, seo } = m.scores;
  return [
    path.padEnd(16),
    `perf ${performance}`,
    `a11y ${accessibility}`,
    `best ${bestPractices}`,
    `seo ${seo}`,
    `LCP ${Math.round(m.lcpMs)} ms`,
    `CLS ${m.cls.toFixed(3)}`,
    `TBT ${Math.round(m.tbtMs)} ms`,
    `FCP ${Math.round(m.fcpMs)} ms`,
    `JS ${m.scripts.count} files ${(m.scripts.gzipBytes / 1024).toFixed(1)} KiB gzip (${m.scripts.gzipBytes} B)`,
  ].join(' | ');
}

async function main(baseUrl: string) {
  const probe = await fetch(baseUrl).catch(() => null);
  if (!probe?.ok) {
    console.error(
      `Nothing answers at ${baseUrl}. Build and start the portal first (see the header of this file).`,
    );
    process.exit(2);
  }
  await mkdir(resultsDir, { recursive: true });
  console.log(`Lighthouse, mobile, default throttling, ${runs} run(s) per page, against ${baseUrl}\n`);
  let allPerfect = true;
  for (const path of paths) {
    const url = new URL(path, baseUrl).toString();
    if (!SMOKE) await measurePage(url);
    const measures: PageMeasure[] = [];
    for (let run = 1; run <= runs; run++) {
      const { measure, report } = await measurePage(url);
      measures.push(measure);
      const page = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      const name = `${page}-${run}${SMOKE ? '-smoke' : ''}.json`;
      await writeFile(new URL(name, resultsDir), report);
      if (runs > 1) console.log(`  run ${run}: ${formatRow(path, measure)}`);
    }
    const chosen = pickMedianRun(measures);
    assertMeasured(path, chosen);
    console.log(formatRow(path, chosen));
    if (chosen.failedAudits.length > 0) console.log(`  failed audits: ${chosen.failedAudits.join(', ')}`);
    const perfect = Object.values(chosen.scores).every((value) => value === 100) && chosen.cls === 0;
    allPerfect &&= perfect;
  }
  process.exitCode = allPerfect || SMOKE ? 0 : 1;
}

if (values.start) {
  const server = await startBuiltPortal(values.start, Number(values.port));
  try {
    await main(server.baseUrl);
  } finally {
    server.stop();
  }
} else {
  await main(values['base-url']);
}
