// A nutritionist's practice ready to charge, as the money tests need it: her registration, address, CPF,
// weekly hours and prices set through the API; then booking, paying and reading charges in one line each.
import { expect } from 'vitest';
import { type Charge, chargeSchema, type Receipt, receiptSchema } from '@/lib/api/contract';
import { nutritionistDetails } from '@/upstream/src/db/schema';
import { PAULISTA_ADDRESS } from '../../fixtures/requests';
import type { TestApi } from './api';

/** CPFs whose check digits agree: hers, a payer's, another payer's. */
export const CPFS = { nutri: '111.444.777-35', payer: '529.982.247-25', other: '123.456.789-09' } as const;

export const PRICES = { ON_SITE: 20_000, ONLINE: 15_000 } as const;

const WEEK = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
    day_of_week,
    availability: [{ from: '08:00', to: '18:00' }],
  })),
};

export interface Practice {
  /** A call that must answer `status`; its JSON. */
  call<T = unknown>(
    path: string,
    init: { method?: string; json?: unknown; token?: string },
    status: number,
  ): Promise<T>;
  book(dateTime: string, type?: 'ON_SITE' | 'ONLINE', patientId?: number): Promise<number>;
  pay(appointmentId: number, json: Record<string, unknown>): Promise<Charge>;
  charge(appointmentId: number): Promise<Charge>;
  issue(paymentId: number): Promise<Receipt>;
}

/** Sets up `nutritionistId`'s practice with `token`, and answers its helpers. */
export async function setUpPractice(
  api: TestApi,
  who: {
    nutritionistId: number;
    /** Her token, or how to read it when a test signs her in again (its clock moved past the token's life). */
    token: string | (() => string);
    patientId: number;
    crn?: number;
    registration?: string;
  },
): Promise<Practice> {
  await api.database.db.insert(nutritionistDetails).values({
    userId: who.nutritionistId,
    crn: who.crn ?? 3,
    registrationNumber: who.registration ?? '10001',
  });
  const call = async <T>(
    path: string,
    init: { method?: string; json?: unknown; token?: string },
    status: number,
  ): Promise<T> => {
    const token = typeof who.token === 'string' ? who.token : who.token();
    const answer = await api.request(path, { token, ...init });
    const body = answer.headers.get('content-type')?.includes('json')
      ? await answer.json()
      : await answer.text();
    expect(answer.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBe(status);
    return body as T;
  };
  const own = `/v1/nutritionists/${who.nutritionistId}`;
  await call(own, { method: 'PATCH', json: { address: PAULISTA_ADDRESS } }, 200);
  await call(`${own}/receipt-issuer`, { method: 'PUT', json: { cpf: CPFS.nutri } }, 200);
  await call(`${own}/week-availability`, { method: 'PUT', json: WEEK }, 200);
  // Consultations on the hour: 08:00, 09:00 … 17:00.
  await call(
    `${own}/slot-settings`,
    { method: 'PUT', json: { consultation_minutes: 60, gap_minutes: 0 } },
    200,
  );
  await call(
    `${own}/prices`,
    {
      method: 'PUT',
      json: {
        prices: [
          { type: 'ON_SITE', amount_cents: PRICES.ON_SITE },
          { type: 'ONLINE', amount_cents: PRICES.ONLINE },
        ],
      },
    },
    200,
  );
  return {
    call,
    async book(dateTime, type = 'ON_SITE', patientId = who.patientId) {
      const booked = await call<{ id: number }>(
        '/v1/appointments',
        {
          method: 'POST',
          json: { type, date_time: dateTime, nutritionist_id: who.nutritionistId, patient_id: patientId },
        },
        201,
      );
      return booked.id;
    },
    async pay(appointmentId, json) {
      return chargeSchema.parse(
        await call(`/v1/appointments/${appointmentId}/payments`, { method: 'POST', json }, 201),
      );
    },
    async charge(appointmentId) {
      return chargeSchema.parse(await call(`/v1/appointments/${appointmentId}/charge`, {}, 200));
    },
    async issue(paymentId) {
      return receiptSchema.parse(await call(`/v1/payments/${paymentId}/receipts`, { method: 'POST' }, 201));
    },
  };
}
