// Receipts: 'Emitir recibo' numbers them in her own sequence, a cancelled one keeps its number and the next
// takes the one after, the PDF reads back what was paid (pdftotext), the patient reads her own, and the
// payer gets it by e-mail through the durable mail jobs. The clock: Wednesday 4 November 2026, 07:00.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receipt, receiptPageSchema, receiptSchema } from '@/lib/api/contract';
import { mailOutbox, nutritionistDetails } from '@/upstream/src/db/schema';
import { extractPdfText } from '../pdf-text';
import { createTestApi, type TestApi } from './helpers/api';
import { type CareTeam, createCareTeam } from './helpers/care-team';
import { CPFS, PRICES, type Practice, setUpPractice } from './helpers/practice';

const NOW = new Date('2026-11-04T07:00:00-03:00');

let api: TestApi;
let team: CareTeam;
let practice: Practice;

/** A paid appointment of the patient: its id and its payment's. */
async function paidAppointment(
  dateTime: string,
  payment: Record<string, unknown> = { method: 'PIX', payer_cpf: CPFS.payer },
): Promise<{ appointmentId: number; paymentId: number }> {
  const appointmentId = await practice.book(dateTime);
  const charge = await practice.pay(appointmentId, {
    amount_cents: PRICES.ON_SITE,
    paid_on: '2026-11-04',
    ...payment,
  });
  return { appointmentId, paymentId: charge.payments.at(-1)!.id };
}

/** The receipt of a new paid appointment. */
const paidAndIssued = async (dateTime: string) => practice.issue((await paidAppointment(dateTime)).paymentId);

beforeAll(async () => {
  api = await createTestApi({}, () => NOW);
  team = await createCareTeam(api, { nutriName: 'Lia Conceição' });
  practice = await setUpPractice(api, {
    nutritionistId: team.ids.nutri,
    token: team.tokens.nutri,
    patientId: team.ids.patient,
  });
});
afterAll(() => api.close());

describe('issuing receipts', () => {
  let first: Receipt;

  it('POST /v1/payments/{id}/receipts – number 1 of her sequence, with everything a receipt says', async () => {
    const { appointmentId, paymentId } = await paidAppointment('2026-11-05T08:00:00', {
      method: 'CREDIT_CARD',
      instalments: 2,
      payer_name: 'Márcia Souza',
      payer_cpf: CPFS.payer,
    });
    first = await practice.issue(paymentId);
    expect(first).toMatchObject({
      number: 1,
      nutritionist_id: team.ids.nutri,
      patient_id: team.ids.patient,
      payment_id: paymentId,
      issued_at: NOW.toISOString(),
      cancellation: null,
      document: {
        issuer: {
          name: 'Lia Conceição',
          cpf: '11144477735',
          crn: 3,
          registration_number: '10001',
          address: 'Avenida Paulista, 900 – Bela Vista, São Paulo/SP, CEP 01310-100',
        },
        payer: { name: 'Márcia Souza', cpf: '52998224725' },
        patient_name: 'p',
        service: { description: 'Consulta de nutrição presencial', date: '2026-11-05' },
        amount_cents: PRICES.ON_SITE,
        amount_in_words: 'duzentos reais',
        method: 'CREDIT_CARD',
        instalments: 2,
        place: 'São Paulo – SP',
        date: '2026-11-04',
      },
    });
    // Its payment lists it.
    const charge = await practice.charge(appointmentId);
    expect(charge.payments.at(-1)!.receipts).toEqual([
      { id: first.id, number: 1, issued_at: NOW.toISOString(), cancelled_at: null },
    ]);
  });

  it('refuses a second receipt of a payment while one stands (409), and takes no number for it', async () => {
    const refused = await practice.call<{ code: string }>(
      `/v1/payments/${first.payment_id}/receipts`,
      { method: 'POST' },
      409,
    );
    expect(refused.code).toBe('RECEIPT_ALREADY_ISSUED');
    const next = await paidAndIssued('2026-11-05T09:00:00');
    expect(next.number).toBe(2);
  });

  it('POST /v1/receipts/{id}/cancellation – keeps its number with the reason; the next takes the one after', async () => {
    const cancelled = receiptSchema.parse(
      await practice.call(
        `/v1/receipts/${first.id}/cancellation`,
        { method: 'POST', json: { reason: 'Nome do pagador errado' } },
        200,
      ),
    );
    expect(cancelled).toMatchObject({
      number: 1,
      cancellation: { at: NOW.toISOString(), reason: 'Nome do pagador errado' },
    });
    const again = await practice.call<{ code: string }>(
      `/v1/receipts/${first.id}/cancellation`,
      { method: 'POST', json: { reason: 'De novo' } },
      409,
    );
    expect(again.code).toBe('RECEIPT_CANCELED');
    // Its payment may be given another receipt: number 3, never 1 again.
    const reissued = await practice.issue(first.payment_id);
    expect(reissued.number).toBe(3);
    const listed = receiptPageSchema.parse(
      await practice.call(`/v1/nutritionists/${team.ids.nutri}/receipts`, {}, 200),
    );
    expect(listed.content.map((receipt) => [receipt.number, receipt.cancellation?.reason ?? null])).toEqual([
      [3, null],
      [2, null],
      [1, 'Nome do pagador errado'],
    ]);
  });

  it('GET /v1/receipts/{id}/pdf – the PDF reads back the amount in words and its number', async () => {
    const receipt = await paidAndIssued('2026-11-05T10:00:00');
    const answer = await api.request(`/v1/receipts/${receipt.id}/pdf`, { token: team.tokens.nutri });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = extractPdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(text).toContain(`Recibo nº ${receipt.number}`);
    expect(text).toContain('a importância de R$ 200,00 (duzentos reais)');
    expect(text).toContain('Paciente: p');
    expect(text).toContain('Forma de pagamento: Pix');
    expect(text).toContain('CPF: 111.444.777-35');
    expect(text).toContain('São Paulo – SP, 04/11/2026.');
  });

  it('a reversal cancels the payment’s receipt with the reason, and no receipt is issued for it after', async () => {
    const { paymentId } = await paidAppointment('2026-11-05T11:00:00');
    const receipt = await practice.issue(paymentId);
    await practice.call(
      `/v1/payments/${paymentId}/reversal`,
      { method: 'POST', json: { reason: 'Pix devolvido' } },
      200,
    );
    const read = receiptSchema.parse(await practice.call(`/v1/receipts/${receipt.id}`, {}, 200));
    expect(read.cancellation?.reason).toBe('Pagamento estornado: Pix devolvido');
    const refused = await practice.call<{ code: string }>(
      `/v1/payments/${paymentId}/receipts`,
      { method: 'POST' },
      409,
    );
    expect(refused.code).toBe('PAYMENT_REVERSED');
  });
});

describe('the patient’s receipts', () => {
  it('GET /v1/users/{id}/receipts – the patient reads her own, and each one and its PDF', async () => {
    const mine = receiptPageSchema.parse(
      await practice.call(`/v1/users/${team.ids.patient}/receipts`, { token: team.tokens.patient }, 200),
    );
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((receipt) => receipt.patient_id === team.ids.patient)).toBe(true);
    const one = mine.content[0]!;
    await practice.call(`/v1/receipts/${one.id}`, { token: team.tokens.patient }, 200);
    const pdf = await api.request(`/v1/receipts/${one.id}/pdf`, { token: team.tokens.patient });
    expect(pdf.status).toBe(200);
    // But she neither cancels nor sends one.
    await practice.call(
      `/v1/receipts/${one.id}/cancellation`,
      { method: 'POST', json: { reason: 'x' }, token: team.tokens.patient },
      403,
    );
  });
});

describe('e-mailing a receipt', () => {
  it('POST /v1/receipts/{id}/email – 202, and the mail jobs send the PDF to the payer', async () => {
    const receipt = await paidAndIssued('2026-11-05T13:00:00');
    const answer = await practice.call(
      `/v1/receipts/${receipt.id}/email`,
      { method: 'POST', json: { email: 'Marcia@Exemplo.com' } },
      202,
    );
    expect(answer).toEqual({ email: 'marcia@exemplo.com' });
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'marcia@exemplo.com'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe(`Recibo nº ${receipt.number} – Lia Conceição`);
    expect(mail?.text).toContain(
      'de R$ 200,00, referente a Consulta de nutrição presencial de p, em 05/11/2026',
    );
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({
      filename: `recibo-${receipt.number}.pdf`,
      content_type: 'application/pdf',
      encoding: 'base64',
    });
    const text = extractPdfText(Buffer.from(attachment!.content, 'base64'));
    expect(text).toContain('(duzentos reais)');
  });

  it('refuses to send a cancelled receipt (409)', async () => {
    const receipt = await paidAndIssued('2026-11-05T14:00:00');
    await practice.call(
      `/v1/receipts/${receipt.id}/cancellation`,
      { method: 'POST', json: { reason: 'Erro' } },
      200,
    );
    const refused = await practice.call<{ code: string }>(
      `/v1/receipts/${receipt.id}/email`,
      { method: 'POST', json: { email: 'marcia@exemplo.com' } },
      409,
    );
    expect(refused.code).toBe('RECEIPT_CANCELED');
  });
});

describe('what a receipt needs of her', () => {
  it('refuses a receipt until she has given her CPF and address (409), naming what is missing', async () => {
    const other = await setUpPractice(api, {
      nutritionistId: team.ids.nutri2,
      token: team.tokens.nutri2,
      patientId: team.ids.other,
      registration: '10002',
    });
    // Her CPF taken away again, as a nutritionist who never gave one.
    await api.database.db
      .update(nutritionistDetails)
      .set({ cpf: null })
      .where(eq(nutritionistDetails.userId, team.ids.nutri2));
    expect(await other.call(`/v1/nutritionists/${team.ids.nutri2}/receipt-issuer`, {}, 200)).toEqual({
      cpf: null,
      missing: ['CPF'],
    });
    const id = await other.book('2026-11-05T08:00:00', 'ON_SITE', team.ids.other);
    const charge = await other.pay(id, {
      amount_cents: PRICES.ON_SITE,
      paid_on: '2026-11-04',
      method: 'CASH',
      payer_cpf: CPFS.payer,
    });
    const refused = await other.call<{ code: string }>(
      `/v1/payments/${charge.payments[0]!.id}/receipts`,
      { method: 'POST' },
      409,
    );
    expect(refused.code).toBe('RECEIPT_ISSUER_INCOMPLETE');
  });
});
