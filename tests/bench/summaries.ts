// Latency of the meal summaries, the patient list and the nutritionist's dashboard, through the real API app in-process (routing,
// token check, authorization, SQL, JSON), on PGlite and on PostgreSQL.
//
//   npx tsx tests/bench/summaries.ts                 # both engines; PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_ENGINES=pglite npx tsx tests/bench/summaries.ts
//   BENCH_DATABASE_URL=postgres://user@host:5432/db npx tsx tests/bench/summaries.ts   # (or DATABASE_URL)
//   BENCH_SMOKE=1 npx tsx tests/bench/summaries.ts   # does it still run? (tests/bench/smoke.ts)
//
// Data: one nutritionist with 10,000 patients (a tenth with an ACTIVE plan); one of them logs three meals
// a day (three foods each) for two years; 200 others log three a day for 90 days, so the meal tables are
// not one patient's alone. Results go to stdout and tests/bench/results/summaries.json.
// A smoke run only proves the bench still runs, so its numbers mean nothing: 50 patients, 40 days of meals,
// 5 other loggers, each call timed twice, PostgreSQL only given BENCH_DATABASE_URL or DATABASE_URL, results
// in summaries-smoke.json; any call that does not answer 200, or a NaN, fails it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createApp } from '@/upstream/src/app';
import { type ApiConfig, readConfig } from '@/upstream/src/config';
import { type Database, type Db, openPglite, selectRows } from '@/upstream/src/db/client';
import { createDeps } from '@/upstream/src/deps';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { seedCatalogue } from '@/upstream/src/seed';
import { openThrowawayPostgres } from '../api/helpers/throwaway-postgres';
import { assertMeasured, resultsFile, selectEngines, sized } from './mode';

const PATIENTS = sized(10_000, 50);
const HISTORY_DAYS = sized(730, 40);
const OTHER_LOGGERS = sized(200, 5);
const OTHER_DAYS = sized(90, 5);
/** Calls that warm the caches before each timed series, and the calls timed. */
const WARMUP = sized(5, 1);
const runs = (full: number) => sized(full, 2);
const PASSWORD = 'Bench1234';
const ZONE = 'America/Sao_Paulo';
const NOW = new Date('2026-06-15T21:00:00-03:00');

interface Stats {
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

function summarize(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    runs: sorted.length,
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** Bulk data with generate_series: the same statements on both engines, seconds instead of minutes. */
async function fillDatabase(db: Db) {
  await seedCatalogue(db);
  const hash = await hashPassword(PASSWORD);
  await db.execute(sql`insert into users (name, email, password_hash, main_role) values
    ('Nutri Bench', 'nutri@bench.test', ${hash}, 'ROLE_NUTRITIONIST')`);
  const [nutri] = await selectRows(
    db,
    sql`select id from users where email = 'nutri@bench.test'`,
    z.object({ id: z.number() }),
  );
  const nutriId = nutri!.id;
  await db.execute(sql`insert into user_roles (user_id, role) values (${nutriId}, 'ROLE_NUTRITIONIST')`);

  // Names drawn from accented and plain first and last names, so searches meet real text.
  await db.execute(sql`
    insert into users (name, email, password_hash, main_role, birth_date, gender, physical_activity_factor)
    select (array['Ana','João','José','Maria','Luíza','Pedro','Conceição','Lucas','Fernanda','Thiago'])[1 + i % 10]
             || ' ' || (array['Silva','Araújo','Souza','Gonçalves','Lima','Pereira','Côrtes','Almeida'])[1 + (i / 10) % 8]
             || ' ' || i,
           'paciente' || i || '@bench.test', ${hash}, 'ROLE_USER',
           date '1960-01-01' + (i * 7 % 15000), (array['MALE','FEMALE'])[1 + i % 2]::gender,
           (array['SEDENTARY','LIGHTLY_ACTIVE','MODERATELY_ACTIVE','VERY_ACTIVE','EXTRA_ACTIVE'])[1 + i % 5]::physical_activity_factor
    from generate_series(1, ${PATIENTS}::int) as i`);
  await db.execute(sql`insert into user_roles (user_id, role)
    select id, 'ROLE_USER' from users where email like 'paciente%@bench.test'`);
  await db.execute(sql`insert into nutritionist_patients (patient_id, nutritionist_id)
    select id, ${nutriId} from users where email like 'paciente%@bench.test'`);
  await db.execute(sql`insert into body_measurements (user_id, weight, height)
    select id, 55 + id % 40, 150 + id % 40 from users where email like 'paciente%@bench.test'`);
  await db.execute(sql`insert into meal_plans (nutritionist_id, patient_id, status, start_date, end_date)
    select ${nutriId}, id, 'ACTIVE', date '2026-06-01', date '2026-09-01'
    from users where email like 'paciente%@bench.test' and id % 10 = 0`);

  const [logger] = await selectRows(
    db,
    sql`select id from users where email = 'paciente1@bench.test'`,
    z.object({ id: z.number() }),
  );
  const loggerId = logger!.id;
  // Three meals a day (08:00, 12:30, 19:30 in São Paulo) for two years, and 90 days for 200 others.
  const insertMeals = (userFilter: SQL, days: number) =>
    db.execute(sql`
      insert into meals (user_id, date_time)
      select u.id, ((date '2026-06-15' - d) + t)::timestamp at time zone ${ZONE}
      from users u
      cross join generate_series(1, ${days}::int) as d
      cross join (values (time '08:00'), (time '12:30'), (time '19:30')) as times(t)
      where ${userFilter}`);
  await insertMeals(sql`u.id = ${loggerId}`, HISTORY_DAYS);
  await insertMeals(
    sql`u.email like 'paciente%@bench.test' and u.id between ${loggerId + 1} and ${loggerId + OTHER_LOGGERS}`,
    OTHER_DAYS,
  );
  // Three foods a meal, with nutrient snapshots as the app stores them.
  await db.execute(sql`
    with foods as (
      select id, row_number() over (order by id) as n, calories, proteins, carbohydrates, sodium, fiber, fats, baseline_weight
      from foodstuffs where calories is not null and unit_of_measurement = 'GRAMS'
    ), counted as (select count(*) as total from foods)
    insert into meal_foodstuffs (meal_id, foodstuff_id, quantity, calories, proteins, carbohydrates, sodium, fiber, fats)
    select m.id, f.id, 100 + k * 20,
           f.calories * (100 + k * 20) / f.baseline_weight, coalesce(f.proteins, 0) * (100 + k * 20) / f.baseline_weight,
           coalesce(f.carbohydrates, 0) * (100 + k * 20) / f.baseline_weight, coalesce(f.sodium, 0) * (100 + k * 20) / f.baseline_weight,
           coalesce(f.fiber, 0) * (100 + k * 20) / f.baseline_weight, coalesce(f.fats, 0) * (100 + k * 20) / f.baseline_weight
    from meals m
    cross join generate_series(0, 2) as k
    cross join counted
    join foods f on f.n = 1 + (m.id * 7 + k * 131) % counted.total`);
  await db.execute(sql`analyze`);
  const [counts] = await selectRows(
    db,
    sql`select (select count(*) from meals)::int as meals, (select count(*) from meal_foodstuffs)::int as foods`,
    z.object({ meals: z.number(), foods: z.number() }),
  );
  return { nutriId, loggerId, counts: counts! };
}

/** The plans of a month's meals and day sums: they must walk meals_user_date_idx, not the whole table. */
async function explainSummaryQueries(db: Db, userId: number) {
  const explain = async (query: SQL) =>
    (await selectRows(db, sql`explain ${query}`, z.object({ 'QUERY PLAN': z.string() })))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const range = sql`m.user_id = ${userId}
    and m.date_time >= ('2026-03-01'::date)::timestamp at time zone ${ZONE}
    and m.date_time < ('2026-04-01'::date)::timestamp at time zone ${ZONE}`;
  const meals = await explain(
    sql`select m.id, sum(mf.calories) from meals m join meal_foodstuffs mf on mf.meal_id = m.id where ${range} group by m.id`,
  );
  return {
    mealsUseUserDateIndex: meals.includes('meals_user_date_idx'),
    foodsUseMealIndex: meals.includes('meal_foodstuffs_meal_idx'),
    plan: meals,
  };
}

async function measure(name: string, database: Database) {
  const started = performance.now();
  await database.migrate();
  const { nutriId, loggerId, counts } = await fillDatabase(database.db);
  const fillSeconds = Math.round((performance.now() - started) / 100) / 10;
  const plans = await explainSummaryQueries(database.db, loggerId);

  const config: ApiConfig = {
    ...readConfig({ SMTP_URL: undefined, REDIS_URL: undefined } as unknown as NodeJS.ProcessEnv),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  };
  const deps = createDeps(database, config, () => NOW);
  const app = createApp(deps);
  const login = await app.request('/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'nutri@bench.test', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const token = await login.text();
  const time = async (paths: string[]) => {
    const samples: number[] = [];
    for (const path of paths) {
      const start = performance.now();
      const response = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      samples.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    }
    return summarize(samples.slice(WARMUP));
  };
  const day = (index: number) => {
    const date = new Date(Date.UTC(2026, 5, 15 - 1 - ((index * 37) % HISTORY_DAYS)));
    return date.toISOString().slice(0, 10);
  };
  const month = (index: number) => {
    const date = new Date(Date.UTC(2026, 5 - (index % 24), 1));
    return date.toISOString().slice(0, 7);
  };
  const repeat = (count: number, make: (index: number) => string) =>
    Array.from({ length: WARMUP + runs(count) }, (_, i) => make(i));
  const list = `/v1/nutritionists/${nutriId}/patients`;
  const results = {
    engine: name,
    data: { patients: PATIENTS, ...counts, fillSeconds },
    plans,
    daily: await time(repeat(200, (i) => `/v1/users/${loggerId}/meals?date=${day(i)}`)),
    monthly: await time(repeat(100, (i) => `/v1/users/${loggerId}/meal-reports?year_month=${month(i)}`)),
    patientListFirstPage: await time(repeat(100, () => `${list}?page=0&size=8`)),
    patientListDeepPage: await time(repeat(100, (i) => `${list}?page=${1000 + i}&size=8`)),
    patientListSearch: await time(
      repeat(
        100,
        (i) =>
          `${list}?page=0&size=8&patient_name=${encodeURIComponent(['joao', 'ARAÚJO', 'conceicao 1', 'lu'][i % 4]!)}`,
      ),
    ),
  };
  // The nutritionist's dashboard: its cards and the first page of each tab of 'Planos alimentares em foco'.
  const dashboard = {
    dashboardCards: await time(repeat(50, () => `/v1/nutritionists/${nutriId}/dashboard`)),
    plansInFocus: await time(
      repeat(
        50,
        (i) =>
          `/v1/nutritionists/${nutriId}/meal-plan-adherence?page=0&size=8${['', '&adherence=FOLLOWED', '&adherence=LOW'][i % 3]}`,
      ),
    ),
  };
  await deps.limiter.close();
  return { ...results, ...dashboard };
}

const { pglite, postgresUrl } = selectEngines();
const all = [];
if (pglite) {
  const folder = mkdtempSync(join(tmpdir(), 'nutri-bench-'));
  const database = await openPglite(folder);
  try {
    all.push(await measure('PGlite (on disk)', database));
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
if (postgresUrl) {
  const { database, drop } = await openThrowawayPostgres(postgresUrl, 'nutri_bench');
  try {
    all.push(await measure('PostgreSQL', database));
  } finally {
    await drop();
  }
}

for (const result of all) {
  console.log(
    `\n${result.engine}: ${result.data.patients} patients, ${result.data.meals} meals, ${result.data.foods} logged foods (filled in ${result.data.fillSeconds} s)`,
  );
  console.log(
    `indexes: meals_user_date_idx ${result.plans.mealsUseUserDateIndex ? 'used' : 'NOT used'}, meal_foodstuffs_meal_idx ${result.plans.foodsUseMealIndex ? 'used' : 'NOT used'}`,
  );
  console.log('| call | runs | median ms | p95 ms | max ms |\n|---|---|---|---|---|');
  for (const key of [
    'daily',
    'monthly',
    'patientListFirstPage',
    'patientListDeepPage',
    'patientListSearch',
    'dashboardCards',
    'plansInFocus',
  ] as const) {
    const stats = result[key];
    console.log(`| ${key} | ${stats.runs} | ${stats.medianMs} | ${stats.p95Ms} | ${stats.maxMs} |`);
  }
}
assertMeasured('summaries', all);
writeFileSync(
  resultsFile('summaries'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results: all }, null, 2)}\n`,
);
