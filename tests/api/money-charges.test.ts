// The practice's charges: her prices, what each appointment costs, payments and their statuses (pendente,
// pago, parcial, isento, estornado), packages, reversals, and the bad input that changes nothing. The API's
// clock starts on Wednesday 4 November 2026, 07:00 in São Paulo; she works weekdays 08:00–18:00.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Charge,
  chargePageSchema,
  chargeSchema,
  consultationPackageSchema,
  consultationPricesSchema,
} from '@/lib/api/contract';
import { patientContacts, payments } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { type CareTeam, createCareTeam } from './helpers/care-team';
import { CPFS, PRICES, type Practice, setUpPractice } from './helpers/practice';

const NOW = new Date('2026-11-04T07:00:00-03:00');
let now = NOW;

let api: TestApi;
let team: CareTeam;
let practice: Practice;

const pix = (amount_cents: number, extra: Record<string, unknown> = {}) => ({
  amount_cents,
  paid_on: '2026-11-04',
  method: 'PIX',
  payer_cpf: CPFS.payer,
  ...extra,
});

async function paymentsOf(appointmentId: number): Promise<number> {
  const [row] = await api.database.db
    .select({ value: count() })
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId));
  return row?.value ?? 0;
}

beforeAll(async () => {
  api = await createTestApi({}, () => now);
  team = await createCareTeam(api, { nutriName: 'Lia Conceição' });
  practice = await setUpPractice(api, {
    nutritionistId: team.ids.nutri,
    token: team.tokens.nutri,
    patientId: team.ids.patient,
  });
});
afterAll(() => api.close());

describe('her prices', () => {
  it('GET /v1/nutritionists/{id}/prices – a price for each kind of consultation, since when', async () => {
    const prices = consultationPricesSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/prices`, {}, 200),
    );
    expect(prices.prices).toEqual([
      { type: 'ON_SITE', amount_cents: PRICES.ON_SITE, since: NOW.toISOString() },
      { type: 'ONLINE', amount_cents: PRICES.ONLINE, since: NOW.toISOString() },
    ]);
  });

  it('PUT /v1/nutritionists/{id}/prices – 400 for a price out of bounds or a type twice, changing nothing', async () => {
    const path = `/v1/nutritionists/${team.ids.nutri}/prices`;
    for (const amount_cents of [-100, 0, 10_000_001]) {
      const refused = await practice.call<{ code: string }>(
        path,
        { method: 'PUT', json: { prices: [{ type: 'ONLINE', amount_cents }] } },
        400,
      );
      expect(refused.code).toBe('AMOUNT_OUT_OF_RANGE');
    }
    await practice.call(
      path,
      {
        method: 'PUT',
        json: {
          prices: [
            { type: 'ONLINE', amount_cents: 1 },
            { type: 'ONLINE', amount_cents: 2 },
          ],
        },
      },
      400,
    );
    const prices = consultationPricesSchema.parse(await practice.call(path, {}, 200));
    expect(prices.prices.map((price) => price.amount_cents)).toEqual([PRICES.ON_SITE, PRICES.ONLINE]);
  });

  it('charges a consultation the price in force when it starts: a new price leaves one begun before it', async () => {
    const held = await practice.book('2026-11-04T08:00:00');
    const ahead = await practice.book('2026-11-12T08:00:00');
    // An hour after the first began, she raises her price.
    now = new Date('2026-11-04T09:00:00-03:00');
    try {
      await practice.call(
        `/v1/nutritionists/${team.ids.nutri}/prices`,
        { method: 'PUT', json: { prices: [{ type: 'ON_SITE', amount_cents: 25_000 }] } },
        200,
      );
      expect((await practice.charge(held)).amount_cents).toBe(20_000);
      expect(await practice.charge(ahead)).toMatchObject({
        amount_cents: 25_000,
        price_origin: 'PRICE_LIST',
      });
      await practice.call(
        `/v1/nutritionists/${team.ids.nutri}/prices`,
        { method: 'PUT', json: { prices: [{ type: 'ON_SITE', amount_cents: PRICES.ON_SITE }] } },
        200,
      );
    } finally {
      now = NOW;
    }
  });
});

describe('an appointment’s charge and its payments', () => {
  it('GET /v1/appointments/{id}/charge – pendente at her price, nothing paid', async () => {
    const id = await practice.book('2026-11-06T08:00:00');
    const charge = await practice.charge(id);
    expect(charge).toMatchObject({
      kind: 'APPOINTMENT',
      id,
      patient: { id: team.ids.patient },
      appointment: { type: 'ON_SITE', status: 'CONFIRMED' },
      service_date: '2026-11-06',
      amount_cents: PRICES.ON_SITE,
      price_origin: 'PRICE_LIST',
      list_price_cents: PRICES.ON_SITE,
      paid_cents: 0,
      balance_cents: PRICES.ON_SITE,
      credit_cents: 0,
      status: 'PENDING',
      waiver: null,
      payments: [],
    });
  });

  it('POST /v1/appointments/{id}/payments – paid by Pix in full: pago; the payer is the patient, with her CPF', async () => {
    await api.database.db.insert(patientContacts).values({ patientId: team.ids.patient, cpf: '52998224725' });
    const id = await practice.book('2026-11-06T09:00:00');
    const charge = await practice.pay(id, {
      amount_cents: PRICES.ON_SITE,
      paid_on: '2026-11-04',
      method: 'PIX',
    });
    expect(charge).toMatchObject({ status: 'PAID', paid_cents: PRICES.ON_SITE, balance_cents: 0 });
    expect(charge.payments).toEqual([
      expect.objectContaining({
        amount_cents: PRICES.ON_SITE,
        paid_on: '2026-11-04',
        method: 'PIX',
        instalments: null,
        payer: { name: 'p', cpf: '52998224725' },
        as_credit: false,
        reversal: null,
        receipts: [],
      }),
    ]);
  });

  it('POST /v1/appointments/{id}/payments – in two credit card instalments, by someone else: pago', async () => {
    const id = await practice.book('2026-11-06T10:00:00', 'ONLINE');
    const charge = await practice.pay(id, {
      amount_cents: PRICES.ONLINE,
      paid_on: '2026-11-03',
      method: 'CREDIT_CARD',
      instalments: 2,
      payer_name: 'Márcia Souza',
      payer_cpf: CPFS.other,
      note: 'Mãe da paciente',
    });
    expect(charge.status).toBe('PAID');
    expect(charge.payments[0]).toMatchObject({
      method: 'CREDIT_CARD',
      instalments: 2,
      note: 'Mãe da paciente',
      payer: { name: 'Márcia Souza', cpf: '12345678909' },
    });
  });

  it('parcial, then a payment beyond the balance: 400 until confirmed as credit, then pago with the credit', async () => {
    const id = await practice.book('2026-11-06T11:00:00');
    expect((await practice.pay(id, pix(5_000))).status).toBe('PARTIAL');
    const refused = await api.request(`/v1/appointments/${id}/payments`, {
      method: 'POST',
      token: team.tokens.nutri,
      json: pix(20_000),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'OVERPAYMENT_NOT_CONFIRMED' });
    expect(await paymentsOf(id)).toBe(1);
    const charge = await practice.pay(id, pix(20_000, { as_credit: true }));
    expect(charge).toMatchObject({
      status: 'PAID',
      paid_cents: 25_000,
      balance_cents: 0,
      credit_cents: 5_000,
    });
    expect(charge.payments.map((payment) => payment.as_credit)).toEqual([false, true]);
  });

  it('PATCH /v1/appointments/{id}/charge – isento with a reason: takes no payment, and back again', async () => {
    const id = await practice.book('2026-11-06T13:00:00');
    const waived = chargeSchema.parse(
      await practice.call(
        `/v1/appointments/${id}/charge`,
        { method: 'PATCH', json: { waived: true, reason: 'Retorno cortesia' } },
        200,
      ),
    );
    expect(waived).toMatchObject({
      status: 'WAIVED',
      balance_cents: 0,
      waiver: { reason: 'Retorno cortesia' },
    });
    const refused = await practice.call<{ code: string }>(
      `/v1/appointments/${id}/payments`,
      { method: 'POST', json: pix(1_000) },
      409,
    );
    expect(refused.code).toBe('CHARGE_WAIVED');
    const back = await practice.call<Charge>(
      `/v1/appointments/${id}/charge`,
      { method: 'PATCH', json: { waived: false } },
      200,
    );
    expect(back).toMatchObject({ status: 'PENDING', waiver: null });
  });

  it('PATCH /v1/appointments/{id}/charge – her own price for one appointment, never below what stands paid', async () => {
    const id = await practice.book('2026-11-06T14:00:00');
    const set = await practice.call<Charge>(
      `/v1/appointments/${id}/charge`,
      { method: 'PATCH', json: { amount_cents: 18_000 } },
      200,
    );
    expect(set).toMatchObject({
      amount_cents: 18_000,
      price_origin: 'SET',
      list_price_cents: PRICES.ON_SITE,
    });
    await practice.pay(id, pix(10_000));
    const below = await practice.call<{ code: string }>(
      `/v1/appointments/${id}/charge`,
      { method: 'PATCH', json: { amount_cents: 9_000 } },
      409,
    );
    expect(below.code).toBe('AMOUNT_BELOW_PAID');
    const listed = await practice.call<Charge>(
      `/v1/appointments/${id}/charge`,
      { method: 'PATCH', json: { amount_cents: null } },
      200,
    );
    expect(listed).toMatchObject({
      amount_cents: PRICES.ON_SITE,
      price_origin: 'PRICE_LIST',
      status: 'PARTIAL',
    });
    const waive = await practice.call<{ code: string }>(
      `/v1/appointments/${id}/charge`,
      { method: 'PATCH', json: { waived: true, reason: 'Cortesia' } },
      409,
    );
    expect(waive.code).toBe('CHARGE_HAS_PAYMENTS');
  });

  it('charges a cancelled appointment nothing, and one of a type without a price takes no payment', async () => {
    const cancelled = await practice.book('2026-11-06T15:00:00');
    await practice.call(
      `/v1/appointments/${cancelled}`,
      { method: 'PATCH', json: { status: 'CANCELED' } },
      200,
    );
    expect(await practice.charge(cancelled)).toMatchObject({
      amount_cents: 0,
      price_origin: 'CANCELED',
      status: null,
    });
    await practice.call(
      `/v1/nutritionists/${team.ids.nutri}/prices`,
      { method: 'PUT', json: { prices: [{ type: 'ONLINE', amount_cents: null }] } },
      200,
    );
    const unpriced = await practice.book('2026-11-06T16:00:00', 'ONLINE');
    expect(await practice.charge(unpriced)).toMatchObject({
      amount_cents: null,
      price_origin: 'NONE',
      status: null,
    });
    const refused = await practice.call<{ code: string }>(
      `/v1/appointments/${unpriced}/payments`,
      { method: 'POST', json: pix(1_000) },
      409,
    );
    expect(refused.code).toBe('CHARGE_NOT_PRICED');
    await practice.call(
      `/v1/nutritionists/${team.ids.nutri}/prices`,
      { method: 'PUT', json: { prices: [{ type: 'ONLINE', amount_cents: PRICES.ONLINE }] } },
      200,
    );
  });
});

describe('bad input: a clear 400 that changes nothing', () => {
  it.each([
    ['a negative amount', pix(-100), 'AMOUNT_OUT_OF_RANGE', 'O valor deve ser de R$ 0,01 a R$ 100.000,00'],
    ['an amount over the bound', pix(10_000_001), 'AMOUNT_OUT_OF_RANGE', 'R$ 100.000,00'],
    ['a day after today', pix(1_000, { paid_on: '2026-11-05' }), 'PAYMENT_DATE_IN_FUTURE', 'depois de hoje'],
    ['a CPF with a wrong check digit', pix(1_000, { payer_cpf: '529.982.247-24' }), 'INVALID_CPF', 'CPF'],
    ['instalments on Pix', pix(1_000, { instalments: 2 }), 'INVALID_INSTALMENTS', 'cartão de crédito'],
    [
      'another payer without a CPF',
      { amount_cents: 1_000, paid_on: '2026-11-04', method: 'CASH', payer_name: 'Márcia Souza' },
      'PAYER_CPF_REQUIRED',
      'CPF',
    ],
    ['more than owed, not confirmed', pix(20_001), 'OVERPAYMENT_NOT_CONFIRMED', 'crédito'],
    ['centavos that are not whole', pix(100.5), 'INVALID_DATA', 'amount_cents'],
  ])('POST /v1/appointments/{id}/payments – %s', async (_, json, code, words) => {
    const id = await practice.book('2026-11-09T08:00:00');
    const answer = await api.request(`/v1/appointments/${id}/payments`, {
      method: 'POST',
      token: team.tokens.nutri,
      json,
    });
    expect(answer.status).toBe(400);
    const problem = (await answer.json()) as { code: string; detail: string };
    expect(problem.code).toBe(code);
    expect(problem.detail).toContain(words);
    expect(await paymentsOf(id)).toBe(0);
    expect((await practice.charge(id)).status).toBe('PENDING');
    await practice.call(`/v1/appointments/${id}`, { method: 'PATCH', json: { status: 'CANCELED' } }, 200);
  });

  it('PUT /v1/nutritionists/{id}/receipt-issuer – 400 for her CPF with a wrong check digit', async () => {
    const refused = await practice.call<{ code: string }>(
      `/v1/nutritionists/${team.ids.nutri}/receipt-issuer`,
      { method: 'PUT', json: { cpf: '111.444.777-36' } },
      400,
    );
    expect(refused.code).toBe('INVALID_CPF');
    expect(await practice.call(`/v1/nutritionists/${team.ids.nutri}/receipt-issuer`, {}, 200)).toEqual({
      cpf: '11144477735',
      missing: [],
    });
  });
});

describe('a reversal', () => {
  it('POST /v1/payments/{id}/reversal – kept with its reason: estornado, and never reversed twice', async () => {
    const id = await practice.book('2026-11-10T08:00:00');
    const paid = await practice.pay(id, pix(PRICES.ON_SITE));
    const paymentId = paid.payments[0]!.id;
    const reversed = chargeSchema.parse(
      await practice.call(
        `/v1/payments/${paymentId}/reversal`,
        { method: 'POST', json: { reason: 'Pix devolvido' } },
        200,
      ),
    );
    expect(reversed).toMatchObject({ status: 'REVERSED', paid_cents: 0, balance_cents: PRICES.ON_SITE });
    expect(reversed.payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        reversal: { at: NOW.toISOString(), reason: 'Pix devolvido' },
      }),
    ]);
    expect(await paymentsOf(id)).toBe(1);
    const again = await practice.call<{ code: string }>(
      `/v1/payments/${paymentId}/reversal`,
      { method: 'POST', json: { reason: 'De novo' } },
      409,
    );
    expect(again.code).toBe('PAYMENT_REVERSED');
    // Paid again after it: pago, the reversed one still listed.
    const repaid = await practice.pay(id, pix(PRICES.ON_SITE, { method: 'CASH' }));
    expect(repaid.status).toBe('PAID');
    expect(repaid.payments.map((payment) => payment.reversal === null)).toEqual([false, true]);
  });
});

describe('packages', () => {
  it('sells a package, covers its consultations with it, takes its payments, and no more than it holds', async () => {
    const created = consultationPackageSchema.parse(
      await practice.call(
        `/v1/nutritionists/${team.ids.nutri}/packages`,
        { method: 'POST', json: { name: 'Pacote 2 consultas', consultations: 2, amount_cents: 35_000 } },
        201,
      ),
    );
    const sold = chargeSchema.parse(
      await practice.call(
        `/v1/users/${team.ids.patient}/packages`,
        { method: 'POST', json: { package_id: created.id, sold_on: '2026-11-04' } },
        201,
      ),
    );
    expect(sold).toMatchObject({
      kind: 'PACKAGE',
      package: { package_id: created.id, name: 'Pacote 2 consultas', consultations: 2, used: 0 },
      amount_cents: 35_000,
      price_origin: 'PACKAGE',
      status: 'PENDING',
      service_date: '2026-11-04',
    });
    const covered: number[] = [];
    for (const time of ['08:00', '09:00', '10:00'])
      covered.push(await practice.book(`2026-11-11T${time}:00`));
    for (const id of covered.slice(0, 2)) {
      const charge = await practice.call<Charge>(
        `/v1/appointments/${id}/charge`,
        { method: 'PATCH', json: { patient_package_id: sold.id } },
        200,
      );
      expect(charge).toMatchObject({
        amount_cents: 0,
        price_origin: 'COVERED',
        covered_by: { id: sold.id, name: 'Pacote 2 consultas' },
        status: null,
      });
    }
    const full = await practice.call<{ code: string }>(
      `/v1/appointments/${covered[2]}/charge`,
      { method: 'PATCH', json: { patient_package_id: sold.id } },
      409,
    );
    expect(full.code).toBe('PACKAGE_USED_UP');
    const half = await practice.call<Charge>(
      `/v1/patient-packages/${sold.id}/payments`,
      { method: 'POST', json: pix(17_500) },
      201,
    );
    expect(half).toMatchObject({ status: 'PARTIAL', package: { used: 2 }, balance_cents: 17_500 });
    const rest = await practice.call<Charge>(
      `/v1/patient-packages/${sold.id}/payments`,
      { method: 'POST', json: pix(17_500, { method: 'TRANSFER' }) },
      201,
    );
    expect(rest.status).toBe('PAID');
    // Stopped being sold: a new sale is refused, the one sold keeps its terms.
    await practice.call(
      `/v1/nutritionists/${team.ids.nutri}/packages/${created.id}`,
      { method: 'PATCH', json: { active: false, amount_cents: 40_000 } },
      200,
    );
    const inactive = await practice.call<{ code: string }>(
      `/v1/users/${team.ids.patient}/packages`,
      { method: 'POST', json: { package_id: created.id, sold_on: '2026-11-04' } },
      409,
    );
    expect(inactive.code).toBe('PACKAGE_INACTIVE');
    const listed = chargePageSchema.parse(
      await practice.call(`/v1/users/${team.ids.patient}/charges?size=100`, {}, 200),
    );
    expect(listed.content.find((charge) => charge.kind === 'PACKAGE')).toMatchObject({
      id: sold.id,
      amount_cents: 35_000,
      status: 'PAID',
    });
    // Only the packages sold to her, as 'Usar pacote' lists them.
    const packagesOnly = chargePageSchema.parse(
      await practice.call(`/v1/users/${team.ids.patient}/charges?kind=PACKAGE&size=100`, {}, 200),
    );
    expect(packagesOnly.content.map((charge) => [charge.kind, charge.id])).toEqual([['PACKAGE', sold.id]]);
    expect(packagesOnly.total_elements).toBe(1);
  });

  it('PATCH /v1/patient-packages/{id} – waived with a reason while nothing stands paid', async () => {
    const created = consultationPackageSchema.parse(
      await practice.call(
        `/v1/nutritionists/${team.ids.nutri}/packages`,
        { method: 'POST', json: { name: 'Pacote 4 consultas', consultations: 4, amount_cents: 70_000 } },
        201,
      ),
    );
    const sold = await practice.call<Charge>(
      `/v1/users/${team.ids.patient}/packages`,
      { method: 'POST', json: { package_id: created.id, sold_on: '2026-11-04' } },
      201,
    );
    const waived = await practice.call<Charge>(
      `/v1/patient-packages/${sold.id}`,
      { method: 'PATCH', json: { waived: true, reason: 'Parceria' } },
      200,
    );
    expect(waived).toMatchObject({ status: 'WAIVED', waiver: { reason: 'Parceria' } });
    const future = await practice.call<{ code: string }>(
      `/v1/users/${team.ids.patient}/packages`,
      { method: 'POST', json: { package_id: created.id, sold_on: '2026-11-05' } },
      400,
    );
    expect(future.code).toBe('PAYMENT_DATE_IN_FUTURE');
  });
});
