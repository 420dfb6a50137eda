// Can one user's heavy reads stall the API for everyone? EXPORTS (20) parallel exports of one patient's
// record by her nutritionist, while another user (the patient) reads /v1/me over and over: the p50/p95 of
// those reads, how many exports were refused (429 one at a time per user, 503 past EXPORT_CONCURRENCY) and
// the longest the API's event loop was held (perf_hooks.monitorEventLoopDelay). Aim: p95 of /v1/me ≤ 200 ms.
// The callers run in a worker thread (stall-clients.ts), so reading the answers does not count as the API's.
//
//   npm run bench:stall
//   BENCH_SMOKE=1 npm run bench:stall   # does it still run? (tests/bench/smoke.ts)
//
// The API runs in this process (startApi, on port BENCH_API_PORT, default 4796) on a throwaway PGlite
// seeded with the demo, so the event loop measured is the API's own. Before the run the patient's record is
// filled to its limits' worth of anamnesis versions (ANAMNESIS_VERSIONS, default 200, each about 28 KB, the
// largest the contract takes), the heaviest export a record can give. Rounds (ROUNDS, default 10) of the
// 20 exports follow one another, so some exports run while others are refused. The machine's load average
// is printed: on a shared machine the latencies move with it. Results go to tests/bench/results/stall.json.
// A smoke run only proves the bench still runs: 3 anamnesis versions, 4 exports, one round.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createDatabase, databaseUrl, dropDatabase } from '../api/helpers/throwaway-postgres';
import { assertMeasured, benchPort, resultsFile, sized } from './mode';
import { signInToApi } from './product';
import type { StallClients, StallClientsResult } from './stall-clients';

// The API's access lines would bury the results; the logger reads LOG_LEVEL when it is first imported.
process.env.LOG_LEVEL ??= 'warn';
const { startApi } = await import('@/upstream/src/server');

const API_PORT = benchPort('BENCH_API_PORT', 4796);
const EXPORTS = Number(process.env.EXPORTS ?? sized(20, 4));
const ROUNDS = Number(process.env.ROUNDS ?? sized(10, 1));
const ANAMNESIS_VERSIONS = Number(process.env.ANAMNESIS_VERSIONS ?? sized(200, 3));
const NUTRI = { email: 'nutri@nutri.test', password: 'Nutri1234' };
const PATIENT = { email: 'paciente@nutri.test', password: 'Paciente1234' };

/** The longest text each note of an anamnesis takes, so a version is as large as the contract allows. */
const longNote = (seed: number) => `${seed} `.padEnd(2000, 'Relato longo da paciente. ').slice(0, 2000);
function largestAnamnesis(seed: number) {
  const note = longNote(seed);
  const allergens = Array.from({ length: 20 }, (_, i) => `Alergeno ${seed}-${i}`.padEnd(60, 'x'));
  return {
    form: 'FULL',
    content: {
      conditions: { list: [], other: note, family_history: note },
      medications: { in_use: note, supplements: note },
      allergies: { allergies: allergens, intolerances: allergens, notes: note },
      habits: { smoking: null, alcohol: null, physical_activity: note, notes: note },
      bowel: { frequency: null, bristol_type: null, notes: note },
      sleep: { hours: 7, quality: null, notes: note },
      water: { liters_per_day: 2, notes: note },
      notes: note,
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

// The embedded database runs on the API's own thread, its file writes included; STALL_POSTGRES_URL (a
// server's URL) runs the same bench on a throwaway database of that server, where the database's work is
// the server's.
const postgresServer = process.env.STALL_POSTGRES_URL;
const postgresName = `stall_bench_${randomBytes(6).toString('hex')}`;
if (postgresServer) await createDatabase(postgresServer, postgresName);

const dataDir = mkdtempSync(join(tmpdir(), 'nutri-stall-'));
const api = await startApi({
  ...process.env,
  DATA_DIR: dataDir,
  // Blank unless asked for: a DATABASE_URL set for the test suites would seed that database instead.
  DATABASE_URL: postgresServer ? databaseUrl(postgresServer, postgresName) : '',
  API_PORT: String(API_PORT),
  API_HOST: '127.0.0.1',
});
const base = `http://127.0.0.1:${API_PORT}`;
try {
  const nutriToken = await signInToApi(base, NUTRI.email, NUTRI.password);
  const patientToken = await signInToApi(base, PATIENT.email, PATIENT.password);
  const asPatient = { headers: { Authorization: `Bearer ${patientToken}` } };
  const asNutri = { Authorization: `Bearer ${nutriToken}` };
  const me = (await (await fetch(`${base}/v1/me`, asPatient)).json()) as { id: number };

  for (let version = 0; version < ANAMNESIS_VERSIONS; version += 1) {
    const saved = await fetch(`${base}/v1/users/${me.id}/anamneses`, {
      method: 'POST',
      headers: { ...asNutri, 'Content-Type': 'application/json' },
      body: JSON.stringify(largestAnamnesis(version)),
    });
    if (saved.status !== 201) throw new Error(`anamnesis ${version}: ${saved.status} ${await saved.text()}`);
  }
  const single = performance.now();
  const alone = await fetch(`${base}/v1/users/${me.id}/export`, { headers: asNutri });
  const exportBytes = (await alone.arrayBuffer()).byteLength;
  if (alone.status !== 200) throw new Error(`export alone: ${alone.status}`);
  const exportAloneMs = performance.now() - single;

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const clients = new Worker(new URL('./stall-clients.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    workerData: {
      base,
      patientId: me.id,
      nutriToken,
      patientToken,
      exports: EXPORTS,
      rounds: ROUNDS,
    } satisfies StallClients,
  });
  const { reads, statuses } = await new Promise<StallClientsResult>((resolve, reject) => {
    clients.once('message', resolve);
    clients.once('error', reject);
    clients.once('exit', (code) => reject(new Error(`the callers' thread stopped (${code})`)));
  });
  loop.disable();
  const seconds = (performance.now() - started) / 1000;

  const sorted = [...reads].sort((a, b) => a - b);
  const results = {
    exportsPerRound: EXPORTS,
    rounds: ROUNDS,
    anamnesisVersions: ANAMNESIS_VERSIONS,
    exportBytes,
    exportAloneMs: round1(exportAloneMs),
    seconds: round1(seconds),
    exportStatuses: statuses,
    refused429: statuses['429'] ?? 0,
    me: {
      reads: sorted.length,
      p50Ms: round1(percentile(sorted, 50)),
      p95Ms: round1(percentile(sorted, 95)),
      maxMs: round1(sorted.at(-1) ?? Number.NaN),
    },
    engine: postgresServer ? 'postgres' : 'pglite',
    eventLoop: { maxBlockMs: round1(loop.max / 1e6), p99DelayMs: round1(loop.percentile(99) / 1e6) },
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
  assertMeasured('stall', results);
  if ((statuses['200'] ?? 0) === 0) throw new Error('no export answered 200');
  console.log(JSON.stringify(results, null, 2));
  console.log(
    `/v1/me p50 ${results.me.p50Ms} ms, p95 ${results.me.p95Ms} ms (aim ≤ 200 ms); ` +
      `exports ${JSON.stringify(statuses)}; longest event-loop block ${results.eventLoop.maxBlockMs} ms; ` +
      `${results.engine}; load average ${results.loadAverage.join(' ')}`,
  );
  writeFileSync(resultsFile('stall'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresServer) await dropDatabase(postgresServer, postgresName);
}
