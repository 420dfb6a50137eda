import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anthropometricRecordListSchema,
  anthropometricRecordSchema,
  dailyMealSummarySchema,
  monthlyMealSummarySchema,
  userDetailSchema,
} from '@/lib/api/contract';
import { users } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

const NOW = new Date('2025-03-12T21:00:00-03:00');

describe('anthropometric records', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const records = (id: number) => `/v1/users/${id}/anthropometric-records`;

  beforeAll(async () => {
    api = await createTestApi({}, () => NOW);
    ({ ids, tokens } = await createCareTeam(api));
    await api.database.db
      .update(users)
      .set({ birthDate: '1990-05-10', gender: 'FEMALE' })
      .where(eq(users.id, ids.patient));
  });
  afterAll(() => api.close());

  const create = (json: unknown, token = tokens.nutri, patient = ids.patient) =>
    api.request(records(patient), { method: 'POST', token, json });

  it('POST /v1/users/{id}/anthropometric-records – the own nutritionist records an assessment with only a date', async () => {
    const answer = await create({ date: '2025-01-10' });
    expect(answer.status).toBe(201);
    const record = anthropometricRecordSchema.parse(await answer.json());
    expect(record).toMatchObject({
      date: '2025-01-10',
      patient_id: ids.patient,
      weight: null,
      triceps_skinfold: null,
    });
  });

  it('keeps every measurement as sent and lists the records newest first', async () => {
    const full = {
      date: '2025-03-01',
      weight: 62.4,
      height: 165,
      waist_circumference: 76.5,
      hip_circumference: 98,
      arm_circumference: 28.5,
      triceps_skinfold: 20,
      suprailiac_skinfold: 15,
      thigh_skinfold: 25,
    };
    const answer = await create(full);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject(full);
    const list = anthropometricRecordListSchema.parse(
      await (await api.request(records(ids.patient), { token: tokens.nutri })).json(),
    );
    expect(list.records.map((record) => record.date)).toEqual(['2025-03-01', '2025-01-10']);
    expect(list.preferred_fat_equation).toBeNull();
  });

  it('the latest record with weight and height becomes the user body_measurement', async () => {
    await create({ date: '2025-03-05', waist_circumference: 75 });
    const detail = userDetailSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}`, { token: tokens.nutri })).json(),
    );
    expect(detail.body_measurement).toMatchObject({ weight: 62.4, height: 165 });
  });

  it('a later weight alone is the newest body_measurement and estimate, with the height measured before', async () => {
    await create({ date: '2025-03-08', weight: 61 });
    const detail = userDetailSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}`, { token: tokens.nutri })).json(),
    );
    expect(detail.body_measurement).toMatchObject({ weight: 61, height: 165 });
    expect(detail.body_measurement?.measured_at.slice(0, 10)).toBe('2025-03-08');

    // No plan: Mifflin–St Jeor (female, 34) × 1.2, from the weight in force each day.
    const required = async (date: string) =>
      dailyMealSummarySchema.parse(
        await (
          await api.request(`/v1/users/${ids.patient}/meals?date=${date}`, { token: tokens.nutri })
        ).json(),
      ).calories.required;
    const estimate = (weight: number) => Math.round((10 * weight + 6.25 * 165 - 5 * 34 - 161) * 1.2);
    expect(await required('2025-03-11')).toBe(estimate(61));
    expect(await required('2025-03-04')).toBe(estimate(62.4));
    // Said to be the estimate, so the screens can warn outside the equation's ages.
    const month = monthlyMealSummarySchema.parse(
      await (
        await api.request(`/v1/users/${ids.patient}/meal-reports?year_month=2025-03`, { token: tokens.nutri })
      ).json(),
    );
    const days = month.weeks.flatMap((week) => week.days);
    expect(days.find((day) => day.date === '2025-03-11')?.calories).toMatchObject({
      required: estimate(61),
      required_estimated: true,
    });
  });

  it.each([
    ['weight', 1.9],
    ['weight', 350.1],
    ['height', 39],
    ['triceps_skinfold', 0.5],
    ['calf_skinfold', 81],
    ['waist_circumference', 221],
  ])('POST – 400 MEASUREMENT_OUT_OF_RANGE for %s = %s', async (field, value) => {
    const answer = await create({ date: '2025-03-01', [field]: value });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'MEASUREMENT_OUT_OF_RANGE' });
  });

  it('POST – 400 without a date, and INVALID_MEASUREMENT_DATE for a future date', async () => {
    const noDate = await create({ weight: 60 });
    expect(noDate.status).toBe(400);
    expect(await noDate.json()).toMatchObject({ code: 'INVALID_DATA' });
    const future = await create({ date: '2025-03-13', weight: 60 });
    expect(future.status).toBe(400);
    expect(await future.json()).toMatchObject({ code: 'INVALID_MEASUREMENT_DATE' });
  });

  it('PUT and DELETE /v1/users/{id}/anthropometric-records/{recordId} – edit then remove a record', async () => {
    const created = anthropometricRecordSchema.parse(
      await (await create({ date: '2025-02-01', weight: 64 })).json(),
    );
    const path = `${records(ids.patient)}/${created.id}`;
    const edited = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: { date: '2025-02-02', weight: 63.5, chest_skinfold: 12 },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ date: '2025-02-02', weight: 63.5, chest_skinfold: 12 });
    expect((await api.request(path, { token: tokens.patient })).status).toBe(200);
    expect((await api.request(path, { method: 'DELETE', token: tokens.nutri })).status).toBe(204);
    expect((await api.request(path, { token: tokens.nutri })).status).toBe(404);
  });

  it('a record of another patient is 404 under this patient id', async () => {
    const theirs = anthropometricRecordSchema.parse(
      await (await create({ date: '2025-02-01' }, tokens.nutri2, ids.other)).json(),
    );
    expect((await api.request(`${records(ids.patient)}/${theirs.id}`, { token: tokens.nutri })).status).toBe(
      404,
    );
  });

  describe('authorization', () => {
    it('GET – the patient reads its own records; nutri2, another patient and the administrator get 404', async () => {
      expect((await api.request(records(ids.patient), { token: tokens.patient })).status).toBe(200);
      for (const who of ['nutri2', 'other', 'admin'] as const) {
        expect((await api.request(records(ids.patient), { token: tokens[who] })).status).toBe(404);
      }
      expect((await api.request(records(ids.patient))).status).toBe(401);
    });

    it('POST – the patient itself gets 403; anyone else but its nutritionist 404', async () => {
      expect((await create({ date: '2025-03-01' }, tokens.patient)).status).toBe(403);
      expect((await create({ date: '2025-03-01' }, tokens.nutri2)).status).toBe(404);
      expect((await create({ date: '2025-03-01' }, tokens.admin)).status).toBe(404);
    });

    it('PUT and DELETE – nutri2 gets 404 and the record stays', async () => {
      const created = anthropometricRecordSchema.parse(
        await (await create({ date: '2025-03-02', weight: 61 })).json(),
      );
      const path = `${records(ids.patient)}/${created.id}`;
      expect(
        (await api.request(path, { method: 'PUT', token: tokens.nutri2, json: { date: '2025-03-02' } }))
          .status,
      ).toBe(404);
      expect((await api.request(path, { method: 'DELETE', token: tokens.nutri2 })).status).toBe(404);
      expect((await api.request(path, { method: 'DELETE', token: tokens.patient })).status).toBe(403);
      expect(await (await api.request(path, { token: tokens.nutri })).json()).toMatchObject({ weight: 61 });
    });
  });

  it('PUT /v1/users/{id}/anthropometry-preferences – remembers the preferred fat equation per patient', async () => {
    const path = `/v1/users/${ids.patient}/anthropometry-preferences`;
    const saved = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: { preferred_fat_equation: 'PETROSKI' },
    });
    expect(saved.status).toBe(200);
    const list = anthropometricRecordListSchema.parse(
      await (await api.request(records(ids.patient), { token: tokens.patient })).json(),
    );
    expect(list.preferred_fat_equation).toBe('PETROSKI');
    const bad = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: { preferred_fat_equation: 'X' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await api.request(path, {
          method: 'PUT',
          token: tokens.nutri2,
          json: { preferred_fat_equation: 'GUEDES' },
        })
      ).status,
    ).toBe(404);
  });
});
