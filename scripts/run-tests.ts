// `npm test`: every layer of the suite, one after the other, then a table of each layer's count of tests, its
// wall time and its CPU time. Every layer runs even when one before it failed, so one run tells everything
// that is broken; the exit code is non-zero when any failed.
//
//   unit, components       vitest, no database
//   api-postgres           vitest, the API on DATABASE_URL's server (when it is set)
//   api-pglite             vitest, the API on PGlite: the engine-dependent and PGlite files, or all of them
//                          when DATABASE_URL is not set
//   build                  next build, for the end-to-end journeys and the benchmarks
//   e2e                    Playwright, the real portal and API in Debian's chromium
//   bench smoke            every benchmark at tiny sizes (tests/bench/smoke.ts), so none rots
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { playwrightFailures, vitestFailures } from './failed-tests';

// Not under test-results/, which Playwright empties when it starts.
const REPORTS = 'test-reports';

interface Layer {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** The number of tests the layer ran, read from its report; undefined for a step that is no test. */
  count?: (report: string) => number;
  /** The failed tests in its report, named again under the table. */
  failures?: (report: string) => string[];
  report?: string;
  skip?: string;
}

const vitestCount = (report: string) =>
  (JSON.parse(readFileSync(report, 'utf8')) as { numTotalTests: number }).numTotalTests;

const playwrightCount = (report: string) => {
  const { stats } = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return stats.expected + stats.unexpected + stats.flaky + stats.skipped;
};

const benchCount = (report: string) =>
  (JSON.parse(readFileSync(report, 'utf8')) as { benches: unknown[] }).benches.length;

/** One vitest run of `projects`, named after the first. */
function vitestLayer(projects: string | string[], skip?: string): Layer {
  const [name = ''] = [projects].flat();
  const report = join(REPORTS, `${name}.json`);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...[projects].flat().flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
    count: vitestCount,
    failures: vitestFailures,
    skip,
  };
}

const layers: Layer[] = [
  // The unit files that share one module graph, and those that set up modules for themselves (vitest.config.ts).
  vitestLayer(['unit', 'unit-isolated']),
  vitestLayer(['components', 'components-isolated']),
  vitestLayer('api-postgres', process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set'),
  vitestLayer('api-pglite'),
  { name: 'build', command: ['npx', 'next', 'build'] },
  {
    name: 'e2e',
    // The command line's reporters replace the config's: the failed pages' reporter is named again.
    command: ['npx', 'playwright', 'test', '--reporter=list,json,./tests/e2e/failure-context-reporter.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'e2e.json') },
    report: join(REPORTS, 'e2e.json'),
    count: playwrightCount,
    failures: playwrightFailures,
  },
  {
    name: 'bench smoke',
    command: ['npx', 'tsx', 'tests/bench/smoke.ts'],
    env: { BENCH_SMOKE_REPORT: join(REPORTS, 'bench-smoke.json') },
    report: join(REPORTS, 'bench-smoke.json'),
    count: benchCount,
  },
];

/**
 * The CPU seconds of every process this one has started and waited for, on Linux (/proc), else undefined.
 * Beside the wall time: on a shared 2-core machine the wall time of one layer varied by a third from run to
 * run, and its CPU time tells whether the layer itself did more work. A process nobody waits for is not
 * counted: the PostgreSQL server, or an end-to-end server whose parent was stopped before it.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name (which may hold spaces): field 3 onwards; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, the unit of /proc's times, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function run(layer: Layer): Promise<number> {
  const [command = 'npx', ...args] = layer.command;
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...layer.env } });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const rows: { name: string; tests: string; seconds: string; cpu: string; outcome: string }[] = [];
const failuresByLayer: { name: string; failures: string[] }[] = [];
const startedAt = performance.now();
for (const layer of layers) {
  if (layer.skip) {
    rows.push({ name: layer.name, tests: '–', seconds: '–', cpu: '–', outcome: `skipped: ${layer.skip}` });
    continue;
  }
  console.log(`\n▶ ${layer.name}: ${layer.command.join(' ')}\n`);
  const layerStart = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const code = await run(layer);
  const seconds = ((performance.now() - layerStart) / 1000).toFixed(0);
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? '–' : (cpuAfter - cpuBefore).toFixed(0);
  const tests =
    layer.count && layer.report && existsSync(layer.report) ? String(layer.count(layer.report)) : '–';
  if (code !== 0)
    failuresByLayer.push({
      name: layer.name,
      failures: layer.failures && layer.report ? layer.failures(layer.report) : [],
    });
  rows.push({
    name: layer.name,
    tests,
    seconds,
    cpu,
    outcome: code === 0 ? 'passed' : `FAILED (exit ${code})`,
  });
}

const total = ((performance.now() - startedAt) / 1000).toFixed(0);
const totalCpu = rows.reduce((sum, row) => sum + (Number(row.cpu) || 0), 0).toFixed(0);
const line = (cells: string[]) =>
  `${cells[0]?.padEnd(14)}${cells[1]?.padStart(7)}${cells[2]?.padStart(9)}${cells[3]?.padStart(8)}  ${cells[4]}`;
console.log(`\n${line(['layer', 'tests', 'wall s', 'cpu s', 'outcome'])}`);
for (const row of rows) console.log(line([row.name, row.tests, row.seconds, row.cpu, row.outcome]));
console.log(line(['total', '', total, totalCpu, '']));
for (const { name, failures } of failuresByLayer) {
  console.log(`\n✗ ${name}:`);
  if (failures.length === 0)
    console.log('    no failed test in its report: an error outside the tests, see its output');
  for (const failure of failures) console.log(`  ${failure}`);
}
process.exit(rows.some((row) => row.outcome.startsWith('FAILED')) ? 1 : 0);
