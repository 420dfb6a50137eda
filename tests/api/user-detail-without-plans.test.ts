// GET /v1/users/{id}?meal_plans=false: the patient's pages that show no plan read the detail without every
// plan version and its foods. The same detail otherwise, behind the same access rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

describe('GET /v1/users/{id}?meal_plans=false', () => {
  let api: SeededApi;
  let patientId: number;

  beforeAll(async () => {
    api = await createSeededApi();
    patientId = await api.idOf('paciente@nutri.test');
  }, 120_000);
  afterAll(() => api?.close());

  const read = async (query: string, token = api.tokens.nutri) => {
    const response = await api.request(`/v1/users/${patientId}${query}`, { token });
    return { status: response.status, body: await response.json() };
  };

  it('answers the detail without its meal plans, for the patient and for her nutritionist', async () => {
    for (const token of [api.tokens.nutri, api.tokens.patient]) {
      const full = await read('', token);
      expect(full.status).toBe(200);
      expect(full.body.meal_plans.length).toBeGreaterThan(0);
      const { meal_plans: _plans, ...profile } = full.body;
      const lean = await read('?meal_plans=false', token);
      expect(lean).toEqual({ status: 200, body: profile });
      expect(lean.body.body_measurement).not.toBeNull();
    }
  });

  it('keeps the plans when asked for them, as without the query', async () => {
    expect(await read('?meal_plans=true')).toEqual(await read(''));
  });

  it('refuses a value that is no yes or no, and changes nothing of who reads what', async () => {
    const bad = await read('?meal_plans=talvez');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_DATA' });
    // Another nutritionist is told 404 either way; an administrator reads the account alone.
    expect((await read('?meal_plans=false', api.tokens.nutri2)).status).toBe(404);
    const admin = await read('?meal_plans=false', api.tokens.admin);
    expect(admin.status).toBe(200);
    expect(Object.keys(admin.body).sort()).toEqual([
      'email',
      'id',
      'main_role',
      'name',
      'photo_url',
      'roles',
    ]);
  });
});
