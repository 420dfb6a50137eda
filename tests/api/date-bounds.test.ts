// Every date, month and date-time the API reads lies from 1900 to the horizon its screens reach, or the call
// is a 400 with a code that changes nothing (lib/rules/date-bounds.ts, lib/api/contract/dates.ts). The
// API's clock is fixed on Wednesday 4 November 2026, 10:00 in São Paulo; the nutritionist works Monday to
// Friday, 08:00–12:00, so free slots start at 08:00, 08:50, 09:40 and 10:30.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, foodstuffs, mealPlans, type meals } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

const NOW = new Date('2026-11-04T10:00:00-03:00');
const WORK_WEEK = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
    day_of_week,
    availability: [{ from: '08:00', to: '12:00' }],
  })),
};

let api: TestApi;
const ids = { nutri: 0, patient: 0, food: 0 };
const tokens = { nutri: '', patient: '' };

beforeAll(async () => {
  api = await createTestApi({}, () => NOW, 'catalogue');
  ids.nutri = await api.createUser({ email: 'n@bounds.test', role: 'ROLE_NUTRITIONIST' });
  ids.patient = await api.createUser({
    email: 'p@bounds.test',
    role: 'ROLE_USER',
    nutritionistId: ids.nutri,
  });
  tokens.nutri = await api.signIn('n@bounds.test', 'Senha1234');
  tokens.patient = await api.signIn('p@bounds.test', 'Senha1234');
  await api.request(`/v1/nutritionists/${ids.nutri}/week-availability`, {
    method: 'PUT',
    token: tokens.nutri,
    json: WORK_WEEK,
  });
  const [food] = await api.database.db.select({ id: foodstuffs.id }).from(foodstuffs).limit(1);
  ids.food = food!.id;
});
afterAll(() => api.close());

async function expectRefused(response: Response, code: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(await response.json()).toMatchObject({ status: 400, code });
}

const rowsOf = async (table: typeof appointments | typeof mealPlans | typeof meals) =>
  (await api.database.db.select({ total: count() }).from(table))[0]?.total ?? 0;

const daily = (date: string, token = tokens.patient) =>
  api.request(`/v1/users/${ids.patient}/meals?date=${date}`, { token });
const monthly = (yearMonth: string, token = tokens.patient) =>
  api.request(`/v1/users/${ids.patient}/meal-reports?year_month=${yearMonth}`, { token });
const book = (dateTime: string) =>
  api.request('/v1/appointments', {
    method: 'POST',
    token: tokens.nutri,
    json: { type: 'ONLINE', date_time: dateTime, nutritionist_id: ids.nutri, patient_id: ids.patient },
  });
const agenda = (query: string) =>
  api.request(`/v1/appointments?nutritionist_id=${ids.nutri}&${query}`, { token: tokens.nutri });
const freeHours = (from: string, to: string) =>
  api.request(`/v1/nutritionists/${ids.nutri}/availabilities?from=${from}&to=${to}`, { token: tokens.nutri });

describe('meal summaries', () => {
  it('GET /v1/users/{id}/meal-reports?year_month=0001-01 – 400 INVALID_DATA, for the patient and its nutritionist', async () => {
    await expectRefused(await monthly('0001-01'), 'INVALID_DATA');
    await expectRefused(await monthly('0001-01', tokens.nutri), 'INVALID_DATA');
    // The API is free again at once: the next call is answered.
    expect((await api.request('/health/ready')).status).toBe(200);
  });

  it('GET /v1/users/{id}/meals and /meal-reports – year 9999 and anything before 1900 are a 400, not a 500', async () => {
    await expectRefused(await daily('9999-12-31'), 'INVALID_DATA');
    await expectRefused(await monthly('9999-12'), 'INVALID_DATA');
    await expectRefused(await daily('1899-12-31'), 'INVALID_DATA');
    await expectRefused(await monthly('1899-12'), 'INVALID_DATA');
    expect((await daily('1900-01-01')).status).toBe(200);
    expect((await monthly('1900-01')).status).toBe(200);
  });

  it('GET /v1/users/{id}/meals and /meal-reports – no further ahead than the week holding today', async () => {
    expect((await daily('2026-11-11')).status).toBe(200);
    await expectRefused(await daily('2026-11-12'), 'INVALID_DATA');
    expect((await monthly('2026-11')).status).toBe(200);
    await expectRefused(await monthly('2026-12'), 'INVALID_DATA');
  });
});

describe('appointments and free hours', () => {
  it('GET /v1/appointments?from=9999-12-31&to=… – 400 INVALID_DATA, and so is a bound before 1900', async () => {
    await expectRefused(await agenda('from=9999-12-31&to=9999-12-31T23:59:00'), 'INVALID_DATA');
    await expectRefused(await agenda('from=9999-12-31T00:00:00Z&to=9999-12-31T23:59:00Z'), 'INVALID_DATA');
    await expectRefused(await agenda('from=1899-12-31&to=1900-01-02'), 'INVALID_DATA');
  });

  it('GET /v1/appointments – a year ahead at most, a window of two years at most', async () => {
    // The agenda screen's widest window: twelve months back, twelve ahead.
    expect((await agenda('from=2025-11-04T10:00:00-03:00&to=2027-11-04T10:00:00-03:00')).status).toBe(200);
    await expectRefused(await agenda('from=2026-11-01&to=2028-01-01'), 'INVALID_DATA');
    await expectRefused(await agenda('from=2024-01-01&to=2026-12-01'), 'RANGE_TOO_LONG');
  });

  it('POST /v1/appointments at 9999-12-27T08:00 – 400 INVALID_DATA, nothing booked', async () => {
    const before = await rowsOf(appointments);
    await expectRefused(await book('9999-12-27T08:00'), 'INVALID_DATA');
    await expectRefused(await book('9999-12-27T08:00:00-03:00'), 'INVALID_DATA');
    expect(await rowsOf(appointments)).toBe(before);
  });

  it('POST /v1/appointments – a free slot beyond a year ahead is a 400 BOOKING_TOO_FAR_AHEAD, nothing booked', async () => {
    const before = await rowsOf(appointments);
    await expectRefused(await book('2027-11-08T08:00:00'), 'BOOKING_TOO_FAR_AHEAD');
    await expectRefused(await book('2099-12-28T08:00:00'), 'BOOKING_TOO_FAR_AHEAD');
    expect(await rowsOf(appointments)).toBe(before);
    // A year ahead, as far as the agenda lists, is still bookable.
    expect((await book('2027-11-04T08:00:00')).status).toBe(201);
  });

  it('PATCH /v1/appointments/{id} – moving a consultation beyond a year ahead is refused and changes nothing', async () => {
    const booked = await book('2026-11-05T08:00:00');
    expect(booked.status).toBe(201);
    const { id, start_date_time } = (await booked.json()) as { id: number; start_date_time: string };
    const move = (date_time: string) =>
      api.request(`/v1/appointments/${id}`, { method: 'PATCH', token: tokens.nutri, json: { date_time } });
    await expectRefused(await move('9999-12-27T08:00'), 'INVALID_DATA');
    await expectRefused(await move('2027-11-08T08:00:00'), 'BOOKING_TOO_FAR_AHEAD');
    const [row] = await api.database.db
      .select({ start: appointments.startDateTime, sequence: appointments.sequence })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row?.start.toISOString()).toBe(start_date_time);
    expect(row?.sequence).toBe(0);
  });

  it('GET /v1/nutritionists/{id}/availabilities – within a year ahead; year 9999 is a 400, not a 500', async () => {
    expect((await freeHours('2026-11-04', '2027-11-04')).status).toBe(200);
    await expectRefused(await freeHours('2026-11-04', '2027-11-30'), 'BOOKING_TOO_FAR_AHEAD');
    await expectRefused(await freeHours('9999-12-01', '9999-12-31'), 'INVALID_DATA');
    await expectRefused(await freeHours('1899-12-01', '1899-12-31'), 'INVALID_DATA');
  });
});

describe('dates in bodies', () => {
  const plan = (start_date: string, end_date: string) =>
    api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date,
        end_date,
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [{ foodstuff_id: ids.food, baseline_weight: 100, quantity: 1 }],
          },
        ],
      },
    });

  it('POST /v1/meal-plans – a start or an end past 2099 (or before 1900) is a 400, nothing saved', async () => {
    const before = await rowsOf(mealPlans);
    await expectRefused(await plan('2026-11-04', '9999-12-31'), 'INVALID_DATA');
    await expectRefused(await plan('9999-01-01', '9999-12-31'), 'INVALID_DATA');
    await expectRefused(await plan('1899-12-31', '2026-12-31'), 'INVALID_DATA');
    expect(await rowsOf(mealPlans)).toBe(before);
  });

  it('POST /v1/users/{id}/anthropometric-records – a date before 1900 is INVALID_MEASUREMENT_DATE', async () => {
    const record = (date: string) =>
      api.request(`/v1/users/${ids.patient}/anthropometric-records`, {
        method: 'POST',
        token: tokens.nutri,
        json: { date, weight: 60 },
      });
    await expectRefused(await record('1899-12-31'), 'INVALID_MEASUREMENT_DATE');
    await expectRefused(await record('9999-12-31'), 'INVALID_MEASUREMENT_DATE');
  });
});
