import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMetricsSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';

describe('administrator dashboard metrics', () => {
  let api: TestApi;
  let tokens: Record<'admin' | 'nutri', string>;

  beforeAll(async () => {
    api = await createTestApi({}, undefined, 'catalogue');
    await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    const nutri = await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'nutri2@t.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'p@t.test', role: 'ROLE_USER', nutritionistId: nutri });
    tokens = {
      admin: await api.signIn('admin@t.test', 'Senha1234'),
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
    };
  });
  afterAll(() => api.close());

  it('GET /v1/admin/metrics – real totals of users, nutritionists and active foods', async () => {
    const read = async () => {
      const response = await api.request('/v1/admin/metrics', { token: tokens.admin });
      expect(response.status).toBe(200);
      return adminMetricsSchema.parse(await response.json());
    };
    const before = await read();
    expect(before).toEqual({ total_users: 4, total_nutritionists: 2, total_foodstuffs: 597 + 12 });
    const food = (await (await api.request('/v1/foodstuffs?size=1', { token: tokens.admin })).json())
      .content[0];
    await api.request(`/v1/foodstuffs/${food.id}`, { method: 'DELETE', token: tokens.admin });
    expect((await read()).total_foodstuffs).toBe(before.total_foodstuffs - 1);
  });

  it('GET /v1/admin/metrics – 403 for a nutritionist, 401 without a token', async () => {
    expect((await api.request('/v1/admin/metrics', { token: tokens.nutri })).status).toBe(403);
    expect((await api.request('/v1/admin/metrics')).status).toBe(401);
  });
});
