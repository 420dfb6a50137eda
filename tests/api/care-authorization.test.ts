// Every call of the patients issue with each demo account: who gets the data, who gets 403 or 404.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, foodstuffs, mailOutbox, meals, notifications } from '@/upstream/src/db/schema';
import { createSeededApi, type DemoLogin, type SeededApi } from './helpers/seeded-api';

type Expected = Record<DemoLogin | 'anonymous', number>;

interface Case<E extends Partial<Expected> = Expected> {
  title: string;
  method?: string;
  path: () => string;
  json?: () => unknown;
  expected: E;
}

/**
 * One test a case: each account, in the order of `expected`, makes the call and gets its status; with
 * notFoundCode, every 404 also carries the code NOT_FOUND.
 */
function itAnswersEachAccount(
  api: () => SeededApi,
  cases: Case<Partial<Expected>>[],
  { notFoundCode = false } = {},
) {
  for (const testCase of cases) {
    const order = Object.keys(testCase.expected) as (DemoLogin | 'anonymous')[];
    it(`${testCase.title} – ${order.map((who) => `${who} ${testCase.expected[who]}`).join(', ')}`, async () => {
      for (const who of order) {
        const response = await api().request(testCase.path(), {
          method: testCase.method ?? 'GET',
          token: who === 'anonymous' ? undefined : api().tokens[who],
          json: testCase.json?.(),
        });
        expect({ who, status: response.status }).toEqual({ who, status: testCase.expected[who] });
        if (notFoundCode && response.status === 404) {
          expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
    });
  }
}

describe('authorization of the care calls, with each demo account', () => {
  let api: SeededApi;
  const ids = { nutri: 0, nutri2: 0, ana: 0, carolina: 0, meal: 0, notification: 0, food: 0 };

  beforeAll(async () => {
    api = await createSeededApi();
    ids.nutri = await api.idOf('nutri@nutri.test');
    ids.nutri2 = await api.idOf('nutri2@nutri.test');
    ids.ana = await api.idOf('paciente@nutri.test');
    ids.carolina = await api.idOf('carolina.mendes@nutri.test');
    const [meal] = await api.database.db
      .select({ id: meals.id })
      .from(meals)
      .where(eq(meals.userId, ids.ana))
      .limit(1);
    ids.meal = meal!.id;
    const [notification] = await api.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.receiverId, ids.nutri))
      .limit(1);
    ids.notification = notification!.id;
    const [food] = await api.database.db
      .select({ id: foodstuffs.id })
      .from(foodstuffs)
      .where(eq(foodstuffs.tacoNumber, 1));
    ids.food = food!.id;
  });
  afterAll(() => api.close());

  const mealBody = () => ({
    date_time: '2025-03-12T12:00:00-03:00',
    foodstuffs: [{ foodstuff_id: ids.food, quantity: 120 }],
  });

  // Refused accounts go first, so a call that changes data is made by its owner last.
  const cases: Case[] = [
    {
      title: 'GET /v1/nutritionists/{id}/patients',
      path: () => `/v1/nutritionists/${ids.nutri}/patients`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 404, nutri: 200 },
    },
    {
      title: 'GET /v1/users/{id}',
      path: () => `/v1/users/${ids.ana}`,
      expected: { anonymous: 401, admin: 200, nutri2: 404, patient: 200, nutri: 200 },
    },
    {
      title: 'GET /v1/users/{id} of another nutritionist’s patient',
      path: () => `/v1/users/${ids.carolina}`,
      expected: { anonymous: 401, admin: 200, nutri2: 200, patient: 404, nutri: 404 },
    },
    {
      title: 'GET /v1/users/{id}/nutritionist',
      path: () => `/v1/users/${ids.ana}/nutritionist`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, nutri: 404, patient: 200 },
    },
    {
      title: 'GET /v1/users/{id}/meals?date=',
      path: () => `/v1/users/${ids.ana}/meals?date=2025-03-11`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 200, nutri: 200 },
    },
    {
      title: 'GET /v1/users/{id}/meal-reports?year_month=',
      path: () => `/v1/users/${ids.ana}/meal-reports?year_month=2025-03`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 200, nutri: 200 },
    },
    {
      title: 'GET /v1/users/{id}/meals/{mealId}',
      path: () => `/v1/users/${ids.ana}/meals/${ids.meal}`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 200, nutri: 200 },
    },
    {
      title: 'POST /v1/users/{id}/meals',
      method: 'POST',
      path: () => `/v1/users/${ids.ana}/meals`,
      json: mealBody,
      expected: { anonymous: 401, admin: 404, nutri2: 404, nutri: 403, patient: 201 },
    },
    {
      title: 'PUT /v1/users/{id}/meals/{mealId}',
      method: 'PUT',
      path: () => `/v1/users/${ids.ana}/meals/${ids.meal}`,
      json: mealBody,
      expected: { anonymous: 401, admin: 404, nutri2: 404, nutri: 403, patient: 200 },
    },
    {
      title: 'DELETE /v1/users/{id}/meals/{mealId}',
      method: 'DELETE',
      path: () => `/v1/users/${ids.ana}/meals/${ids.meal}`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, nutri: 403, patient: 204 },
    },
    {
      title: 'POST /v1/connection-requests',
      method: 'POST',
      path: () => '/v1/connection-requests',
      json: () => ({ nutritionist_id: ids.nutri, patient_email: 'convite.demo@exemplo.com' }),
      expected: { anonymous: 401, admin: 403, nutri2: 403, patient: 403, nutri: 201 },
    },
    {
      title: 'GET /v1/notifications',
      path: () => `/v1/notifications?receiver_id=${ids.nutri}`,
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 404, nutri: 200 },
    },
    {
      title: 'PATCH /v1/notifications/{id}',
      method: 'PATCH',
      path: () => `/v1/notifications/${ids.notification}`,
      json: () => ({ status: 'READ' }),
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 404, nutri: 200 },
    },
    {
      title: 'POST /v1/notifications/read',
      method: 'POST',
      path: () => '/v1/notifications/read',
      json: () => ({ receiver_id: ids.nutri }),
      expected: { anonymous: 401, admin: 404, nutri2: 404, patient: 404, nutri: 200 },
    },
  ];

  itAnswersEachAccount(() => api, cases, { notFoundCode: true });

  // Weight, height, sex, birth date and plans are health data (LGPD art. 11): an administrator, whom every
  // other care call answers 404, reads the account her screens show and nothing of the care.
  it('GET /v1/users/{id} – an administrator reads the patient’s account; the patient and its nutritionist the care data', async () => {
    const read = async (who: DemoLogin) =>
      (await api.request(`/v1/users/${ids.ana}`, { token: api.tokens[who] })).json();
    const admin = await read('admin');
    expect(Object.keys(admin).sort()).toEqual(['email', 'id', 'main_role', 'name', 'photo_url', 'roles']);
    expect(admin).toMatchObject({ id: ids.ana, email: 'paciente@nutri.test', main_role: 'ROLE_USER' });
    for (const who of ['nutri', 'patient'] as const) {
      const detail = await read(who);
      expect(detail.body_measurement).toMatchObject({
        weight: expect.any(Number),
        height: expect.any(Number),
      });
      expect(detail.meal_plans.length).toBeGreaterThan(0);
      expect(detail).toHaveProperty('birth_date');
      expect(detail).toHaveProperty('physical_activity_factor');
    }
  });
});

describe('a patient who moved to another nutritionist, with the demo accounts', () => {
  let api: SeededApi;
  const ids = { nutri: 0, nutri2: 0, carolina: 0, appointment: 0 };

  beforeAll(async () => {
    api = await createSeededApi();
    ids.nutri = await api.idOf('nutri@nutri.test');
    ids.nutri2 = await api.idOf('nutri2@nutri.test');
    ids.carolina = await api.idOf('carolina.mendes@nutri.test');
    // The seeded consultation of nutri2 with carolina, three days ahead.
    const [appointment] = await api.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, ids.carolina));
    ids.appointment = appointment!.id;
    // nutri invites carolina, who accepts, ending nutri2's follow-up.
    const invited = await api.request('/v1/connection-requests', {
      method: 'POST',
      token: api.tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: 'carolina.mendes@nutri.test' },
    });
    expect(invited.status).toBe(201);
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'carolina.mendes@nutri.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = /acceptance-codes\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const accepted = await api.request(`/v1/connection-requests/acceptance-codes/${code}`, {
      method: 'POST',
      json: { end_current_follow_up: true },
    });
    expect(accepted.status).toBe(204);
  });
  afterAll(() => api.close());

  // Only the two nutritionists matter here; the calls' other actors are covered above.
  const cases: Case<Partial<Expected>>[] = [
    {
      title: 'GET /v1/users/{id}',
      path: () => `/v1/users/${ids.carolina}`,
      expected: { anonymous: 401, nutri2: 404, nutri: 200 },
    },
    {
      title: 'GET /v1/users/{id}/meals?date=',
      path: () => `/v1/users/${ids.carolina}/meals?date=2025-03-11`,
      expected: { anonymous: 401, nutri2: 404, nutri: 200 },
    },
    {
      title: 'GET /v1/appointments/{id} of the former nutritionist’s consultation',
      path: () => `/v1/appointments/${ids.appointment}`,
      expected: { anonymous: 401, nutri: 404, nutri2: 404 },
    },
    {
      title: 'PATCH /v1/appointments/{id} of the former nutritionist’s consultation',
      method: 'PATCH',
      path: () => `/v1/appointments/${ids.appointment}`,
      json: () => ({ date_time: '2025-03-18T10:00:00' }),
      expected: { anonymous: 401, nutri: 404, nutri2: 404 },
    },
  ];

  itAnswersEachAccount(() => api, cases);

  it('nutri2’s list and agenda no longer hold her; nutri’s list does', async () => {
    const list = async (who: 'nutri' | 'nutri2') =>
      (
        await (
          await api.request(`/v1/nutritionists/${ids[who]}/patients?size=50`, { token: api.tokens[who] })
        ).json()
      ).content.map((patient: { id: number }) => patient.id);
    expect(await list('nutri2')).not.toContain(ids.carolina);
    expect(await list('nutri')).toContain(ids.carolina);
    const agenda = await (
      await api.request(`/v1/appointments?nutritionist_id=${ids.nutri2}&size=50`, {
        token: api.tokens.nutri2,
      })
    ).json();
    expect(agenda.content.map((item: { patient_id: number }) => item.patient_id)).not.toContain(ids.carolina);
    const [row] = await api.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, ids.appointment));
    expect(row?.status).toBe('CANCELED');
  });
});
