// Catalogue search latency (median and p95) for typical terms, at the seeded ~600 foods and at 100,000,
// on PGlite and on PostgreSQL, straight to the API over HTTP and through the portal's /api proxy, in one run;
// and the plan builder's search (route 'api-plan': ranking=plan, 10 a page, a nutritionist with her own foods).
//
//   npx next build && npx tsx tests/bench/catalogue-search.ts
//   NEXT_DIST_DIR=.next-other BENCH_ENGINES=pglite npx tsx tests/bench/catalogue-search.ts
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx tests/bench/catalogue-search.ts
//   BENCH_ROUTES=api npx tsx tests/bench/catalogue-search.ts    # the API alone: no portal, no build needed
//   BENCH_SMOKE=1 npx tsx tests/bench/catalogue-search.ts       # does it still run? (tests/bench/smoke.ts)
//
// The portal must be built (it is served from NEXT_DIST_DIR, default .next) unless BENCH_ROUTES=api.
// PostgreSQL is a throwaway database on BENCH_DATABASE_URL's server (else DATABASE_URL's, else this machine's;
// a smoke run without either skips it). Results go to stdout and to tests/bench/results/catalogue-search.json.
// A smoke run only proves the bench still runs, so its numbers mean nothing: 2,000 foods, 3 terms timed twice,
// ports 100 above the defaults, results in catalogue-search-smoke.json; any failed request or NaN fails it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createApp } from '@/upstream/src/app';
import { type ApiConfig, readConfig } from '@/upstream/src/config';
import { type Database, type Db, openPglite, selectRows } from '@/upstream/src/db/client';
import { createDeps } from '@/upstream/src/deps';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { seedCatalogue } from '@/upstream/src/seed';
import { openThrowawayPostgres } from '../api/helpers/throwaway-postgres';
import { assertMeasured, benchPort, resultsFile, SMOKE, selectEngines, sized } from './mode';

const TARGET_FOODS = sized(100_000, 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? sized(30, 2));
const WARMUP = sized(3, 1);
const API_PORT = benchPort('BENCH_API_PORT', 4497);
const PORTAL_PORT = benchPort('BENCH_PORTAL_PORT', 3497);
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
const ADMIN = { email: 'admin@bench.test', password: 'Bench1234' };
/** The plan builder's searches are a nutritionist's, ranked for a plan, her own 40 foods first. */
const PLANNER = { email: 'nutri@bench.test', password: 'Bench1234' };
const PLANNER_FOODS = 40;
const WITH_PORTAL = (process.env.BENCH_ROUTES ?? 'api,portal').split(',').includes('portal');
/**
 * One word (common, accent-folded and broad: 'acucar' matches 10 % of the grown catalogue, 'frango' 5 %),
 * two and three words with a broad first word, a brand, a typo ('fejao', answered by the one-typo
 * fallback), no term (the plain first page), and no match (which also tries the typo fallback).
 */
const ALL_TERMS = [
  'arroz',
  'acucar',
  'frango',
  'leite integral',
  'arroz cozido',
  'grão dourado',
  'frango peito grelhado',
  'arroz integral cozido',
  'fejao preto',
  '',
  'xyzxyz',
];
/** A smoke run keeps one of each path: a plain match, the typo fallback, the plain first page. */
const TERMS = SMOKE ? ['arroz', 'fejao preto', ''] : ALL_TERMS;

interface Stats {
  medianMs: number;
  p95Ms: number;
  total: number;
  /** The search stopped counting at total (see total_capped in the README). */
  capped: boolean;
  /**
   * CPU time per request of the API and its database (this process, which runs the API and PGlite, plus the
   * PostgreSQL backends of the benchmark's database): unlike the latencies, it does not grow when other
   * work on the machine takes the cores.
   */
  cpuMs: number;
}

/** CPU used so far by this process and by the PostgreSQL backends in `pids`, in milliseconds. */
function cpuNow(pids: number[]): number {
  const own = process.cpuUsage();
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): user and system clock ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended (or another machine's server) adds nothing.
    }
  }
  return (own.user + own.system) / 1000 + ticks * 10;
}

function summarize(samples: number[]): Omit<Stats, 'total' | 'capped' | 'cpuMs'> {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)) };
}

/**
 * Grows the catalogue to `target` active foods: TACO names with varied qualifiers, a fifth of them branded.
 * On PostgreSQL the pool cuts any statement at 8 s (POOL_LIMITS in db/client.ts), and 100,000 rows with their
 * trigram indexes take longer: the growth runs in one transaction with the limit lifted for it alone.
 */
function growCatalogue(database: Db, target: number) {
  return database.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    await insertFoods(db, target);
    await db.execute(sql`analyze`);
  });
}

async function insertFoods(db: Db, target: number) {
  await db.execute(sql`insert into brands (name)
    select (array['Sabor','Campo','Vida','Serra','Grão','Horta','Fazenda','Doce','Mar','Sol'])[1 + i % 10]
           || ' ' || (array['Nobre','Real','Verde','Feliz','Dourado','Bom','Puro','Leve'])[1 + (i / 10) % 8] || ' ' || i
    from generate_series(1, 300) as i`);
  const [current] = await selectRows(
    db,
    sql`select count(*)::int as total from foodstuffs`,
    z.object({ total: z.number() }),
  );
  const missing = target - (current?.total ?? 0);
  await db.execute(sql`
    with base as (
      select row_number() over (order by id) as n, name, "group", unit_of_measurement, baseline_weight,
             calories, proteins, carbohydrates, sodium, fiber, fats
      from foodstuffs where taco_number is not null
    ), counted as (select count(*) as total from base),
    brand_ids as (select row_number() over (order by id) as n, id from brands),
    brand_count as (select count(*) as total from brands)
    insert into foodstuffs (name, "group", unit_of_measurement, baseline_weight, calories, proteins, carbohydrates,
                            sodium, fiber, fats, brand_id)
    select b.name || ' ' || (array['caseiro','light','integral','orgânico','zero açúcar','tradicional','congelado',
                                   'em pó','fatiado','temperado'])[1 + g % 10] || ' ' || g,
           b."group", b.unit_of_measurement, b.baseline_weight, b.calories, b.proteins, b.carbohydrates,
           b.sodium, b.fiber, b.fats,
           bi.id
    from generate_series(1, ${missing}::int) as g
    cross join counted cross join brand_count
    join base b on b.n = 1 + g % counted.total
    left join brand_ids bi on g % 5 = 0 and bi.n = 1 + (g / 5) % brand_count.total`);
}

async function timeRequest(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; total: number; capped: boolean }> {
  const started = performance.now();
  // A keep-alive connection the server closed while idle (the catalogue was growing) is retried once.
  const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
  const body = (await response.json()) as { total_elements?: number; total_capped?: boolean };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms, total: body.total_elements ?? 0, capped: body.total_capped ?? false };
}

async function measureTerm(
  base: string,
  path: string,
  headers: Record<string, string>,
  term: string,
  backendPids: () => Promise<number[]>,
  params: Record<string, string> = { size: '7' },
): Promise<Stats> {
  const query = new URLSearchParams({ page: '0', ...params });
  if (term) query.set('name_or_brand', term);
  const url = `${base}${path}?${query}`;
  let total = 0;
  let capped = false;
  for (let i = 0; i < WARMUP; i += 1) await timeRequest(url, headers);
  const samples: number[] = [];
  const pids = await backendPids();
  const cpuBefore = cpuNow(pids);
  for (let i = 0; i < RUNS; i += 1) {
    const answer = await timeRequest(url, headers);
    samples.push(answer.ms);
    ({ total, capped } = answer);
  }
  const cpuMs = Math.round(((cpuNow(pids) - cpuBefore) / RUNS) * 10) / 10;
  return { ...summarize(samples), total, capped, cpuMs };
}

async function waitFor(url: string, seconds: number) {
  for (let attempt = 0; attempt < seconds * 5; attempt += 1) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function startPortal(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-portal.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORTAL_PORT),
      HOST: '127.0.0.1',
      API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${PORTAL_PORT}`,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      NEXT_DIST_DIR: DIST_DIR,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function portalCookie(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${PORTAL_PORT}` },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`portal sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** 'api-plan': the API ranked for the plan builder's picker (10 a page), asked by a nutritionist. */
type Row = { engine: string; foods: number; term: string; route: 'api' | 'api-plan' | 'portal' } & Stats;

/** Her plans' foods: PLANNER_FOODS of the catalogue, spread over it, some of them matching the terms. */
async function givePlannerFoods(db: Db) {
  await db.execute(sql`insert into nutritionist_food_uses (nutritionist_id, foodstuff_id, measure_name, used_at)
    select u.id, f.id, null, now() from users u
    cross join (select id from foodstuffs order by id % 97, id limit ${PLANNER_FOODS}) f
    where u.email = ${PLANNER.email}
    on conflict do nothing`);
}

async function bearerOf(account: { email: string; password: string }) {
  const login = await fetch(`http://127.0.0.1:${API_PORT}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`API sign-in answered ${login.status}`);
  return { Authorization: `Bearer ${(await login.text()).trim()}` };
}

async function measureEngine(engine: string, database: Database, dataDir: string): Promise<Row[]> {
  // PGlite runs inside this process; a server's backends are other processes of this machine.
  const backendPids = async () =>
    engine === 'pglite'
      ? []
      : (
          await selectRows(
            database.db,
            sql`select pid from pg_stat_activity where datname = current_database()`,
            z.object({ pid: z.number() }),
          )
        ).map((row) => row.pid);
  await database.migrate();
  await seedCatalogue(database.db);
  const hash = await hashPassword(ADMIN.password);
  await database.db.execute(sql`insert into users (name, email, password_hash, main_role)
    values ('Admin Bench', ${ADMIN.email}, ${hash}, 'ROLE_ADMIN')`);
  await database.db.execute(sql`insert into user_roles (user_id, role)
    select id, 'ROLE_ADMIN' from users where email = ${ADMIN.email}`);
  await database.db.execute(sql`insert into users (name, email, password_hash, main_role)
    values ('Nutri Bench', ${PLANNER.email}, ${hash}, 'ROLE_NUTRITIONIST')`);
  await database.db.execute(sql`insert into user_roles (user_id, role)
    select id, 'ROLE_NUTRITIONIST' from users where email = ${PLANNER.email}`);
  await givePlannerFoods(database.db);
  await database.db.execute(sql`analyze`);

  const config: ApiConfig = {
    ...readConfig({
      SMTP_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: dataDir,
    } as unknown as NodeJS.ProcessEnv),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  };
  const deps = createDeps(database, config);
  const server = serve({ fetch: createApp(deps).fetch, port: API_PORT, hostname: '127.0.0.1' });
  const rows: Row[] = [];
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/health`, 10);
    const bearer = await bearerOf(ADMIN);
    const plannerBearer = await bearerOf(PLANNER);
    const cookie: Record<string, string> = WITH_PORTAL ? { Cookie: await portalCookie() } : {};

    for (const grow of [false, true]) {
      if (grow) {
        const started = performance.now();
        await growCatalogue(database.db, TARGET_FOODS);
        await givePlannerFoods(database.db);
        console.log(
          `${engine}: grew to ${TARGET_FOODS} foods in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      const [count] = await selectRows(
        database.db,
        sql`select count(*)::int as total from foodstuffs`,
        z.object({ total: z.number() }),
      );
      const foods = count?.total ?? 0;
      for (const term of TERMS) {
        // Interleaved so both routes meet the same cache state.
        const api = await measureTerm(
          `http://127.0.0.1:${API_PORT}`,
          '/v1/foodstuffs',
          bearer,
          term,
          backendPids,
        );
        rows.push({ engine, foods, term, route: 'api', ...api });
        const plan = await measureTerm(
          `http://127.0.0.1:${API_PORT}`,
          '/v1/foodstuffs',
          plannerBearer,
          term,
          backendPids,
          { size: '10', ranking: 'plan' },
        );
        rows.push({ engine, foods, term, route: 'api-plan', ...plan });
        let portalText = '';
        if (WITH_PORTAL) {
          const portal = await measureTerm(
            `http://127.0.0.1:${PORTAL_PORT}`,
            '/api/v1/foodstuffs',
            cookie,
            term,
            backendPids,
          );
          rows.push({ engine, foods, term, route: 'portal', ...portal });
          portalText = `   portal ${portal.medianMs} / ${portal.p95Ms} ms`;
        }
        console.log(
          `${engine.padEnd(8)} ${String(foods).padStart(6)} ${JSON.stringify(term).padEnd(24)} ` +
            `api ${api.medianMs} / ${api.p95Ms} ms (cpu ${api.cpuMs} ms)   plan ${plan.medianMs} / ${plan.p95Ms} ms` +
            `${portalText}   (${api.total}${api.capped ? '+' : ''} found)`,
        );
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.limiter.close();
  }
  return rows;
}

async function withPostgres<T>(serverUrl: string, run: (database: Database) => Promise<T>): Promise<T> {
  const { database, drop } = await openThrowawayPostgres(serverUrl, 'catalogue_bench');
  try {
    return await run(database);
  } finally {
    await drop();
  }
}

async function main() {
  if (WITH_PORTAL && !existsSync(join(DIST_DIR, 'BUILD_ID'))) {
    throw new Error(
      `No portal build in ${DIST_DIR}: run \`NEXT_DIST_DIR=${DIST_DIR} npx next build\` first.`,
    );
  }
  const { pglite, postgresUrl } = selectEngines();
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const portal = WITH_PORTAL ? startPortal() : null;
  const rows: Row[] = [];
  try {
    if (portal) await waitFor(`http://127.0.0.1:${PORTAL_PORT}/login`, 120);
    if (pglite) {
      const database = await openPglite(join(dataDir, 'pgdata'));
      try {
        rows.push(...(await measureEngine('pglite', database, dataDir)));
      } finally {
        await database.close();
      }
    }
    if (postgresUrl) {
      rows.push(
        ...(await withPostgres(postgresUrl, (database) => measureEngine('postgres', database, dataDir))),
      );
    }
  } finally {
    portal?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  assertMeasured('catalogue search', rows);
  writeFileSync(
    resultsFile('catalogue-search'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`,
  );
  console.table(
    rows.map(({ engine, foods, term, route, medianMs, p95Ms, cpuMs }) => ({
      engine,
      foods,
      term,
      route,
      medianMs,
      p95Ms,
      cpuMs,
    })),
  );
}

await main();
