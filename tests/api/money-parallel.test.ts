// The practice's money under requests at once, where only the database can keep order (so it runs on the
// PostgreSQL server too, vitest.config.ts): receipts issued in parallel take 1..n of her sequence with no
// gap and no number twice; two issues of one payment leave one receipt and no hole; two payments of one
// balance cannot both take it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeSchema, receiptSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';
import { type CareTeam, createCareTeam } from './helpers/care-team';
import { CPFS, PRICES, type Practice, setUpPractice } from './helpers/practice';

const NOW = new Date('2026-11-04T07:00:00-03:00');

let api: TestApi;
let team: CareTeam;
let practice: Practice;

/** `count` paid appointments from Thursday on, hour by hour; their payments' ids. */
async function payments(count: number, firstDay = 5): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const day = firstDay + Math.floor(index / 10);
    const hour = 8 + (index % 10);
    const id = await practice.book(
      `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00`,
    );
    const charge = await practice.pay(id, {
      amount_cents: PRICES.ON_SITE,
      paid_on: '2026-11-04',
      method: 'PIX',
      payer_cpf: CPFS.payer,
    });
    ids.push(charge.payments[0]!.id);
  }
  return ids;
}

const issue = (paymentId: number) =>
  api.request(`/v1/payments/${paymentId}/receipts`, { method: 'POST', token: team.tokens.nutri });

beforeAll(async () => {
  api = await createTestApi({}, () => NOW);
  team = await createCareTeam(api);
  practice = await setUpPractice(api, {
    nutritionistId: team.ids.nutri,
    token: team.tokens.nutri,
    patientId: team.ids.patient,
  });
});
afterAll(() => api.close());

describe('receipt numbers under parallel issues', () => {
  it('20 receipts issued at once are numbered 1 to 20, none missing and none twice', async () => {
    const paid = await payments(20);
    const answers = await Promise.all(paid.map(issue));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const receipts = await Promise.all(
      answers.map(async (answer) => receiptSchema.parse(await answer.json())),
    );
    expect(receipts.map((receipt) => receipt.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    // Each payment got its own.
    expect(new Set(receipts.map((receipt) => receipt.payment_id)).size).toBe(20);

    // A cancelled one keeps its number; the next issue takes 21, never a number used before.
    const cancelled = receiptSchema.parse(
      await practice.call(
        `/v1/receipts/${receipts[4]!.id}/cancellation`,
        { method: 'POST', json: { reason: 'Emitido para o pagador errado' } },
        200,
      ),
    );
    expect(cancelled.number).toBe(receipts[4]!.number);
    expect((await practice.issue(receipts[4]!.payment_id)).number).toBe(21);
  });

  it('two issues of one payment at once leave one receipt, and the number refused is not lost', async () => {
    const [paymentId] = await payments(1, 16);
    const answers = await Promise.all([issue(paymentId!), issue(paymentId!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: 'RECEIPT_ALREADY_ISSUED' });
    const [other] = await payments(1, 17);
    expect((await practice.issue(other!)).number).toBe(23);
  });
});

describe('payments of one balance at once', () => {
  it('takes one payment of the whole balance and refuses the other as beyond it', async () => {
    const id = await practice.book('2026-11-18T08:00:00');
    const pay = () =>
      api.request(`/v1/appointments/${id}/payments`, {
        method: 'POST',
        token: team.tokens.nutri,
        json: { amount_cents: PRICES.ON_SITE, paid_on: '2026-11-04', method: 'PIX', payer_cpf: CPFS.payer },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const charge = chargeSchema.parse(await practice.charge(id));
    expect(charge).toMatchObject({ paid_cents: PRICES.ON_SITE, status: 'PAID', credit_cents: 0 });
    expect(charge.payments).toHaveLength(1);
  });
});
