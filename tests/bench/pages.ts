// Signed-in page speed, side by side in one run with the floors (issues 16, 32 and 55): autocannon at 10
// connections on each page, signed in as nutri@nutri.test (the administrator for the catalogue), the p50 of
// each as a ratio of the static page's and of the signed-in floor's, and one request at a time: each page's
// time, the floor's subtracted, and the time of the API calls it makes subtracted (the portal's own work).
// The floors are built only for the benches (lib/bench-floor.ts): /floor-probe, an empty App Router page
// rendered per request, and /floor-signed-in, which reads the session, makes one upstream call
// (requireSignedIn) and renders a heading, the least any signed-in page does. Issue 55's goals: every
// page's p50 at most 2× the signed-in floor's, and one at a time at most the floor + 15 ms. The floor is
// measured again between every two pages, and each page is compared with the floor on either side of it.
//
//   npm run build && npm run bench:pages
//   BENCH_SECONDS=4 NEXT_DIST_DIR=.next-other npm run bench:pages
//   BENCH_SMOKE=1 npm run bench:pages      # does it still run? (tests/bench/smoke.ts)
//   npm run bench:pages -- --only meal-plan  # the floors and the pages whose name holds the text
//
// Starts the product itself (`npm start` on a throwaway seeded data folder, ports BENCH_PORTAL_PORT and
// BENCH_API_PORT, default 3790/4790) on the embedded database, or with
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres on a throwaway PostgreSQL database.
// Loopback only. Results go to stdout and to tests/bench/results/pages.json. On a loaded machine the
// numbers are noisy: compare ratios from one run. Exits non-zero if any page answered other than 200.
// A smoke run only proves the bench still runs, so its numbers mean nothing: every page, 4 requests on 2
// connections without warm-up, then 2 at a time, on ports 100 above the defaults, results in
// pages-smoke.json; it needs the existing build rather than building one.
// Under load, each page's CPU time per request is given for the portal's process and the API's (which holds
// the embedded database; on PostgreSQL the server's own work is not in it), from /proc: where the time of a
// page beyond the floor's goes.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { paths } from '@/lib/api/paths';
import { EMPTY_FLOOR_PATH, SIGNED_IN_FLOOR_PATH } from '@/lib/bench-floor';
import { ADMIN_JOBS_API_PATH, FIRST_FOODS_API_PATH, usersApiPath } from '@/lib/lists/admin-dashboard';
import { APPOINTMENTS_PAGE_SIZE, getAppointmentWindow } from '@/lib/rules/appointment-windows';
import { assertMeasured, benchPort, resultsFile, SMOKE, sized } from './mode';
import { cpuPerRequest } from './process-cpu';
import { signInToApi, signInToPortal, startProductOn } from './product';

const PORTAL_PORT = benchPort('BENCH_PORTAL_PORT', 3790);
const API_PORT = benchPort('BENCH_API_PORT', 4790);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = sized(10, 2);
const WARM_UP_SECONDS = 2;
/** A smoke run sends this many requests a page instead of running for SECONDS. */
const SMOKE_REQUESTS = 4;
const ONE_AT_A_TIME_RUNS = Number(process.env.BENCH_RUNS ?? sized(20, 2));
const NUTRI = { email: 'nutri@nutri.test', password: 'Nutri1234' };
const ADMIN = { email: 'admin@nutri.test', password: 'Admin1234' };
const FLOOR = 'signed-in floor';
/** `--only <text>`: besides the floors and the static page, only the pages whose name holds the text. */
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
if (onlyIndex >= 0 && !ONLY) throw new Error('--only needs the text of the pages to measure');
const FLOOR_NAMES = new Set(['static /privacy-policy', 'empty floor', FLOOR]);

interface PageCase {
  name: string;
  path: string;
  as: 'nutri' | 'admin' | 'none';
  /** The upstream calls the page makes on the server (to subtract them one request at a time). */
  apiCalls: string[];
}

/** The upstream call of the agenda's first page in the default period, as the page makes it. */
function agendaPath(nutritionistId: number): string {
  const window = getAppointmentWindow('30d', new Date());
  return `/v1/appointments?${new URLSearchParams({
    nutritionist_id: String(nutritionistId),
    page: '0',
    size: String(APPOINTMENTS_PAGE_SIZE),
    from: window.from.toISOString(),
    to: window.to.toISOString(),
  })}`;
}

/** The heading's count, as the page asks it: her CONFIRMED consultations from now to the window's end. */
function scheduledCountPath(nutritionistId: number): string {
  const now = new Date();
  return `/v1/appointments?${new URLSearchParams({
    nutritionist_id: String(nutritionistId),
    status: 'CONFIRMED',
    page: '0',
    size: '1',
    from: now.toISOString(),
    to: getAppointmentWindow('30d', now).to.toISOString(),
  })}`;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const signedMs = (ms: number) => `${ms > 0 ? '+' : ''}${ms.toFixed(1)}`;
const cpuCell = (ms: number | undefined) => (ms === undefined ? '–' : ms.toFixed(1));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of the readings there are; undefined when none could be read. */
function medianOf(values: (number | undefined)[]): number | undefined {
  const read = values.filter((value): value is number => value !== undefined);
  return read.length === 0 ? undefined : median(read);
}

async function timeOnce(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function medianTime(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < ONE_AT_A_TIME_RUNS + 2; run++) times.push(await timeOnce(url, headers));
  return median(times.slice(2));
}

const product = await startProductOn(PORTAL_PORT, API_PORT, process.env.BENCH_DATABASE_URL, 'nutri_pages');
try {
  const processes = product.processes?.() ?? { api: undefined, portal: undefined };
  // A browser keeps the cookie the route gate refreshes each minute; autocannon cannot, so each page's
  // run signs in afresh (a cookie over a minute old would be resealed on every request).
  const freshCookies = async () => ({
    nutri: await signInToPortal(product.portalUrl, NUTRI.email, NUTRI.password),
    admin: await signInToPortal(product.portalUrl, ADMIN.email, ADMIN.password),
  });
  let cookies = await freshCookies();
  const tokens = {
    nutri: await signInToApi(product.apiUrl, NUTRI.email, NUTRI.password),
    admin: await signInToApi(product.apiUrl, ADMIN.email, ADMIN.password),
  };
  const me = (await (
    await fetch(`${product.apiUrl}/v1/me`, { headers: { Authorization: `Bearer ${tokens.nutri}` } })
  ).json()) as { id: number };
  const patients = (await (
    await fetch(`${product.apiUrl}/v1/nutritionists/${me.id}/patients?page=0&size=8`, {
      headers: { Authorization: `Bearer ${tokens.nutri}` },
    })
  ).json()) as { content: { id: number }[] };
  const patientId = patients.content[0]?.id;
  if (!patientId) throw new Error('the seeded nutritionist has no patients');
  const agenda = agendaPath(me.id);
  const upcoming = (await (
    await fetch(`${product.apiUrl}${agenda}`, {
      headers: { Authorization: `Bearer ${tokens.nutri}` },
    })
  ).json()) as { content: { id: number; patient_id: number }[] };
  const appointment = upcoming.content[0];
  if (!appointment) throw new Error('the seeded nutritionist has no appointments');

  const allCases: PageCase[] = [
    { name: 'static /privacy-policy', path: '/privacy-policy', as: 'none', apiCalls: [] },
    { name: 'empty floor', path: EMPTY_FLOOR_PATH, as: 'none', apiCalls: [] },
    { name: FLOOR, path: SIGNED_IN_FLOOR_PATH, as: 'nutri', apiCalls: ['/v1/me'] },
    // A public page rendered per request: a heading, a sentence and a one-field form, no upstream call.
    { name: '/forgot-password', path: '/forgot-password', as: 'none', apiCalls: [] },
    {
      name: '/home',
      path: '/home',
      as: 'nutri',
      // The cards and the table's first page in one call.
      apiCalls: ['/v1/me', `/v1/nutritionists/${me.id}/dashboard?page=0&size=8`],
    },
    {
      name: '/patients',
      path: '/patients',
      as: 'nutri',
      apiCalls: ['/v1/me', `/v1/nutritionists/${me.id}/patients?page=0&size=8`],
    },
    {
      name: '/patients/{id}',
      path: `/patients/${patientId}`,
      as: 'nutri',
      apiCalls: [
        '/v1/me',
        paths.userWithoutPlans(patientId),
        `/v1/users/${patientId}/contact`,
        `/v1/users/${patientId}/goals`,
      ],
    },
    {
      name: '/patients/{id}/meal-plan',
      path: `/patients/${patientId}/meal-plan`,
      as: 'nutri',
      apiCalls: [
        '/v1/me',
        `/v1/users/${patientId}`,
        `/v1/users/${patientId}/anamneses`,
        `/v1/users/${patientId}/goals`,
        `/v1/users/${patientId}/anthropometric-records`,
      ],
    },
    {
      name: '/patients/{id}/progress',
      path: `/patients/${patientId}/progress`,
      as: 'nutri',
      apiCalls: [
        '/v1/me',
        paths.userWithoutPlans(patientId),
        `/v1/users/${patientId}/progress?days=90`,
        `/v1/users/${patientId}/goals`,
      ],
    },
    {
      name: '/patients/{id}/anthropometry',
      path: `/patients/${patientId}/anthropometry`,
      as: 'nutri',
      apiCalls: [
        '/v1/me',
        paths.userWithoutPlans(patientId),
        `/v1/users/${patientId}/anthropometric-records`,
      ],
    },
    {
      name: '/appointments',
      path: '/appointments',
      as: 'nutri',
      apiCalls: ['/v1/me', agenda, scheduledCountPath(me.id)],
    },
    {
      name: '/appointments/{id}',
      path: `/appointments/${appointment.id}`,
      as: 'nutri',
      apiCalls: [
        '/v1/me',
        `/v1/appointments/${appointment.id}`,
        paths.userWithoutPlans(appointment.patient_id),
      ],
    },
    {
      name: '/profile',
      path: '/profile',
      as: 'nutri',
      apiCalls: ['/v1/me', `/v1/nutritionists/${me.id}`, `/v1/users/${me.id}/dismissals`],
    },
    { name: '/foodstuffs', path: '/foodstuffs', as: 'admin', apiCalls: ['/v1/me'] },
    {
      name: '/dashboard',
      path: '/dashboard',
      as: 'admin',
      // The totals, and the first page of each list it shows from the first paint.
      apiCalls: [
        '/v1/me',
        '/v1/admin/metrics',
        FIRST_FOODS_API_PATH,
        ADMIN_JOBS_API_PATH,
        usersApiPath(1, ''),
      ],
    },
  ];
  const cases = allCases.filter((page) => !ONLY || FLOOR_NAMES.has(page.name) || page.name.includes(ONLY));
  const headersOf = (as: PageCase['as']): Record<string, string> =>
    as === 'none' ? {} : { Cookie: cookies[as] };

  const floorCase = cases.find((page) => page.name === FLOOR);
  if (!floorCase) throw new Error('the signed-in floor is missing from the cases');

  // Under load: every page in turn, 10 connections, in one run. The signed-in floor runs again between
  // every two pages, and each page is compared with the floor runs just before and just after it: the same
  // floor measured 44 to 56 ms p50 in four runs of one hour, as the machine warmed and cooled, and a ratio
  // to one floor run far from the page carried that drift into every page's figure.
  const loadedRun = async (page: PageCase, warm: boolean) => {
    const run = (duration: number) =>
      autocannon({
        url: `${product.portalUrl}${page.path}`,
        connections: CONNECTIONS,
        ...(SMOKE ? { amount: SMOKE_REQUESTS } : { duration }),
        headers: headersOf(page.as),
      });
    // Warm: the first requests of a page load its server code, which is start-up, not serving.
    if (warm && !SMOKE) await run(WARM_UP_SECONDS);
    const { result, portalCpuMs, apiCpuMs } = await cpuPerRequest(
      processes,
      () => run(SECONDS),
      (answered) => answered.requests.total,
    );
    return {
      name: page.name,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      rps: result.requests.average,
      errors: result.errors + result.timeouts + result.non2xx,
      portalCpuMs,
      apiCpuMs,
    };
  };
  const loaded: (Awaited<ReturnType<typeof loadedRun>> & { floorP50: number })[] = [];
  cookies = await freshCookies();
  let floorBefore = await loadedRun(floorCase, true);
  const floorRuns = [floorBefore];
  for (const page of cases.filter((other) => other !== floorCase)) {
    cookies = await freshCookies();
    const measured = await loadedRun(page, true);
    const floorAfter = await loadedRun(floorCase, false);
    floorRuns.push(floorAfter);
    loaded.push({ ...measured, floorP50: (floorBefore.p50 + floorAfter.p50) / 2 });
    floorBefore = floorAfter;
  }
  const floorP50s = floorRuns.map((run) => run.p50);
  // The floor's own row: the median of its runs.
  loaded.splice(cases.indexOf(floorCase), 0, {
    name: FLOOR,
    p50: median(floorP50s),
    p97_5: median(floorRuns.map((run) => run.p97_5)),
    rps: median(floorRuns.map((run) => run.rps)),
    errors: floorRuns.reduce((sum, run) => sum + run.errors, 0),
    portalCpuMs: medianOf(floorRuns.map((run) => run.portalCpuMs)),
    apiCpuMs: medianOf(floorRuns.map((run) => run.apiCpuMs)),
    floorP50: median(floorP50s),
  });
  const staticP50 = loaded[0]?.p50 ?? Number.NaN;

  // One request at a time: the page between two floor medians, then the API calls it makes one after the other.
  const single: {
    name: string;
    pageMs: number;
    overFloorMs: number;
    apiMs: number;
    portalMs: number;
  }[] = [];
  cookies = await freshCookies();
  const floorUrl = `${product.portalUrl}${floorCase.path}`;
  let floorMsBefore = await medianTime(floorUrl, headersOf(floorCase.as));
  const floorTimes = [floorMsBefore];
  /** Each upstream call's median, once per path, to say which calls a page waits on. */
  const callMs = new Map<string, number>();
  for (const page of cases) {
    const pageMs = await medianTime(`${product.portalUrl}${page.path}`, headersOf(page.as));
    const floorMsAfter = await medianTime(floorUrl, headersOf(floorCase.as));
    floorTimes.push(floorMsAfter);
    let apiMs = 0;
    const token = page.as === 'none' ? undefined : tokens[page.as];
    for (const call of page.apiCalls) {
      const ms = await medianTime(`${product.apiUrl}${call}`, { Authorization: `Bearer ${token}` });
      callMs.set(call, ms);
      apiMs += ms;
    }
    const overFloorMs = pageMs - (floorMsBefore + floorMsAfter) / 2;
    single.push({ name: page.name, pageMs, overFloorMs, apiMs, portalMs: pageMs - apiMs });
    floorMsBefore = floorMsAfter;
  }
  const spread = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

  const length = SMOKE ? `${SMOKE_REQUESTS} requests` : `${SECONDS} s`;
  console.log(
    `\n${CONNECTIONS} connections, ${length} each (p50 ratios to the static page and to the signed-in floor runs on either side of the page; the floor's ${floorP50s.length} runs: ${spread(floorP50s, 0)} ms; load average ${loadAverage()})`,
  );
  console.log(
    'page                          p50 ms  p97.5 ms   req/s  errors  p50 ÷ static   p50 ÷ floor   CPU ms/request: portal    API',
  );
  for (const row of loaded)
    console.log(
      `${row.name.padEnd(28)} ${row.p50.toFixed(0).padStart(7)} ${row.p97_5.toFixed(0).padStart(9)} ${row.rps.toFixed(0).padStart(7)} ${String(row.errors).padStart(7)} ${(row.p50 / staticP50).toFixed(2).padStart(13)}× ${(row.p50 / row.floorP50).toFixed(2).padStart(13)}× ${cpuCell(row.portalCpuMs).padStart(23)} ${cpuCell(row.apiCpuMs).padStart(6)}`,
    );
  console.log(
    `\none request at a time (median of ${ONE_AT_A_TIME_RUNS}; − floor: the floor's medians on either side of the page, ${spread(floorTimes, 1)} ms)`,
  );
  console.log('page                          page ms  − floor ms  its API calls ms  portal work ms');
  for (const row of single)
    console.log(
      `${row.name.padEnd(28)} ${row.pageMs.toFixed(1).padStart(8)} ${signedMs(row.overFloorMs).padStart(11)} ${row.apiMs.toFixed(1).padStart(17)} ${row.portalMs.toFixed(1).padStart(15)}`,
    );
  console.log('\nthe upstream calls, each one at a time (median ms), slowest first');
  for (const [call, ms] of [...callMs].sort((a, b) => b[1] - a[1]))
    console.log(`${ms.toFixed(1).padStart(7)}  ${call}`);
  writeFileSync(
    resultsFile('pages'),
    `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, loaded, single }, null, 2)}\n`,
  );
  // A redirect to sign-in or an error page is fast: its latency would pass for the page's.
  const failing = loaded.filter((row) => row.errors > 0).map((row) => row.name);
  if (failing.length > 0) throw new Error(`answers other than 200 under load: ${failing.join(', ')}`);
  assertMeasured('pages', [...loaded, ...single]);
} finally {
  await product.stop();
}
