import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGENS_MAX, ANAMNESIS_NOTE_MAX, anamnesisListSchema, anamnesisSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

let now = new Date('2025-03-10T15:00:00Z');

const empty = { conditions: {}, medications: {}, allergies: {}, habits: {}, bowel: {}, sleep: {}, water: {} };

describe('anamneses', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const list = (id: number) => `/v1/users/${id}/anamneses`;

  beforeAll(async () => {
    api = await createTestApi({}, () => now);
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
  });
  afterAll(() => api.close());

  const post = (json: unknown, token = tokens.nutri) =>
    api.request(list(ids.patient), { method: 'POST', token, json });

  it('GET /v1/users/{id}/anamneses – none yet: no versions, latest null', async () => {
    const answer = await api.request(list(ids.patient), { token: tokens.nutri });
    expect(anamnesisListSchema.parse(await answer.json())).toEqual({ versions: [], latest: null });
  });

  it('POST /v1/users/{id}/anamneses – a short form with unknown answers kept as null, never zero', async () => {
    const answer = await post({
      form: 'SHORT',
      content: { ...empty, allergies: { allergies: ['Amendoim'], intolerances: ['lactose'] } },
    });
    expect(answer.status).toBe(201);
    const version = anamnesisSchema.parse(await answer.json());
    expect(version).toMatchObject({
      form: 'SHORT',
      date: '2025-03-10',
      patient_id: ids.patient,
      recorded_by: { id: ids.nutri, name: 'Dra. Lia' },
    });
    expect(version.content.sleep).toEqual({ hours: null, quality: null, notes: null });
    expect(version.content.water.liters_per_day).toBeNull();
    expect(version.content.allergies.allergies).toEqual(['Amendoim']);
  });

  it('an edit is a new version: both are listed newest first and each reads as it was saved', async () => {
    now = new Date('2025-03-10T15:20:00Z');
    const answer = await post({
      form: 'FULL',
      content: {
        ...empty,
        conditions: { list: ['HYPERTENSION'], other: null, family_history: 'Mãe diabética' },
        allergies: { allergies: ['Amendoim', 'camarão'] },
        sleep: { hours: 6.5, quality: 'FAIR' },
        water: { liters_per_day: 1.5 },
      },
    });
    expect(answer.status).toBe(201);
    const newest = anamnesisSchema.parse(await answer.json());
    const listed = anamnesisListSchema.parse(
      await (await api.request(list(ids.patient), { token: tokens.patient })).json(),
    );
    expect(listed.versions.map((version) => [version.date, version.form])).toEqual([
      ['2025-03-10', 'FULL'],
      ['2025-03-10', 'SHORT'],
    ]);
    expect(listed.latest?.id).toBe(newest.id);
    expect(listed.latest?.content.allergies.allergies).toEqual(['Amendoim', 'camarão']);
    const first = listed.versions[1]!;
    const old = anamnesisSchema.parse(
      await (await api.request(`${list(ids.patient)}/${first.id}`, { token: tokens.nutri })).json(),
    );
    expect(old.content.allergies).toEqual({
      allergies: ['Amendoim'],
      intolerances: ['lactose'],
      notes: null,
    });
    expect(old.content.sleep.hours).toBeNull();
  });

  it('pregnancy and lactation: weeks for a pregnant woman, the delivery for a lactating one, nothing else', async () => {
    const pregnant = await post({
      form: 'SHORT',
      content: { ...empty, pregnancy: { state: 'PREGNANT', gestational_weeks: 20 } },
    });
    expect(pregnant.status).toBe(201);
    expect(anamnesisSchema.parse(await pregnant.json()).content.pregnancy).toEqual({
      state: 'PREGNANT',
      gestational_weeks: 20,
      delivery_date: null,
    });
    const lactating = await post({
      form: 'SHORT',
      content: { ...empty, pregnancy: { state: 'LACTATING', delivery_date: '2025-01-20' } },
    });
    expect(lactating.status).toBe(201);
    const before = anamnesisListSchema.parse(
      await (await api.request(list(ids.patient), { token: tokens.nutri })).json(),
    );
    for (const pregnancy of [
      { state: 'PREGNANT', gestational_weeks: 43 },
      { state: 'PREGNANT', gestational_weeks: 12.5 },
      { state: null, gestational_weeks: 12 },
      { state: 'PREGNANT', delivery_date: '2025-01-20' },
      { state: 'LACTATING', delivery_date: '2025-03-11' },
    ]) {
      const refused = await post({ form: 'SHORT', content: { ...empty, pregnancy } });
      expect(refused.status, JSON.stringify(pregnancy)).toBe(400);
      expect((await refused.json()).detail).toMatch(/content\.pregnancy|parto/);
    }
    const after = anamnesisListSchema.parse(
      await (await api.request(list(ids.patient), { token: tokens.nutri })).json(),
    );
    expect(after.versions).toHaveLength(before.versions.length);
  });

  it('POST /v1/users/{id}/anamneses – 403 for the patient herself, 404 for anyone else', async () => {
    expect((await post({ form: 'SHORT', content: empty }, tokens.patient)).status).toBe(403);
    for (const who of ['nutri2', 'other', 'admin'] as const) {
      expect((await post({ form: 'SHORT', content: empty }, tokens[who])).status).toBe(404);
      expect((await api.request(list(ids.patient), { token: tokens[who] })).status).toBe(404);
    }
  });

  it('GET /v1/users/{id}/anamneses/{anamnesisId} – 404 for an id of another patient', async () => {
    const [own] = (await (await api.request(list(ids.patient), { token: tokens.nutri })).json()).versions;
    expect((await api.request(`${list(ids.other)}/${own.id}`, { token: tokens.nutri2 })).status).toBe(404);
    expect((await api.request(`${list(ids.patient)}/999999`, { token: tokens.nutri })).status).toBe(404);
  });

  it('POST /v1/users/{id}/anamneses – 400 in Portuguese past each bound', async () => {
    const cases = [
      { ...empty, notes: 'x'.repeat(ANAMNESIS_NOTE_MAX + 1) },
      {
        ...empty,
        allergies: { allergies: Array.from({ length: ALLERGENS_MAX + 1 }, (_, i) => `item ${i}`) },
      },
      { ...empty, allergies: { allergies: ['a'] } },
      { ...empty, bowel: { bristol_type: 8 } },
      { ...empty, sleep: { hours: 25 } },
      { ...empty, water: { liters_per_day: -1 } },
      { ...empty, habits: { smoking: 'SOMETIMES' } },
    ];
    for (const content of cases) {
      const answer = await post({ form: 'FULL', content });
      expect(answer.status).toBe(400);
    }
    expect((await post({ form: 'MEDIUM', content: empty })).status).toBe(400);
  });

  it('sleep hours and water liters: inside the bounds kept as sent, outside refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: -5, max: 30, noNaN: true }), async (hours) => {
        const answer = await post({ form: 'SHORT', content: { ...empty, sleep: { hours } } });
        if (hours >= 0 && hours <= 24) {
          expect(answer.status).toBe(201);
          // JSON writes -0 as 0, so the API is sent (and keeps) 0.
          expect((await answer.json()).content.sleep.hours).toBe(hours + 0);
        } else expect(answer.status).toBe(400);
      }),
      { numRuns: 15 },
    );
  });
});
