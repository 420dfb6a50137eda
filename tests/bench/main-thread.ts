// Where each signed-in page's main-thread JavaScript goes while it loads and hydrates (issue 32: what its
// Total Blocking Time is made of): Debian's chromium at Lighthouse's 4× CPU slowdown, 375 px wide, a CPU
// profile of each load until 2.5 s after `load`, its samples' self time summed by the file they ran in. A
// build with browser source maps names the original files (the product's, React's, Next's); without them,
// time is summed by chunk.
//   BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-maps npx next build
//   NEXT_DIST_DIR=.next-maps npm run bench:main-thread [-- --runs 5] [--only /home,/patients/ID] [--top 12]
//     [--slowdown 1]
// Chromium slows the CPU by suspending the page's thread in slices, and a whole slice counts for the frame
// that was running: a file can show 50–90 ms it did not spend. `--slowdown 1` profiles at full speed, for
// precise shares (about a quarter of the times).
// Per page, the mean of the runs: all JavaScript, the product's own files together, then the heaviest files.
// Starts the product like lighthouse-signed-in.ts (ports BENCH_PORTAL_PORT and BENCH_API_PORT, default
// 3990/4990). Results go to tests/bench/results/main-thread.json. A smoke run (BENCH_SMOKE=1) profiles /home
// once.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AnyMap, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { portalSessionCookie } from './browser-session';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measure';
import { assertMeasured, benchPort, resultsFile, SMOKE, sized } from './mode';
import { startProductOn } from './product';
import { signedInPages } from './signed-in-pages';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: sized('5', '1') },
    only: { type: 'string' },
    top: { type: 'string', default: '12' },
    slowdown: { type: 'string', default: '4' },
  },
});
const runs = Math.max(1, Number(values.runs));
const only = values.only?.split(',').map((path) => path.trim()) ?? sized(undefined, ['/home']);
const top = Number(values.top);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
/** Lighthouse's mobile setting by default: a phone's CPU as four times slower than this machine's. */
const CPU_SLOWDOWN = Math.max(1, Number(values.slowdown));
const SETTLE_MS = 2500;

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The browser's own states, not JavaScript: left out of the sums. */
const NOT_JAVASCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const sourceMaps = new Map<string, TraceMap | null>();

/** The source map a served chunk names (`//# sourceMappingURL=`), read from the build; null without one. */
function sourceMapOf(url: string): TraceMap | null {
  if (!sourceMaps.has(url)) {
    const file = /\/_next\/static\/(.+\.js)$/.exec(new URL(url).pathname)?.[1];
    const chunk = file ? `${distDir}/static/${file}` : '';
    const reference = existsSync(chunk)
      ? /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(chunk, 'utf8').slice(-300))?.[1]
      : undefined;
    const mapFile = reference ? `${chunk.slice(0, chunk.lastIndexOf('/'))}/${reference}` : '';
    sourceMaps.set(url, mapFile && existsSync(mapFile) ? new AnyMap(readFileSync(mapFile, 'utf8')) : null);
  }
  return sourceMaps.get(url) ?? null;
}

/** The file a profile node ran in: its original source when the chunk has a map, else the chunk's path. */
function fileOf({ callFrame }: ProfileNode): string {
  if (!callFrame.url) return '(native)';
  const map = callFrame.url.startsWith('http') ? sourceMapOf(callFrame.url) : null;
  const source = map
    ? originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber }).source
    : null;
  if (!source) return callFrame.url.startsWith('http') ? new URL(callFrame.url).pathname : callFrame.url;
  return source
    .replace(/^turbopack:\/\/\/\[project\]\/node_modules\//, '')
    .replace(/^turbopack:\/\/\/\[project\]\//, 'product: ')
    .replace(/^turbopack:\/\/\/\[turbopack\]\//, 'turbopack runtime: ')
    .replace(/ \[app-client\].*$/, '');
}

/** Milliseconds of JavaScript self time by file, in one load of the page. */
async function profileLoad(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  cookie: string,
): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    if (cookie) {
      await context.addCookies([portalSessionCookie(url, cookie)]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended at ${page.url()}: not signed in?`);
    }
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byFile = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      if (!node || NOT_JAVASCRIPT.has(node.callFrame.functionName)) return;
      const file = fileOf(node);
      byFile.set(file, (byFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    return byFile;
  } finally {
    await context.close();
  }
}

const product = await startProductOn(
  benchPort('BENCH_PORTAL_PORT', 3990),
  benchPort('BENCH_API_PORT', 4990),
  undefined,
  'nutri_main_thread',
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { pages, cookies } = await signedInPages(product);
  const results: { path: string; totalMs: number; productMs: number; files: Record<string, number> }[] = [];
  console.log(
    `JavaScript on the main thread per load, ${CPU_SLOWDOWN}× CPU slowdown, mean of ${runs} run(s)`,
  );
  for (const page of pages.filter((each) => !only || only.includes(each.path))) {
    const sums = new Map<string, number>();
    for (let run = 0; run < runs; run++) {
      const byFile = await profileLoad(browser, `${product.portalUrl}${page.path}`, cookies[page.as]);
      for (const [file, ms] of byFile) sums.set(file, (sums.get(file) ?? 0) + ms / runs);
    }
    const files = [...sums].sort((a, b) => b[1] - a[1]);
    const totalMs = files.reduce((sum, [, ms]) => sum + ms, 0);
    const productMs = files.reduce((sum, [file, ms]) => (file.startsWith('product: ') ? sum + ms : sum), 0);
    results.push({ path: page.path, totalMs, productMs, files: Object.fromEntries(files) });
    console.log(
      `\n${page.path}: ${totalMs.toFixed(0)} ms, of which the product's own files ${productMs.toFixed(0)} ms`,
    );
    for (const [file, ms] of files.slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)}  ${file}`);
  }
  assertMeasured('main thread', results);
  writeFileSync(
    resultsFile('main-thread'),
    `${JSON.stringify({ cpuSlowdown: CPU_SLOWDOWN, runs, results }, null, 2)}\n`,
  );
  if (![...sourceMaps.values()].some(Boolean)) {
    console.log(
      `\nNo source maps in ${distDir}: times are by chunk (build with BROWSER_SOURCE_MAPS=1 to name files).`,
    );
  }
  if (SMOKE) console.log('(smoke run: the numbers mean nothing)');
} finally {
  await browser.close();
  await product.stop();
}
