// A bounded, seeded property-based run over every request the contract describes: bodies, query strings
// and path ids full of control characters, huge and odd numbers, wrong types and missing fields. Whatever
// arrives, the API answers: never a 5xx, and a 4xx writes nothing (no transaction id is spent).
//
// A new request schema in lib/api/contract/ must get a target below: the first test fails until it has.

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@/lib/api/contract';
import { selectRows } from '@/upstream/src/db/client';
import { createTestApi, type TestApi } from './helpers/api';

/** Fixed, so a failure is reproduced by running the file again; raise RUNS locally to search harder. */
const SEED = 20_251_124;
const RUNS = 20;
/** The API's clock: the valid requests' January 2030 agenda lies within its one-year booking horizon. */
const FUZZ_NOW = new Date('2029-12-20T12:00:00Z');

type Actor = 'admin' | 'nutri' | 'patient' | 'none';

interface Target {
  /** The contract schemas this call reads its request with. */
  schemas: string[];
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With {id}-style placeholders, filled from `ids` (valid) or with fuzz. */
  path: string;
  actor: Actor;
  /** A valid body, mutated field by field; absent for calls without one. */
  body?: Record<string, unknown>;
  /** Query parameters the call reads, with a valid value each. */
  query?: Record<string, string>;
}

/** Request schemas by naming convention, plus the few named otherwise. */
const requestSchemaNames = Object.keys(contract).filter(
  (name) =>
    /(Request|Query|Input)Schema$/.test(name) ||
    ['newPasswordSchema', 'updateNotificationSchema', 'markNotificationsReadSchema'].includes(name),
);
/** Building blocks of other request schemas, covered through them; and answers named like requests. */
const PARTS = new Set([
  'connectionRequestSchema',
  'pageQuerySchema',
  'nutritionistRegistrationRequestSchema',
  'patientRegistrationRequestSchema',
  'addressInputSchema',
]);

let api: TestApi;
let tokens: Record<Exclude<Actor, 'none'>, string>;
const ids: Record<string, number> = {};

function targets(): Target[] {
  const food = {
    name: 'Cuscuz',
    group: 'GRAINS',
    unit_of_measurement: 'GRAMS',
    baseline_weight: 100,
    barcode: '7891000100103',
    brand_id: ids.brand,
    nutrition_information: { calories: 1, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
  };
  const page = { page: '0', size: '5' };
  return [
    {
      schemas: ['loginRequestSchema'],
      method: 'POST',
      path: '/login',
      actor: 'none',
      body: { email: 'a@b.co', password: 'x' },
    },
    {
      schemas: ['passwordResetRequestSchema'],
      method: 'POST',
      path: '/v1/password-resets',
      actor: 'none',
      body: { email: 'a@b.co' },
    },
    {
      schemas: ['newPasswordSchema'],
      method: 'PUT',
      path: `/v1/password-resets/${'a'.repeat(43)}`,
      actor: 'none',
      body: { password: 'Nova12345' },
    },
    {
      schemas: ['registrationRequestSchema'],
      method: 'POST',
      path: '/v1/registration',
      actor: 'none',
      body: {
        account_type: 'NUTRITIONIST',
        name: 'Ana Souza',
        birth_date: '1990-01-01',
        gender: 'FEMALE',
        email: 'nova@nutri.test',
        password: 'Senha1234',
        nutritionist_details: { crn: 3, registration_number: '99999' },
      },
    },
    {
      schemas: ['confirmRegistrationRequestSchema'],
      method: 'POST',
      path: '/v1/registration/00000000-0000-4000-8000-000000000000/confirm',
      actor: 'none',
      body: { code: '1234' },
    },
    {
      schemas: ['googleHandoverRequestSchema'],
      method: 'POST',
      path: '/v1/auth/google/handovers',
      actor: 'none',
      body: { code: 'a'.repeat(43), pending: 'b'.repeat(43) },
    },
    {
      schemas: ['listFoodstuffsQuerySchema'],
      method: 'GET',
      path: '/v1/foodstuffs',
      actor: 'admin',
      query: { ...page, name_or_brand: 'arroz', with_brand: 'true', with_barcode: 'false' },
    },
    {
      schemas: ['createFoodstuffRequestSchema'],
      method: 'POST',
      path: '/v1/foodstuffs',
      actor: 'admin',
      body: food,
    },
    {
      schemas: ['updateFoodstuffRequestSchema'],
      method: 'PATCH',
      path: `/v1/foodstuffs/${ids.food}`,
      actor: 'admin',
      body: food,
    },
    {
      schemas: ['listBrandsQuerySchema'],
      method: 'GET',
      path: '/v1/brands',
      actor: 'admin',
      query: { ...page, name: 'marca' },
    },
    {
      schemas: ['createBrandRequestSchema'],
      method: 'POST',
      path: '/v1/brands',
      actor: 'admin',
      body: { name: 'Marca' },
    },
    {
      schemas: ['listFoodstuffPhotosQuerySchema'],
      method: 'GET',
      path: '/v1/foodstuff-photos',
      actor: 'admin',
      query: { ...page, tags: 'pão' },
    },
    // Without a file: every upload is refused before any image is read.
    {
      schemas: ['uploadFoodstuffPhotoQuerySchema'],
      method: 'POST',
      path: '/v1/foodstuff-photos',
      actor: 'admin',
      query: { tags: 'pão,café' },
    },
    {
      schemas: ['listAvatarPhotosQuerySchema'],
      method: 'GET',
      path: '/v1/avatar-photos',
      actor: 'nutri',
      query: { ...page, tags: 'a', gender: 'MALE' },
    },
    {
      schemas: ['listUsersQuerySchema'],
      method: 'GET',
      path: '/v1/users',
      actor: 'admin',
      query: { ...page, name: 'ana' },
    },
    {
      schemas: ['listPatientsQuerySchema'],
      method: 'GET',
      path: `/v1/nutritionists/${ids.nutri}/patients`,
      actor: 'nutri',
      query: { ...page, patient_name: 'ana' },
    },
    {
      schemas: ['listMealPlanAdherenceQuerySchema'],
      method: 'GET',
      path: `/v1/nutritionists/${ids.nutri}/meal-plan-adherence`,
      actor: 'nutri',
      query: { ...page, adherence: 'FOLLOWED' },
    },
    {
      schemas: ['updateNutritionistRequestSchema', 'addressInputSchema'],
      method: 'PATCH',
      path: `/v1/nutritionists/${ids.nutri}`,
      actor: 'nutri',
      body: {
        specialization_ids: [1, 4],
        about: 'Nutrição clínica.',
        address: {
          zip_code: '01310100',
          city: 'São Paulo',
          state: 'SP',
          neighborhood: 'Bela Vista',
          street: 'Avenida Paulista',
          number: '1578',
          complement: 'Sala 804',
        },
      },
    },
    {
      schemas: ['createConnectionRequestSchema'],
      method: 'POST',
      path: '/v1/connection-requests',
      actor: 'nutri',
      body: { nutritionist_id: ids.nutri, patient_email: 'fulano@nutri.test' },
    },
    {
      schemas: ['listConnectionRequestsQuerySchema'],
      method: 'GET',
      path: `/v1/nutritionists/${ids.nutri}/connection-requests`,
      actor: 'nutri',
      query: page,
    },
    // An unknown code: a body that passes still finds nothing to accept.
    {
      schemas: ['acceptConnectionRequestSchema'],
      method: 'POST',
      path: `/v1/connection-requests/acceptance-codes/${'c'.repeat(43)}`,
      actor: 'none',
      body: { end_current_follow_up: true },
    },
    {
      schemas: ['listNotificationsQuerySchema'],
      method: 'GET',
      path: '/v1/notifications',
      actor: 'nutri',
      query: { ...page, receiver_id: String(ids.nutri), status: 'UNREAD' },
    },
    {
      schemas: ['markNotificationsReadSchema'],
      method: 'POST',
      path: '/v1/notifications/read',
      actor: 'nutri',
      body: { receiver_id: ids.nutri },
    },
    {
      schemas: ['updateNotificationSchema'],
      method: 'PATCH',
      path: '/v1/notifications/999999',
      actor: 'nutri',
      body: { status: 'READ' },
    },
    {
      schemas: ['mealInputSchema'],
      method: 'POST',
      path: `/v1/users/${ids.patient}/meals`,
      actor: 'patient',
      body: {
        date_time: '2025-03-12T12:00:00-03:00',
        foodstuffs: [{ foodstuff_id: ids.food, quantity: 100 }],
      },
    },
    {
      schemas: ['mealInputSchema'],
      method: 'PUT',
      path: `/v1/users/${ids.patient}/meals/999999`,
      actor: 'patient',
      body: {
        date_time: '2025-03-12T12:00:00-03:00',
        foodstuffs: [{ foodstuff_id: ids.food, quantity: 100 }],
      },
    },
    {
      schemas: ['dailySummaryQuerySchema'],
      method: 'GET',
      path: `/v1/users/${ids.patient}/meals`,
      actor: 'nutri',
      query: { date: '2025-03-12' },
    },
    {
      schemas: ['monthlySummaryQuerySchema'],
      method: 'GET',
      path: `/v1/users/${ids.patient}/meal-reports`,
      actor: 'nutri',
      query: { year_month: '2025-03' },
    },
    {
      schemas: ['listAppointmentsQuerySchema'],
      method: 'GET',
      path: '/v1/appointments',
      actor: 'nutri',
      query: { ...page, nutritionist_id: String(ids.nutri), from: '2030-01-01', to: '2030-02-01' },
    },
    {
      schemas: ['createAppointmentSchema'],
      method: 'POST',
      path: '/v1/appointments',
      actor: 'nutri',
      body: {
        type: 'ONLINE',
        date_time: '2030-01-07T09:00:00',
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
      },
    },
    {
      schemas: ['updateAppointmentSchema'],
      method: 'PATCH',
      path: '/v1/appointments/999999',
      actor: 'nutri',
      body: { date_time: '2030-01-07T10:00:00' },
    },
    {
      schemas: ['availabilityQuerySchema'],
      method: 'GET',
      path: `/v1/nutritionists/${ids.nutri}/availabilities`,
      actor: 'nutri',
      query: { from: '2030-01-01', to: '2030-01-31' },
    },
    {
      schemas: ['weekAvailabilitySchema'],
      method: 'PUT',
      path: `/v1/nutritionists/${ids.nutri}/week-availability`,
      actor: 'nutri',
      body: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] },
    },
    {
      schemas: ['createMealPlanRequestSchema', 'mealPlanPeriodInputSchema', 'mealPlanFoodstuffInputSchema'],
      method: 'POST',
      path: '/v1/meal-plans',
      actor: 'nutri',
      body: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2030-01-07',
        end_date: '2030-04-07',
        meal_periods: [
          {
            period: 'BREAKFAST',
            meal_foodstuffs: [{ foodstuff_id: ids.food, baseline_weight: 100, quantity: 1 }],
          },
        ],
      },
    },
    {
      schemas: ['anthropometricRecordInputSchema'],
      method: 'POST',
      path: `/v1/users/${ids.patient}/anthropometric-records`,
      actor: 'nutri',
      body: { date: '2025-03-01', weight: 70, height: 170, triceps_skinfold: 12, waist_circumference: 80 },
    },
    {
      schemas: ['anthropometricRecordInputSchema'],
      method: 'PUT',
      path: `/v1/users/${ids.patient}/anthropometric-records/999999`,
      actor: 'nutri',
      body: { date: '2025-03-01', weight: 70 },
    },
    {
      schemas: ['anthropometryPreferencesInputSchema'],
      method: 'PUT',
      path: `/v1/users/${ids.patient}/anthropometry-preferences`,
      actor: 'nutri',
      body: { preferred_fat_equation: 'GUEDES' },
    },
    {
      schemas: ['progressQuerySchema'],
      method: 'GET',
      path: `/v1/users/${ids.patient}/progress`,
      actor: 'nutri',
      query: { days: '90' },
    },
    {
      schemas: ['updateMealPlanRequestSchema'],
      method: 'PUT',
      path: '/v1/meal-plans/999999',
      actor: 'nutri',
      body: {
        patient_id: ids.patient,
        status: 'ACTIVE',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [{ foodstuff_id: ids.food, baseline_weight: 100, quantity: 2 }],
          },
        ],
      },
    },
  ];
}

// ── What the fuzz sends ───────────────────────────────────────────────────────────────────────────────

const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\u007f',
    '\u0008',
    '\ud800',
    '\udfff',
    '%00',
    '',
    ' ',
    '\n',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 9_007_199_254_740_992, 1e308, -1e308, 0, -1, 0.5, 1e-9),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyText, nastyNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 2 }),
);
/** Path ids and query values are text on the wire. */
const nastyParam = fc.oneof(
  nastyText,
  fc.constantFrom(
    '2147483648',
    '-1',
    '0',
    '1e3',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    '٣',
    '99999999999999999999',
  ),
);

/** Every key path of a body, nested objects and arrays included. */
function keyPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...keyPaths(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...keyPaths(item, [...prefix, key]),
    ]);
  return [];
}

function mutate(body: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

interface Attempt {
  path: string;
  query: string;
  body?: string;
}

function attemptsFor(target: Target): fc.Arbitrary<Attempt> {
  const placeholders = target.path.split('/').map((part, index) => ({ part, index }));
  const numericSegments = placeholders.filter(({ part }) => /^\d+$/.test(part)).map(({ index }) => index);
  const pathArb: fc.Arbitrary<string> =
    numericSegments.length === 0
      ? fc.constant(target.path)
      : fc.option(fc.tuple(fc.constantFrom(...numericSegments), nastyParam), { freq: 3 }).map((choice) => {
          if (!choice) return target.path;
          const parts = target.path.split('/');
          parts[choice[0]] = encodeURIComponent(choice[1]);
          return parts.join('/');
        });

  const validQuery = new URLSearchParams(target.query ?? {}).toString();
  const queryKeys = Object.keys(target.query ?? {});
  const queryArb: fc.Arbitrary<string> = fc.oneof(
    fc.constant(validQuery),
    // One parameter replaced or dropped; sometimes raw, unencoded percent sequences.
    fc
      .tuple(fc.constantFrom(...queryKeys, 'extra'), nastyParam, fc.boolean(), fc.boolean())
      .map(([key, value, drop, raw]) => {
        const params = new URLSearchParams(target.query ?? {});
        if (drop) params.delete(key);
        else params.set(key, value);
        return raw ? `${params.toString()}&${key}=${value.replaceAll('&', '')}` : params.toString();
      }),
  );

  let bodyArb: fc.Arbitrary<string | undefined> = fc.constant(undefined);
  if (target.body) {
    const paths = keyPaths(target.body);
    bodyArb = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(fc.constantFrom(...paths), nastyValue, fc.nat(9))
          .map(([path, value, dice]) => JSON.stringify(mutate(target.body, path, value, dice < 3))),
      },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '"texto"', '{"a":1}{', '\u0000') },
    );
  }
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb });
}

/**
 * What the database holds, in brief: each table's row count and newest row version (xmin). Any committed
 * insert, update or delete in this database changes it. (The next transaction id would be simpler, but on
 * a PostgreSQL server it is shared by every database, and tests running beside this one move it.)
 */
let fingerprintQuery: ReturnType<typeof sql.raw> | undefined;
async function contentsFingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const tables = await selectRows(
      api.database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      z.object({ name: z.string() }),
    );
    const perTable = tables.map(
      ({ name }) =>
        `(select count(*)::text || '@' || coalesce(max(xmin::text::bigint), 0)::text from "${name.replaceAll('"', '""')}")`,
    );
    fingerprintQuery = sql.raw(`select concat_ws(',', ${perTable.join(', ')}) as fingerprint`);
  }
  const [row] = await selectRows(api.database.db, fingerprintQuery, z.object({ fingerprint: z.string() }));
  return row!.fingerprint;
}

beforeAll(async () => {
  api = await createTestApi(
    {
      // The fuzz sends many failed sign-ins and recovery requests from one address.
      LOGIN_MAX_FAILURES: '100000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      PASSWORD_RESET_MAX_PER_HOUR: '100000',
      REGISTRATION_MAX_PER_HOUR: '100000',
    },
    () => FUZZ_NOW,
  );
  ids.admin = await api.createUser({ email: 'admin@fuzz.test', role: 'ROLE_ADMIN' });
  ids.nutri = await api.createUser({ email: 'nutri@fuzz.test', role: 'ROLE_NUTRITIONIST' });
  ids.patient = await api.createUser({
    email: 'paciente@fuzz.test',
    role: 'ROLE_USER',
    nutritionistId: ids.nutri,
  });
  tokens = {
    admin: await api.signIn('admin@fuzz.test', 'Senha1234'),
    nutri: await api.signIn('nutri@fuzz.test', 'Senha1234'),
    patient: await api.signIn('paciente@fuzz.test', 'Senha1234'),
  };
  const brand = await api.request('/v1/brands', {
    method: 'POST',
    token: tokens.admin,
    json: { name: 'Marca Base' },
  });
  ids.brand = ((await brand.json()) as { id: number }).id;
  const food = await api.request('/v1/foodstuffs', {
    method: 'POST',
    token: tokens.admin,
    json: {
      name: 'Arroz',
      group: 'GRAINS',
      unit_of_measurement: 'GRAMS',
      baseline_weight: 100,
      nutrition_information: { calories: 1, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
    },
  });
  ids.food = ((await food.json()) as { id: number }).id;
});
afterAll(() => api.close());

describe('fuzzing every request of the contract', () => {
  it('every request schema of the contract has a fuzz target', () => {
    const covered = new Set(targets().flatMap((target) => target.schemas));
    const missing = requestSchemaNames.filter((name) => !covered.has(name) && !PARTS.has(name));
    expect(missing, 'request schemas without a target in tests/api/contract-fuzz.test.ts').toEqual([]);
  });

  it('notices a write, so a quiet fingerprint means nothing was written', async () => {
    const before = await contentsFingerprint();
    expect(await contentsFingerprint()).toBe(before);
    const created = await api.request('/v1/brands', {
      method: 'POST',
      token: tokens.admin,
      json: { name: 'Marca Nova' },
    });
    expect(created.status).toBe(201);
    const afterInsert = await contentsFingerprint();
    expect(afterInsert).not.toBe(before);
    const renamed = await api.request(`/v1/foodstuffs/${ids.food}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { name: 'Arroz Branco' },
    });
    expect(renamed.status).toBe(200);
    expect(await contentsFingerprint()).not.toBe(afterInsert);
  });

  it('answers no 5xx, and writes nothing on a 4xx', async () => {
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(attemptsFor(target), async (attempt) => {
          const headers = new Headers();
          const token = target.actor === 'none' ? undefined : tokens[target.actor];
          if (token) headers.set('Authorization', `Bearer ${token}`);
          if (attempt.body !== undefined) headers.set('Content-Type', 'application/json');
          // Work the API left for after an earlier answer (e-mails) is done before counting.
          await api.request('/health');
          const before = await contentsFingerprint();
          const url = `${attempt.path}${attempt.query ? `?${attempt.query}` : ''}`;
          const response = await api.app.request(url, { method: target.method, headers, body: attempt.body });
          const text = await response.text();
          const where = `${target.method} ${url} ${attempt.body ?? ''} → ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400)
            expect(await contentsFingerprint(), `wrote on a 4xx: ${where}`).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });
});
