// The month of the practice, read against what was entered: charged, received, pending and waived, by
// method and by type; the debts with their age; the CSV of what was received. An October consultation is
// booked on 14 October; the rest on Wednesday 4 November 2026 at 07:00, the clock of every later call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Charge, financeMonthSchema, pendingChargePageSchema } from '@/lib/api/contract';
import { payments } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { type CareTeam, createCareTeam } from './helpers/care-team';
import { CPFS, type Practice, setUpPractice } from './helpers/practice';

const OCTOBER = new Date('2026-10-14T07:00:00-03:00');
const NOW = new Date('2026-11-04T07:00:00-03:00');
let now = OCTOBER;

let api: TestApi;
let team: CareTeam;
let practice: Practice;
let token = '';

const ids: Record<string, number> = {};

const pay = (amount_cents: number, method: string, extra: Record<string, unknown> = {}) => ({
  amount_cents,
  paid_on: '2026-11-04',
  method,
  payer_cpf: CPFS.payer,
  ...extra,
});

beforeAll(async () => {
  api = await createTestApi({}, () => now);
  team = await createCareTeam(api, { nutriName: 'Lia Conceição' });
  token = team.tokens.nutri;
  practice = await setUpPractice(api, {
    nutritionistId: team.ids.nutri,
    token: () => token,
    patientId: team.ids.patient,
  });
  // October: a consultation never paid.
  ids.october = await practice.book('2026-10-14T08:00:00');
  now = NOW;
  token = await api.signIn('n@t.test', 'Senha1234');

  ids.pix = await practice.book('2026-11-04T08:00:00');
  await practice.pay(ids.pix, pay(20_000, 'PIX'));
  ids.card = await practice.book('2026-11-04T09:00:00', 'ONLINE');
  await practice.pay(ids.card, pay(15_000, 'CREDIT_CARD', { instalments: 2, payer_name: 'Márcia Souza' }));
  ids.waived = await practice.book('2026-11-04T10:00:00');
  await practice.call(
    `/v1/appointments/${ids.waived}/charge`,
    { method: 'PATCH', json: { waived: true, reason: 'Cortesia' } },
    200,
  );
  ids.partial = await practice.book('2026-11-04T11:00:00');
  await practice.pay(ids.partial, pay(5_000, 'CASH'));
  // Tomorrow's, paid in part in October: received then, owed now.
  ids.tomorrow = await practice.book('2026-11-05T08:00:00', 'ONLINE');
  await practice.pay(ids.tomorrow, pay(5_000, 'PIX', { paid_on: '2026-10-30' }));
  ids.reversed = await practice.book('2026-11-04T13:00:00');
  const reversed = await practice.pay(ids.reversed, pay(20_000, 'PIX'));
  await practice.call(
    `/v1/payments/${reversed.payments[0]!.id}/reversal`,
    { method: 'POST', json: { reason: 'Pix devolvido' } },
    200,
  );
  const offered = await practice.call<{ id: number }>(
    `/v1/nutritionists/${team.ids.nutri}/packages`,
    { method: 'POST', json: { name: 'Pacote 4 consultas', consultations: 4, amount_cents: 70_000 } },
    201,
  );
  const sold = await practice.call<Charge>(
    `/v1/users/${team.ids.patient}/packages`,
    { method: 'POST', json: { package_id: offered.id, sold_on: '2026-11-03' } },
    201,
  );
  ids.package = sold.id;
  await practice.call(
    `/v1/patient-packages/${sold.id}/payments`,
    { method: 'POST', json: pay(35_000, 'TRANSFER', { paid_on: '2026-11-03' }) },
    201,
  );
});
afterAll(() => api.close());

describe('the month', () => {
  it('GET /v1/nutritionists/{id}/finance – November’s totals, as entered', async () => {
    const month = financeMonthSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance?year_month=2026-11`, {}, 200),
    );
    expect(month).toMatchObject({
      year_month: '2026-11',
      // 200 + 150 + 200 (part paid) + 150 (tomorrow's) + 200 (reversed) + 700 (package); the waived apart.
      charged_cents: 160_000,
      // Dated in November and standing: Pix 200, card 150, cash 50, transfer 350.
      received_cents: 75_000,
      // 150 + 100 + 200 + 350
      pending_cents: 80_000,
      waived_cents: 20_000,
      unpriced_count: 0,
    });
    expect(month.by_method).toEqual([
      { method: 'PIX', received_cents: 20_000, count: 1 },
      { method: 'CASH', received_cents: 5_000, count: 1 },
      { method: 'DEBIT_CARD', received_cents: 0, count: 0 },
      { method: 'CREDIT_CARD', received_cents: 15_000, count: 1 },
      { method: 'TRANSFER', received_cents: 35_000, count: 1 },
      { method: 'HEALTH_PLAN', received_cents: 0, count: 0 },
    ]);
    expect(month.by_type).toEqual([
      {
        type: 'ON_SITE',
        count: 4,
        charged_cents: 60_000,
        received_cents: 25_000,
        pending_cents: 35_000,
        waived_cents: 20_000,
      },
      {
        type: 'ONLINE',
        count: 2,
        charged_cents: 30_000,
        received_cents: 15_000,
        pending_cents: 10_000,
        waived_cents: 0,
      },
      {
        type: 'PACKAGE',
        count: 1,
        charged_cents: 70_000,
        received_cents: 35_000,
        pending_cents: 35_000,
        waived_cents: 0,
      },
    ]);
    expect(
      month.charges.map((line) => [line.service_date, line.kind, line.status, line.balance_cents]),
    ).toEqual([
      ['2026-11-03', 'PACKAGE', 'PARTIAL', 35_000],
      ['2026-11-04', 'APPOINTMENT', 'PAID', 0],
      ['2026-11-04', 'APPOINTMENT', 'PAID', 0],
      ['2026-11-04', 'APPOINTMENT', 'WAIVED', 0],
      ['2026-11-04', 'APPOINTMENT', 'PARTIAL', 15_000],
      ['2026-11-04', 'APPOINTMENT', 'REVERSED', 20_000],
      ['2026-11-05', 'APPOINTMENT', 'PARTIAL', 10_000],
    ]);
    // The figures add up: what was charged is what was received for it, plus what is pending.
    expect(month.by_type.reduce((sum, type) => sum + type.charged_cents, 0)).toBe(month.charged_cents);
    expect(month.by_method.reduce((sum, method) => sum + method.received_cents, 0)).toBe(
      month.received_cents,
    );
  });

  it('counts a payment in the month it was received: October holds its own debt and November’s advance', async () => {
    const month = financeMonthSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance?year_month=2026-10`, {}, 200),
    );
    expect(month).toMatchObject({
      charged_cents: 20_000,
      received_cents: 5_000,
      pending_cents: 20_000,
      waived_cents: 0,
    });
    expect(month.by_type.find((type) => type.type === 'ONLINE')).toMatchObject({
      count: 0,
      received_cents: 5_000,
    });
  });

  it('counts the consultations without a price apart, in no total', async () => {
    await practice.call(
      `/v1/nutritionists/${team.ids.nutri}/prices`,
      { method: 'PUT', json: { prices: [{ type: 'ONLINE', amount_cents: null }] } },
      200,
    );
    await practice.book('2026-12-01T08:00:00', 'ONLINE');
    const month = financeMonthSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance?year_month=2026-12`, {}, 200),
    );
    expect(month).toMatchObject({ charged_cents: 0, pending_cents: 0, unpriced_count: 1 });
    expect(month.charges[0]).toMatchObject({ amount_cents: null, status: null });
  });

  it('refuses a month that is no month (400)', async () => {
    await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance?year_month=2026-13`, {}, 400);
    await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance`, {}, 400);
  });
});

describe('the debts', () => {
  it('GET /v1/nutritionists/{id}/finance/pending – what is owed of what has happened, the oldest first, with its age', async () => {
    const pending = pendingChargePageSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance/pending`, {}, 200),
    );
    expect(
      pending.content.map((line) => [
        line.kind,
        line.id,
        line.service_date,
        line.balance_cents,
        line.age_days,
      ]),
    ).toEqual([
      ['APPOINTMENT', ids.october, '2026-10-14', 20_000, 21],
      ['PACKAGE', ids.package, '2026-11-03', 35_000, 1],
      ['APPOINTMENT', ids.partial, '2026-11-04', 15_000, 0],
      ['APPOINTMENT', ids.reversed, '2026-11-04', 20_000, 0],
    ]);
    expect(pending.content[0]!.patient).toEqual({ id: team.ids.patient, name: 'p' });
    expect(pending).toMatchObject({ total_elements: 4, total_pages: 1, balance_cents: 90_000 });
    const second = pendingChargePageSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/finance/pending?page=1&size=3`, {}, 200),
    );
    expect(second).toMatchObject({ total_elements: 4, total_pages: 2, balance_cents: 90_000 });
    expect(second.content.map((line) => line.id)).toEqual([ids.reversed]);
  });
});

describe('the CSV for the Carnê-Leão', () => {
  it('GET /v1/nutritionists/{id}/finance/received.csv – a line for each payment received in the month', async () => {
    const answer = await api.request(
      `/v1/nutritionists/${team.ids.nutri}/finance/received.csv?year_month=2026-11`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="recebimentos-2026-11.csv"');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // UTF-8 with its byte-order mark, so a spreadsheet reads the accents.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines).toEqual([
      'Data;CPF do pagador;Nome do pagador;Valor (R$);Forma de pagamento;Paciente',
      '03/11/2026;529.982.247-25;p;350,00;Transferência bancária;p',
      '04/11/2026;529.982.247-25;p;200,00;Pix;p',
      '04/11/2026;529.982.247-25;Márcia Souza;150,00;Cartão de crédito em 2 parcelas;p',
      '04/11/2026;529.982.247-25;p;50,00;Dinheiro;p',
      '',
    ]);
  });

  it('holds October’s advance in October’s file, and writes a formula as text', async () => {
    // A payer whose name a spreadsheet would run: it must stay text.
    await api.database.db
      .update(payments)
      .set({ payerName: '=HYPERLINK("x")' })
      .where(eq(payments.paidOn, '2026-10-30'));
    const answer = await api.request(
      `/v1/nutritionists/${team.ids.nutri}/finance/received.csv?year_month=2026-10`,
      { token },
    );
    const lines = (await answer.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(1)).toEqual(['30/10/2026;529.982.247-25;"\'=HYPERLINK(""x"")";50,00;Pix;p', '']);
  });
});
