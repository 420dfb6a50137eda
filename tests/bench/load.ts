// A load run: USERS (50) signed-in nutritionists at once for BENCH_SECONDS (60) over a realistic mix —
// the dashboard, the patient list, a patient's page and its day's and month's summaries, catalogue
// searches, and meal-plan saves — through the portal, as browsers reach it. Reports requests, errors
// and p50/p95/p99 per kind, then reads every saved plan back and checks it holds what was sent.
// Exits non-zero on any error or any write not read back.
//
//   npm run build && npm run bench:load
//   USERS=20 BENCH_SECONDS=20 NEXT_DIST_DIR=.next-other npm run bench:load
//   BENCH_SMOKE=1 npm run bench:load       # does it still run? (tests/bench/smoke.ts)
//
// Starts the product itself (`npm start` on a throwaway seeded data folder, ports BENCH_PORTAL_PORT and
// BENCH_API_PORT, default 3792/4792) on the embedded database, or with BENCH_DATABASE_URL on a throwaway
// database of that PostgreSQL server (PGlite serves one query at a time). Loopback only. A page that
// renders the 'service unavailable' state counts as an error. On a loaded machine the latencies are noisy.
// Results go to tests/bench/results/load.json.
// A smoke run only proves the bench still runs, so its numbers mean nothing: 2 users each go once through
// every kind of the mix in order (a random draw over a few seconds could miss the plan save and its read
// back), on ports 100 above the defaults, results in load-smoke.json; it needs the existing build.
import { writeFileSync } from 'node:fs';
import messages from '@/messages/pt-BR.json';
import { assertMeasured, benchPort, resultsFile, SMOKE, sized } from './mode';
import { signInToApi, signInToPortal, startProductOn } from './product';

const PORTAL_PORT = benchPort('BENCH_PORTAL_PORT', 3792);
const API_PORT = benchPort('BENCH_API_PORT', 4792);
const USERS = Number(process.env.USERS ?? sized(50, 2));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const NUTRI = { email: 'nutri@nutri.test', password: 'Nutri1234' };
const TERMS = ['arroz', 'acucar', 'frango', 'leite integral', 'feijao preto', 'pao frances', 'banana'];

type Kind = 'dashboard' | 'patients' | 'patient page' | 'summaries' | 'search' | 'plan save';
/** How often each kind comes up, out of 100. */
const MIX: [Kind, number][] = [
  ['dashboard', 15],
  ['patients', 15],
  ['patient page', 10],
  ['summaries', 25],
  ['search', 25],
  ['plan save', 10],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'search';
}

const product = await startProductOn(PORTAL_PORT, API_PORT, process.env.BENCH_DATABASE_URL, 'nutri_load');
let failed = false;
try {
  const base = product.portalUrl;
  if (!/^http:\/\/127\.0\.0\.1:/.test(base)) throw new Error('the load run stays on loopback');
  const token = await signInToApi(product.apiUrl, NUTRI.email, NUTRI.password);
  const asApi = async (path: string) => {
    const response = await fetch(`${product.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} at the API: ${response.status}`);
    return response.json();
  };
  const me = (await asApi('/v1/me')) as { id: number };
  const patients = (
    (await asApi(`/v1/nutritionists/${me.id}/patients?page=0&size=50`)) as { content: { id: number }[] }
  ).content;
  const foods = (
    (await asApi('/v1/foodstuffs?name_or_brand=arroz&page=0&size=20')) as {
      content: { id: number; unit_of_measurement: string }[];
    }
  ).content.filter((food) => food.unit_of_measurement !== 'UNITS');
  if (patients.length === 0 || foods.length < 2) throw new Error('the seed has no patients or foods');

  // One session per user (each signs in through the portal like a browser).
  const cookies: string[] = [];
  for (let user = 0; user < USERS; user++)
    cookies.push(await signInToPortal(base, NUTRI.email, NUTRI.password));

  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
  const errorSamples: string[] = [];
  const saved: { id: number; weights: number[] }[] = [];

  async function call(cookie: string, path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: base, ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 200 && response.status !== 201)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
    return response;
  }

  /** A signed-in page, which must not be the 'service unavailable' state (that answers 200 too). */
  async function page(cookie: string, path: string) {
    const html = await (await call(cookie, path)).text();
    // As rendered text (every page also carries the messages, this one among them, as data).
    const unavailable = [messages.ErrorPage.title, messages.ErrorPage.userLoadTitle];
    if (unavailable.some((title) => html.includes(`>${title}<`))) {
      throw new Error(`GET ${path}: the unavailable page`);
    }
  }

  async function once(kind: Kind, cookie: string) {
    const patient = pick(patients).id;
    switch (kind) {
      case 'dashboard':
        await page(cookie, '/home');
        return;
      case 'patients':
        await page(cookie, '/patients');
        return;
      case 'patient page':
        await page(cookie, `/patients/${patient}`);
        return;
      case 'summaries':
        await Promise.all([
          call(cookie, `/api/v1/users/${patient}/meals?date=${today}`).then((r) => r.json()),
          call(cookie, `/api/v1/users/${patient}/meal-reports?year_month=${today.slice(0, 7)}`).then((r) =>
            r.json(),
          ),
        ]);
        return;
      case 'search':
        await (
          await call(
            cookie,
            `/api/v1/foodstuffs?name_or_brand=${encodeURIComponent(pick(TERMS))}&page=0&size=7`,
          )
        ).json();
        return;
      case 'plan save': {
        const weights = [50 + Math.floor(Math.random() * 400), 50 + Math.floor(Math.random() * 400)];
        const response = await call(cookie, '/api/v1/meal-plans', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            nutritionist_id: me.id,
            patient_id: patient,
            start_date: today,
            end_date: end,
            meal_periods: [
              {
                period: 'LUNCH',
                meal_foodstuffs: [
                  { foodstuff_id: foods[0]?.id, baseline_weight: weights[0], quantity: 1 },
                  { foodstuff_id: foods[1]?.id, baseline_weight: weights[1], quantity: 1 },
                ],
              },
            ],
          }),
        });
        const plan = (await response.json()) as { id: number };
        saved.push({ id: plan.id, weights });
        return;
      }
    }
  }

  async function timed(kind: Kind, cookie: string) {
    const begin = performance.now();
    try {
      await once(kind, cookie);
      latencies.get(kind)?.push(performance.now() - begin);
    } catch (error) {
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
      if (errorSamples.length < 10) errorSamples.push(`${kind}: ${(error as Error).message}`);
    }
  }

  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      if (SMOKE) {
        for (const [kind] of MIX) await timed(kind, cookie);
        return;
      }
      while (Date.now() < deadline) await timed(pickKind(), cookie);
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  // Every write read back: each saved plan holds the foods and weights it was sent with.
  let unreadable = 0;
  for (const plan of saved) {
    const read = (await asApi(`/v1/meal-plans/${plan.id}`)) as {
      meal_periods?: { meal_foodstuffs: { baseline_weight: number }[] }[];
    };
    const weights = read.meal_periods?.[0]?.meal_foodstuffs.map((food) => food.baseline_weight) ?? [];
    if (JSON.stringify(weights) !== JSON.stringify(plan.weights)) unreadable++;
  }

  const rows = MIX.map(([kind]) => {
    const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      errors: errors.get(kind) ?? 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  });
  const all = MIX.flatMap(([kind]) => latencies.get(kind) ?? []).sort((a, b) => a - b);
  const totalErrors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(
    `\n${USERS} signed-in users for ${elapsed.toFixed(0)} s (the portal and the API on this machine)`,
  );
  console.log('kind            requests  errors   p50 ms   p95 ms   p99 ms');
  for (const row of rows)
    console.log(
      `${row.kind.padEnd(15)} ${String(row.requests).padStart(8)} ${String(row.errors).padStart(7)} ${row.p50.toFixed(0).padStart(8)} ${row.p95.toFixed(0).padStart(8)} ${row.p99.toFixed(0).padStart(8)}`,
    );
  console.log(
    `${'all'.padEnd(15)} ${String(all.length).padStart(8)} ${String(totalErrors).padStart(7)} ${percentile(all, 50).toFixed(0).padStart(8)} ${percentile(all, 95).toFixed(0).padStart(8)} ${percentile(all, 99).toFixed(0).padStart(8)}`,
  );
  console.log(
    `throughput ${(all.length / elapsed).toFixed(1)} mixes/s; plan saves read back: ${saved.length - unreadable}/${saved.length}`,
  );
  for (const sample of errorSamples) console.log(`error: ${sample}`);
  writeFileSync(
    resultsFile('load'),
    `${JSON.stringify({ at: new Date().toISOString(), users: USERS, seconds: elapsed, rows, saved: saved.length, unreadable, errorSamples }, null, 2)}\n`,
  );
  failed = totalErrors > 0 || unreadable > 0;
  // Every kind ran in a smoke run, so a NaN there is a kind that never answered; a full run may draw none.
  if (SMOKE) assertMeasured('load', rows);
} finally {
  await product.stop();
}
if (failed) process.exitCode = 1;
