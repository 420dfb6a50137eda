import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_RANGES, patientGoalsSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

describe('patient goals', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const goals = (id: number) => `/v1/users/${id}/goals`;

  beforeAll(async () => {
    api = await createTestApi();
    ({ ids, tokens } = await createCareTeam(api));
  });
  afterAll(() => api.close());

  const put = (json: unknown, token = tokens.nutri) =>
    api.request(goals(ids.patient), { method: 'PUT', token, json });

  it('GET /v1/users/{id}/goals – before any is set, every field is null (never zero)', async () => {
    const answer = await api.request(goals(ids.patient), { token: tokens.patient });
    expect(answer.status).toBe(200);
    expect(patientGoalsSchema.parse(await answer.json())).toEqual({
      patient_id: ids.patient,
      target_weight: null,
      target_date: null,
      basis: null,
      energy: null,
      proteins: null,
      carbohydrates: null,
      fats: null,
      energy_equation: null,
      pa_category: null,
    });
  });

  it('PUT /v1/users/{id}/goals – keeps the energy equation she chose and the IOM activity category', async () => {
    const chosen = await put({ energy_equation: 'IOM_EER_2005', pa_category: 'LOW_ACTIVE' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ energy_equation: 'IOM_EER_2005', pa_category: 'LOW_ACTIVE' });
    const refused = await put({ energy_equation: 'OWN_GUESS' });
    expect(refused.status).toBe(400);
    const read = await api.request(goals(ids.patient), { token: tokens.nutri });
    expect(await read.json()).toMatchObject({ energy_equation: 'IOM_EER_2005' });
    const cleared = await put({ energy: 1800 });
    expect(await cleared.json()).toMatchObject({ energy_equation: null, pa_category: null });
  });

  it('PUT /v1/users/{id}/goals – sets and replaces them; the patient reads them', async () => {
    const first = await put({ target_weight: 62.5, target_date: '2030-06-30', energy: 1800, proteins: 90 });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ basis: 'TOTAL', energy: 1800, proteins: 90, fats: null });
    const second = await put({ basis: 'PER_KG', proteins: 1.6, energy: 30 });
    expect(await second.json()).toMatchObject({
      basis: 'PER_KG',
      proteins: 1.6,
      energy: 30,
      target_weight: null,
    });
    const read = await api.request(goals(ids.patient), { token: tokens.patient });
    expect(await read.json()).toMatchObject({ basis: 'PER_KG', proteins: 1.6 });
  });

  it('PUT /v1/users/{id}/goals – 403 for the patient herself, 404 for anyone else', async () => {
    expect((await put({ energy: 1800 }, tokens.patient)).status).toBe(403);
    for (const who of ['nutri2', 'other', 'admin'] as const) {
      expect((await put({ energy: 1800 }, tokens[who])).status).toBe(404);
      expect((await api.request(goals(ids.patient), { token: tokens[who] })).status).toBe(404);
    }
  });

  it('PUT /v1/users/{id}/goals – 400 past the bounds of the basis chosen, and for a date past 2099', async () => {
    for (const body of [
      { energy: 30 },
      { basis: 'PER_KG', energy: 1800 },
      { basis: 'PER_KG', proteins: 11 },
      { target_weight: 10 },
      { target_date: '2100-01-01' },
      { basis: 'PER_DAY' },
    ]) {
      expect((await put(body)).status).toBe(400);
    }
  });

  it('a per-kg protein target is kept as sent inside its range and refused outside it', async () => {
    const { min, max } = GOAL_RANGES.PER_KG.proteins;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 150 }), async (tenths) => {
        const proteins = tenths / 10;
        const answer = await put({ basis: 'PER_KG', proteins });
        if (proteins >= min && proteins <= max) {
          expect(answer.status).toBe(200);
          expect((await answer.json()).proteins).toBe(proteins);
        } else expect(answer.status).toBe(400);
      }),
      { numRuns: 20 },
    );
  });
});
