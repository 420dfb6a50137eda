// Who reaches the practice's money: every route of it (the route table's 'Money' entries, those the portal's
// proxy forwards and those it does not: the PDF, the CSV) tried by each of the cast. Only the nutritionist
// reaches her money; administrators none of it; the patient it is about is told 403, but reads her own
// receipts; anyone else 404. And every read and change leaves its line in the patient's access trail.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge } from '@/lib/api/contract';
import { operations } from '@/lib/api/contract/operations';
import { addDaysToDate, getWeekdayOf } from '@/lib/rules/calendar';
import { accessTrail } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { type CareTeam, createCareTeam } from './helpers/care-team';
import { CPFS, PRICES, type Practice, setUpPractice } from './helpers/practice';

const NOW = new Date('2026-11-04T07:00:00-03:00');
const ACTORS = ['anonymous', 'admin', 'nutri', 'nutri2', 'patient', 'other'] as const;
type Actor = (typeof ACTORS)[number];

let api: TestApi;
let team: CareTeam;
let practice: Practice;
let slot = 0;
let packageId = 0;

/** A fresh appointment with nutri (of her patient unless another is named), each in its own weekday hour. */
async function appointment(patientId = team.ids.patient): Promise<number> {
  let day = '2026-11-05';
  for (let index = 0; index <= Math.floor(slot / 10); index += 1) {
    if (index > 0) day = addDaysToDate(day, 1);
    while ([0, 6].includes(getWeekdayOf(day))) day = addDaysToDate(day, 1);
  }
  const hour = String(8 + (slot % 10)).padStart(2, '0');
  slot += 1;
  return practice.book(`${day}T${hour}:00:00`, 'ON_SITE', patientId);
}
const PAYMENT = { amount_cents: 1_000, paid_on: '2026-11-04', method: 'PIX', payer_cpf: CPFS.payer };
async function payment(): Promise<number> {
  return (await practice.pay(await appointment(), PAYMENT)).payments[0]!.id;
}
async function receipt(): Promise<number> {
  return (await practice.issue(await payment())).id;
}
async function patientPackage(): Promise<number> {
  const sold = await practice.call<Charge>(
    `/v1/users/${team.ids.patient}/packages`,
    { method: 'POST', json: { package_id: packageId, sold_on: '2026-11-04' } },
    201,
  );
  return sold.id;
}

interface Call {
  path: string;
  json?: unknown;
}
/** The same status for the four who are not hers, then hers. */
const hers = (ok: number, patient = 403): Record<Actor, number> => ({
  anonymous: 401,
  admin: 404,
  nutri2: 404,
  other: 404,
  nutri: ok,
  patient,
});

const MATRIX: Record<string, { call: () => Promise<Call> | Call; status: Record<Actor, number> }> = {
  'GET /v1/nutritionists/:id/prices': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/prices` }),
    status: hers(200, 404),
  },
  'PUT /v1/nutritionists/:id/prices': {
    call: () => ({
      path: `/v1/nutritionists/${team.ids.nutri}/prices`,
      json: { prices: [{ type: 'ON_SITE', amount_cents: PRICES.ON_SITE }] },
    }),
    status: hers(200, 404),
  },
  'GET /v1/nutritionists/:id/packages': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/packages` }),
    status: hers(200, 404),
  },
  'POST /v1/nutritionists/:id/packages': {
    call: () => ({
      path: `/v1/nutritionists/${team.ids.nutri}/packages`,
      json: { name: 'Pacote 3 consultas', consultations: 3, amount_cents: 50_000 },
    }),
    status: hers(201, 404),
  },
  'PATCH /v1/nutritionists/:id/packages/:packageId': {
    call: () => ({
      path: `/v1/nutritionists/${team.ids.nutri}/packages/${packageId}`,
      json: { name: 'Pacote 4' },
    }),
    status: hers(200, 404),
  },
  'GET /v1/nutritionists/:id/receipt-issuer': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/receipt-issuer` }),
    status: hers(200, 404),
  },
  'PUT /v1/nutritionists/:id/receipt-issuer': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/receipt-issuer`, json: { cpf: CPFS.nutri } }),
    status: hers(200, 404),
  },
  'GET /v1/users/:id/charges': {
    call: () => ({ path: `/v1/users/${team.ids.patient}/charges` }),
    status: hers(200),
  },
  'POST /v1/users/:id/packages': {
    call: () => ({
      path: `/v1/users/${team.ids.patient}/packages`,
      json: { package_id: packageId, sold_on: '2026-11-04' },
    }),
    status: hers(201),
  },
  'GET /v1/users/:id/receipts': {
    call: () => ({ path: `/v1/users/${team.ids.patient}/receipts` }),
    status: hers(200, 200),
  },
  'GET /v1/appointments/:id/charge': {
    call: async () => ({ path: `/v1/appointments/${await appointment()}/charge` }),
    status: hers(200),
  },
  'PATCH /v1/appointments/:id/charge': {
    call: async () => ({
      path: `/v1/appointments/${await appointment()}/charge`,
      json: { amount_cents: 18_000 },
    }),
    status: hers(200),
  },
  'POST /v1/appointments/:id/payments': {
    call: async () => ({ path: `/v1/appointments/${await appointment()}/payments`, json: PAYMENT }),
    status: hers(201),
  },
  'PATCH /v1/patient-packages/:id': {
    call: async () => ({
      path: `/v1/patient-packages/${await patientPackage()}`,
      json: { amount_cents: 60_000 },
    }),
    status: hers(200),
  },
  'POST /v1/patient-packages/:id/payments': {
    call: async () => ({ path: `/v1/patient-packages/${await patientPackage()}/payments`, json: PAYMENT }),
    status: hers(201),
  },
  'POST /v1/payments/:id/reversal': {
    call: async () => ({ path: `/v1/payments/${await payment()}/reversal`, json: { reason: 'Estorno' } }),
    status: hers(200),
  },
  'POST /v1/payments/:id/receipts': {
    call: async () => ({ path: `/v1/payments/${await payment()}/receipts` }),
    status: hers(201),
  },
  'GET /v1/receipts/:id': {
    call: async () => ({ path: `/v1/receipts/${await receipt()}` }),
    status: hers(200, 200),
  },
  'GET /v1/receipts/:id/pdf': {
    call: async () => ({ path: `/v1/receipts/${await receipt()}/pdf` }),
    status: hers(200, 200),
  },
  'POST /v1/receipts/:id/email': {
    call: async () => ({ path: `/v1/receipts/${await receipt()}/email`, json: { email: 'mae@exemplo.com' } }),
    status: hers(202),
  },
  'POST /v1/receipts/:id/cancellation': {
    call: async () => ({ path: `/v1/receipts/${await receipt()}/cancellation`, json: { reason: 'Erro' } }),
    status: hers(200),
  },
  'GET /v1/nutritionists/:id/receipts': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/receipts` }),
    status: hers(200, 404),
  },
  'GET /v1/nutritionists/:id/finance': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/finance?year_month=2026-11` }),
    status: hers(200, 404),
  },
  'GET /v1/nutritionists/:id/finance/pending': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/finance/pending` }),
    status: hers(200, 404),
  },
  'GET /v1/nutritionists/:id/finance/received.csv': {
    call: () => ({ path: `/v1/nutritionists/${team.ids.nutri}/finance/received.csv?year_month=2026-11` }),
    status: hers(200, 404),
  },
};

let requests = 0;
async function callAs(actor: Actor, method: string, call: Call, requestId = `money-${++requests}`) {
  const answer = await api.request(call.path, {
    method,
    token: actor === 'anonymous' ? undefined : team.tokens[actor],
    json: call.json,
    headers: { 'X-Request-Id': requestId },
  });
  return { status: answer.status, requestId };
}

async function trailOf(requestId: string) {
  const rows = await api.database.db
    .select()
    .from(accessTrail)
    .where(eq(accessTrail.requestId, requestId))
    .orderBy(asc(accessTrail.patientId));
  return rows.map((row) => ({
    patient: row.patientId,
    actor: row.actorId,
    role: row.actorRole,
    resource: row.resource,
    action: row.action,
    outcome: row.outcome,
  }));
}

beforeAll(async () => {
  api = await createTestApi({}, () => NOW);
  team = await createCareTeam(api);
  practice = await setUpPractice(api, {
    nutritionistId: team.ids.nutri,
    token: team.tokens.nutri,
    patientId: team.ids.patient,
  });
  packageId = (
    await practice.call<{ id: number }>(
      `/v1/nutritionists/${team.ids.nutri}/packages`,
      { method: 'POST', json: { name: 'Pacote 4 consultas', consultations: 4, amount_cents: 70_000 } },
      201,
    )
  ).id;
});
afterAll(() => api.close());

describe('who reaches the practice’s money', () => {
  it('has a row for every money route of the route table, and none for another', () => {
    const money = operations
      .filter((operation) => operation.tag === 'Money')
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(Object.keys(MATRIX).sort()).toEqual(money.sort());
  });

  it('each route × each of the cast: hers alone, the patient 403 but for her receipts, anyone else 404', async () => {
    const mismatches: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      const method = key.split(' ')[0]!;
      for (const actor of ACTORS) {
        const { status } = await callAs(actor, method, await row.call());
        if (status !== row.status[actor])
          mismatches.push(`${key} as ${actor}: expected ${row.status[actor]}, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the access trail of her money', () => {
  it('records a read of a charge as hers, and a probe by another nutritionist or an administrator as refused', async () => {
    const path = `/v1/appointments/${await appointment()}/charge`;
    const line = { patient: team.ids.patient, resource: 'PAYMENTS', action: 'READ' };
    expect(await trailOf((await callAs('nutri', 'GET', { path })).requestId)).toEqual([
      { ...line, actor: team.ids.nutri, role: 'NUTRITIONIST', outcome: 'ALLOWED' },
    ]);
    expect(await trailOf((await callAs('nutri2', 'GET', { path })).requestId)).toEqual([
      { ...line, actor: team.ids.nutri2, role: 'NUTRITIONIST', outcome: 'REFUSED' },
    ]);
    expect(await trailOf((await callAs('admin', 'GET', { path })).requestId)).toEqual([
      { ...line, actor: team.ids.admin, role: 'ADMIN', outcome: 'REFUSED' },
    ]);
  });

  it('records each change: a payment, a reversal, a receipt issued and cancelled', async () => {
    const id = await appointment();
    const paid = await callAs('nutri', 'POST', { path: `/v1/appointments/${id}/payments`, json: PAYMENT });
    expect(await trailOf(paid.requestId)).toEqual([
      expect.objectContaining({
        patient: team.ids.patient,
        resource: 'PAYMENTS',
        action: 'CREATE',
        outcome: 'ALLOWED',
      }),
    ]);
    const paymentId = (await practice.charge(id)).payments[0]!.id;
    const issued = await callAs('nutri', 'POST', { path: `/v1/payments/${paymentId}/receipts` });
    expect(await trailOf(issued.requestId)).toEqual([
      expect.objectContaining({ resource: 'RECEIPTS', action: 'CREATE', outcome: 'ALLOWED' }),
    ]);
    const reversed = await callAs('nutri', 'POST', {
      path: `/v1/payments/${paymentId}/reversal`,
      json: { reason: 'Estorno' },
    });
    expect(await trailOf(reversed.requestId)).toEqual([
      expect.objectContaining({ resource: 'PAYMENTS', action: 'UPDATE', outcome: 'ALLOWED' }),
    ]);
  });

  it('records the patient reading her own receipt as the patient', async () => {
    const id = await receipt();
    const read = await callAs('patient', 'GET', { path: `/v1/receipts/${id}/pdf` });
    expect(await trailOf(read.requestId)).toEqual([
      {
        patient: team.ids.patient,
        actor: team.ids.patient,
        role: 'PATIENT',
        resource: 'RECEIPTS',
        action: 'READ',
        outcome: 'ALLOWED',
      },
    ]);
  });

  it('records a list of her money on every patient it names, and nothing when refused', async () => {
    const second = await api.createUser({
      email: 'p2@t.test',
      role: 'ROLE_USER',
      nutritionistId: team.ids.nutri,
    });
    const id = await appointment(second);
    await practice.pay(id, PAYMENT);
    for (const path of [
      `/v1/nutritionists/${team.ids.nutri}/finance?year_month=2026-11`,
      `/v1/nutritionists/${team.ids.nutri}/finance/received.csv?year_month=2026-11`,
      `/v1/nutritionists/${team.ids.nutri}/finance/pending`,
    ]) {
      const listed = await callAs('nutri', 'GET', { path });
      const rows = await trailOf(listed.requestId);
      expect(
        rows.map((row) => [row.patient, row.resource, row.outcome]),
        path,
      ).toEqual(
        path.includes('pending')
          ? // What is owed of what has happened: her packages sold today; the second's consultation is to come.
            [[team.ids.patient, 'PAYMENTS', 'ALLOWED']]
          : [
              [team.ids.patient, 'PAYMENTS', 'ALLOWED'],
              [second, 'PAYMENTS', 'ALLOWED'],
            ],
      );
      const probed = await callAs('nutri2', 'GET', { path });
      expect(probed.status).toBe(404);
      expect(await trailOf(probed.requestId)).toEqual([]);
    }
    const receipts = await callAs('nutri', 'GET', { path: `/v1/nutritionists/${team.ids.nutri}/receipts` });
    expect(await trailOf(receipts.requestId)).toEqual([
      expect.objectContaining({ patient: team.ids.patient, resource: 'RECEIPTS', action: 'READ' }),
    ]);
    expect(
      await api.database.db
        .select()
        .from(accessTrail)
        .where(and(eq(accessTrail.patientId, second), eq(accessTrail.resource, 'RECEIPTS'))),
    ).toEqual([]);
  });
});
