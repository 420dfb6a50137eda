// A visitor's hold of an hour on a booking page: one hold per hour however many ask at once, 15 minutes
// and then free again, at most 2 waiting per e-mail, limited by address and e-mail, and refused input
// changes nothing. Runs on PostgreSQL too (vitest.config.ts): the race is only real there. The API's clock
// starts on Wednesday 4 November 2026, 10:00 in São Paulo.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHoldSchema, bookingPageSchema } from '@/lib/api/contract';
import { bookingHolds, jobs } from '@/upstream/src/db/schema';
import { pruneBookingHolds } from '@/upstream/src/services/booking/booking-retention';
import { createTestApi, type TestApi } from './helpers/api';
import { hold, holdOrFail, mailsTo, openBookingPage, readHoldMail, visitor } from './helpers/booking';
import { createInProcessApp } from './helpers/in-process-app';
import { createRunAddresses, createRunEmails, limiterStores } from './helpers/limiter-stores';

const START = new Date('2026-11-04T10:00:00-03:00');
let now = START;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi(
    { BOOKING_HOLDS_PER_ADDRESS_PER_HOUR: '5', BOOKING_HOLDS_PER_EMAIL_PER_HOUR: '8' },
    () => now,
  );
});

afterAll(async () => {
  await api?.close();
});

const freeHours = async (slug: string, date: string) => {
  const page = bookingPageSchema.parse(await (await api.request(`/v1/booking-pages/${slug}`)).json());
  return page.days.find((day) => day.date === date)?.slots.map((slot) => slot.start) ?? [];
};

const countHolds = async (nutritionistId: number) => {
  const [row] = await api.database.db
    .select({ value: count() })
    .from(bookingHolds)
    .where(eq(bookingHolds.nutritionistId, nutritionistId));
  return row?.value ?? 0;
};

describe('POST /v1/booking-pages/{slug}/holds', () => {
  it('holds one hour for exactly one of 20 visitors asking at once; the others are told it was taken', async () => {
    const ana = await openBookingPage(api, 'corrida');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        hold(api, 'corrida', visitor(`v${i}@corrida.test`), `198.51.100.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const codes = await Promise.all(
      answers.filter((answer) => answer.status === 409).map(async (answer) => (await answer.json()).code),
    );
    expect(new Set(codes)).toEqual(new Set(['SLOT_TAKEN']));
    expect(await countHolds(ana.id)).toBe(1);
    expect(await freeHours('corrida', '2026-11-05')).toEqual(['08:50', '09:40', '10:30']);
  });

  it('answers the hold and e-mails its code and link, valid 15 minutes', async () => {
    await openBookingPage(api, 'recibo');
    const answer = await hold(api, 'recibo', visitor('Maria@Recibo.test', { name: '  Maria Lima ' }));
    expect(answer.status).toBe(201);
    const held = bookingHoldSchema.parse(await answer.json());
    expect(held).toMatchObject({
      status: 'HELD',
      type: 'ONLINE',
      start_date_time: '2026-11-05T11:00:00.000Z',
      end_date_time: '2026-11-05T11:50:00.000Z',
      expires_at: '2026-11-04T13:15:00.000Z',
    });
    const [mail] = await mailsTo(api, 'maria@recibo.test');
    expect(mail?.subject).toMatch(/^Seu código para confirmar o agendamento: \d{6}$/);
    expect(mail?.text).toContain('Olá, Maria Lima.');
    expect(mail?.text).toContain('Nutri recibo: 05/11/2026, das 08:00 às 08:50 (online)');
    expect(mail?.text).toContain('reservado para você por 15 minutos');
    const { token } = readHoldMail(mail);
    expect(mail?.text).toContain(`http://localhost:3000/agendar/confirmar?token=${token}`);
  });

  it('frees the hour when the hold expires unconfirmed: another visitor holds it, the first can no longer confirm', async () => {
    await openBookingPage(api, 'expira');
    const first = await holdOrFail(api, 'expira', visitor('primeira@expira.test'));
    const { code } = readHoldMail((await mailsTo(api, 'primeira@expira.test'))[0]);
    try {
      now = new Date(START.getTime() + 14 * 60_000);
      expect(await freeHours('expira', '2026-11-05')).not.toContain('08:00');
      expect((await hold(api, 'expira', visitor('segunda@expira.test'))).status).toBe(409);

      now = new Date(START.getTime() + 15 * 60_000);
      expect(await freeHours('expira', '2026-11-05')).toContain('08:00');
      await holdOrFail(api, 'expira', visitor('segunda@expira.test'));

      const late = await api.request(`/v1/booking-holds/${first.id}/confirmation`, {
        method: 'POST',
        json: { code },
      });
      expect(late.status).toBe(410);
      expect((await late.json()).code).toBe('HOLD_EXPIRED');
    } finally {
      now = START;
    }
  });

  it('keeps at most 2 holds of one e-mail waiting, whatever its case, until one is given back', async () => {
    await openBookingPage(api, 'limite');
    const first = await holdOrFail(api, 'limite', visitor('rita@limite.test'));
    await holdOrFail(api, 'limite', visitor('rita@limite.test', { date_time: '2026-11-05T08:50:00-03:00' }));
    const third = await hold(
      api,
      'limite',
      visitor('RITA@limite.test', { date_time: '2026-11-05T09:40:00-03:00' }),
      '203.0.113.7',
    );
    expect(third.status).toBe(409);
    expect((await third.json()).code).toBe('TOO_MANY_PENDING_HOLDS');

    const released = await api.request(`/v1/booking-holds/${first.id}`, { method: 'DELETE' });
    expect(released.status).toBe(200);
    expect(bookingHoldSchema.parse(await released.json()).status).toBe('RELEASED');
    expect(await freeHours('limite', '2026-11-05')).toContain('08:00');
    await holdOrFail(
      api,
      'limite',
      visitor('rita@limite.test', { date_time: '2026-11-05T09:40:00-03:00' }),
      '203.0.113.7',
    );
  });

  it('limits a flood from one address: past its holds an hour, 429 with Retry-After, and nothing held', async () => {
    const flood = await openBookingPage(api, 'enxurrada');
    const address = '192.0.2.66';
    const slots = ['08:00', '08:50', '09:40', '10:30'].map((time) => `2026-11-06T${time}:00-03:00`);
    for (const [i, date_time] of slots.entries()) {
      await holdOrFail(api, 'enxurrada', visitor(`f${i}@enxurrada.test`, { date_time }), address);
    }
    // The fifth is counted too, though the hour is taken.
    const taken = visitor('f4@enxurrada.test', { date_time: slots[0] });
    expect((await hold(api, 'enxurrada', taken, address)).status).toBe(409);
    const refused = await hold(
      api,
      'enxurrada',
      visitor('f5@enxurrada.test', { date_time: '2026-11-09T08:00:00-03:00' }),
      address,
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await countHolds(flood.id)).toBe(4);
    // Another address is not held back.
    await holdOrFail(
      api,
      'enxurrada',
      visitor('f5@enxurrada.test', { date_time: '2026-11-09T08:00:00-03:00' }),
      '192.0.2.67',
    );
  });

  it('limits the holds of one e-mail an hour, from any address', async () => {
    await openBookingPage(api, 'mesmo-email');
    const answers = [];
    for (let i = 0; i < 9; i++) {
      answers.push(
        (await hold(api, 'mesmo-email', visitor('insistente@mesmo.test'), `192.0.2.${100 + i}`)).status,
      );
    }
    // One held, seven refused as taken (each counted), the ninth refused by the e-mail's limit.
    expect(answers).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 429]);
  });

  it.each([
    ['no phone', { phone: undefined }, 400, 'INVALID_DATA'],
    ['an e-mail without a domain', { email: 'maria@' }, 400, 'INVALID_DATA'],
    ['an empty name', { name: '   ' }, 400, 'INVALID_DATA'],
    ['a note of 501 characters', { note: 'a'.repeat(501) }, 400, 'INVALID_DATA'],
    ['a date that is no date', { date_time: 'amanhã' }, 400, 'INVALID_DATA'],
    ['an hour that is no slot of hers', { date_time: '2026-11-05T08:10:00-03:00' }, 409, 'SLOT_UNAVAILABLE'],
    ['a Saturday', { date_time: '2026-11-07T08:00:00-03:00' }, 409, 'SLOT_UNAVAILABLE'],
    ['an hour past her horizon', { date_time: '2026-12-14T08:00:00-03:00' }, 400, 'BOOKING_TOO_FAR_AHEAD'],
  ])(
    'refuses %s with a clear answer, holding nothing and sending nothing',
    async (_, change, status, code) => {
      const tag = `ruim-${Math.random().toString(36).slice(2, 8)}`;
      const nutri = await openBookingPage(api, tag);
      const jobsBefore = await api.database.db.select({ value: count() }).from(jobs);
      // An address of its own (nextAddress): a random one could be one the flood above used up.
      const answer = await hold(api, tag, { ...visitor(`x@${tag}.test`), ...change });
      expect(answer.status).toBe(status);
      const problem = await answer.json();
      expect(problem.code).toBe(code);
      expect(problem.detail).toEqual(expect.any(String));
      expect(await countHolds(nutri.id)).toBe(0);
      expect(await api.database.db.select({ value: count() }).from(jobs)).toEqual(jobsBefore);
    },
  );

  it('refuses a consultation type she does not offer', async () => {
    await openBookingPage(api, 'so-online', { consultation_types: ['ONLINE'] });
    const answer = await hold(
      api,
      'so-online',
      visitor('x@so-online.test', { type: 'ON_SITE' }),
      '192.0.2.250',
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).code).toBe('CONSULTATION_TYPE_NOT_OFFERED');
  });

  it('holds nothing on a page that does not exist', async () => {
    const answer = await hold(api, 'nao-existe', visitor('x@nada.test'), '192.0.2.251');
    expect(answer.status).toBe(404);
  });
});

describe('the hourly housekeeping', () => {
  it('deletes a hold, and the visitor’s details in it, a month past its hour', async () => {
    const nutri = await openBookingPage(api, 'guarda');
    await holdOrFail(api, 'guarda', visitor('guarda@visitante.test'));
    const hourEnd = new Date('2026-11-05T08:50:00-03:00').getTime();
    expect(await pruneBookingHolds(api.database.db, new Date(hourEnd + 29 * 86_400_000))).toBe(0);
    expect(await countHolds(nutri.id)).toBe(1);
    expect(await pruneBookingHolds(api.database.db, new Date(hourEnd + 31 * 86_400_000))).toBeGreaterThan(0);
    expect(await countHolds(nutri.id)).toBe(0);
  });
});

describe('DELETE /v1/booking-holds/{holdId}', () => {
  it('answers 404 for an unknown or malformed id, and 409 for a hold already confirmed', async () => {
    expect(
      (await api.request('/v1/booking-holds/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await api.request('/v1/booking-holds/nao-e-um-id', { method: 'DELETE' })).status).toBe(404);
    await openBookingPage(api, 'ja-confirmado');
    const held = await holdOrFail(api, 'ja-confirmado', visitor('c@ja.test'), '192.0.2.252');
    const { code } = readHoldMail((await mailsTo(api, 'c@ja.test'))[0]);
    const confirmed = await api.request(`/v1/booking-holds/${held.id}/confirmation`, {
      method: 'POST',
      json: { code },
    });
    expect(confirmed.status).toBe(200);
    const answer = await api.request(`/v1/booking-holds/${held.id}`, { method: 'DELETE' });
    expect(answer.status).toBe(409);
    expect((await answer.json()).code).toBe('BOOKING_NOT_PENDING');
  });
});

describe.each(limiterStores)('a flood of holds on the %s store', (store, overrides) => {
  it('lets at most the address’s holds an hour through, however many arrive at once and at whichever API process', async () => {
    const settings = { ...overrides, BOOKING_HOLDS_PER_ADDRESS_PER_HOUR: '5' };
    const first = await createTestApi(settings, () => START);
    // A second API process over the same database: on Redis the two share one count, as in a cluster.
    const second = store === 'redis' ? createInProcessApp(first.database, settings, () => START) : undefined;
    try {
      await openBookingPage(first, 'mare');
      const address = createRunAddresses()();
      const nextEmail = createRunEmails('mare.test');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 === 1 && second ? second.request : first.request)('/v1/booking-pages/mare/holds', {
            method: 'POST',
            json: visitor(nextEmail()),
            headers: { 'X-Forwarded-For': address },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    } finally {
      await second?.deps.limiter.close();
      await first.close();
    }
  });
});
