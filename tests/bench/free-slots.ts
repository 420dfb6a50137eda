// Time of the free-slot computation for a nutritionist with two years of appointments: the pure rule
// alone, and GET /v1/nutritionists/{id}/availabilities through the real API app in-process (token
// check, authorization, SQL, the rule, JSON), on PGlite and on PostgreSQL.
//
//   npx tsx tests/bench/free-slots.ts                  # both engines; PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_ENGINES=pglite npx tsx tests/bench/free-slots.ts
//   BENCH_SMOKE=1 npx tsx tests/bench/free-slots.ts    # does it still run? (tests/bench/smoke.ts)
//
// Data: Monday to Friday, 08:00–12:00 and 14:00–18:00 (8 consultations a day); a confirmed appointment in
// 6 of the 8 slots of every working day from a year ago to a year ahead (~3,100 appointments), a tenth
// of them cancelled. Windows: the next month (what the modals ask for) and the next year. PostgreSQL is a
// throwaway database on BENCH_DATABASE_URL's server (else DATABASE_URL's, else this machine's).
// A smoke run only proves the bench still runs, so its numbers mean nothing: the same data (it fills in a
// second), each window timed twice, PostgreSQL only given BENCH_DATABASE_URL or DATABASE_URL; any call that
// does not answer 200, a month without free hours, or a NaN fails it.

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { computeAvailabilityDays } from '@/lib/rules/free-slots';
import { createApp } from '@/upstream/src/app';
import { type ApiConfig, readConfig } from '@/upstream/src/config';
import { type Database, openPglite, selectRows } from '@/upstream/src/db/client';
import { createDeps } from '@/upstream/src/deps';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { getWeekAvailability, listBusyIntervals } from '@/upstream/src/services/agenda/week-availability';
import { openThrowawayPostgres } from '../api/helpers/throwaway-postgres';
import { assertMeasured, selectEngines, sized } from './mode';

const ZONE = 'America/Sao_Paulo';
const NOW = new Date('2026-06-15T09:00:00-03:00');
const RUNS = sized(30, 2);

function median(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100;
}

async function time(run: () => Promise<unknown> | unknown) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

async function fill(database: Database) {
  const { db } = database;
  const hash = await hashPassword('Bench1234');
  const [nutri] = await selectRows(
    db,
    sql`insert into users (name, email, password_hash, main_role) values ('Nutri', 'nutri@bench.test', ${hash}, 'ROLE_NUTRITIONIST') returning id`,
    z.object({ id: z.number() }),
  );
  const [patient] = await selectRows(
    db,
    sql`insert into users (name, email, password_hash, main_role) values ('Paciente', 'p@bench.test', ${hash}, 'ROLE_USER') returning id`,
    z.object({ id: z.number() }),
  );
  const nutriId = nutri!.id;
  await db.execute(
    sql`insert into user_roles (user_id, role) values (${nutriId}, 'ROLE_NUTRITIONIST'), (${patient!.id}, 'ROLE_USER')`,
  );
  await db.execute(sql`insert into week_availability (nutritionist_id, day_of_week, "from", "to")
    select ${nutriId}, d::day_of_week, p.f, p.t
    from unnest(array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY']) as d
    cross join (values (time '08:00', time '12:00'), (time '14:00', time '18:00')) as p(f, t)`);
  // Slots 0, 1, 3, 4, 5, 7 of each working day: 08:00, 08:50, 10:30, 14:00, 14:50, 16:30.
  await db.execute(sql`insert into appointments (nutritionist_id, patient_id, type, status, start_date_time, end_date_time)
    select ${nutriId}, ${patient!.id}, 'ONLINE', case when (extract(doy from d)::int + s) % 10 = 0 then 'CANCELED' else 'CONFIRMED' end::appointment_status,
           (d + s.t)::timestamp at time zone ${ZONE}, (d + s.t)::timestamp at time zone ${ZONE} + interval '50 minutes'
    from generate_series(date '2025-06-15', date '2027-06-15', interval '1 day') as d
    cross join (values (0, time '08:00'), (1, time '08:50'), (3, time '10:30'), (4, time '14:00'), (5, time '14:50'), (7, time '16:30')) as s(s, t)
    where extract(isodow from d) < 6`);
  await db.execute(sql`analyze`);
  const [count] = await selectRows(
    db,
    sql`select count(*)::int as n from appointments`,
    z.object({ n: z.number() }),
  );
  return { nutriId, appointments: count!.n };
}

async function benchEngine(name: string, database: Database) {
  await database.migrate();
  const { nutriId, appointments } = await fill(database);
  const config: ApiConfig = {
    ...readConfig({ SMTP_URL: undefined, REDIS_URL: undefined } as unknown as NodeJS.ProcessEnv),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  };
  const deps = createDeps(database, config, () => NOW);
  const app = createApp(deps);
  const login = await app.request('/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'nutri@bench.test', password: 'Bench1234' }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const token = await login.text();
  const get = (from: string, to: string) => async () => {
    const response = await app.request(`/v1/nutritionists/${nutriId}/availabilities?from=${from}&to=${to}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`availabilities: ${response.status}`);
    return response.json();
  };
  // The rule alone, handed every appointment of the two years at once (its worst case).
  const week = (await getWeekAvailability(database.db, nutriId)).days;
  const everyBusy = await listBusyIntervals(
    database.db,
    nutriId,
    new Date('2025-01-01'),
    new Date('2028-01-01'),
  );
  const rule = (to: string) => () =>
    computeAvailabilityDays({ week, from: '2026-06-15', to, busy: everyBusy, now: NOW, timeZone: ZONE });
  const result = {
    engine: name,
    appointments,
    ruleMonthMs: await time(rule('2026-07-15')),
    ruleYearMs: await time(rule('2027-06-15')),
    apiMonthMs: await time(get('2026-06-15', '2026-07-15')),
    apiYearMs: await time(get('2026-06-15', '2027-06-15')),
    freeHoursInMonth: (
      (await get('2026-06-15', '2026-07-15')()) as { days: { available_hours: string[] }[] }
    ).days.flatMap((day) => day.available_hours).length,
  };
  await deps.limiter.close();
  // Six of eight slots taken each working day leaves two free: none means the rule or its data broke.
  if (result.freeHoursInMonth === 0) throw new Error(`${name}: no free hours in the next month`);
  return result;
}

const { pglite, postgresUrl } = selectEngines();
const results = [];
if (pglite) {
  const database = await openPglite();
  results.push(await benchEngine('pglite', database));
  await database.close();
}
if (postgresUrl) {
  const throwaway = await openThrowawayPostgres(postgresUrl, 'bench_slots');
  try {
    results.push(await benchEngine('postgres', throwaway.database));
  } finally {
    await throwaway.drop();
  }
}
console.table(results);
assertMeasured('free slots', results);
