import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPageSchema, brandSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';

describe('brands', () => {
  let api: TestApi;
  let tokens: Record<'admin' | 'nutri', string>;

  beforeAll(async () => {
    api = await createTestApi();
    await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST' });
    tokens = {
      admin: await api.signIn('admin@t.test', 'Senha1234'),
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
    };
  });
  afterAll(() => api.close());

  const createBrand = (name: unknown, token = tokens.admin) =>
    api.request('/v1/brands', { method: 'POST', json: { name }, token });

  it('POST /v1/brands – an administrator creates a brand and gets it back', async () => {
    for (const name of ['Sítio Alegre', 'Laticínios Serrano', 'Moinho Real', 'Doce Lar', 'Pomar', 'Quinta']) {
      const response = await createBrand(`  ${name} `);
      expect(response.status).toBe(201);
      expect(brandSchema.parse(await response.json())).toEqual({ id: expect.any(Number), name });
    }
  });

  it('POST /v1/brands – 409 BRAND_ALREADY_REGISTERED for the same name in another case', async () => {
    const response = await createBrand('SÍTIO ALEGRE');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'BRAND_ALREADY_REGISTERED' });
  });

  it('POST /v1/brands – 400 for an empty name, 403 for a nutritionist, 401 without a token', async () => {
    expect((await createBrand('   ')).status).toBe(400);
    expect((await createBrand(undefined)).status).toBe(400);
    expect((await createBrand('Marca do nutri', tokens.nutri)).status).toBe(403);
    expect((await api.request('/v1/brands', { method: 'POST', json: { name: 'X' } })).status).toBe(401);
  });

  it('GET /v1/brands – pages of 5 sorted by name, searchable ignoring accents and case', async () => {
    const response = await api.request('/v1/brands?page=0&size=5', { token: tokens.nutri });
    expect(response.status).toBe(200);
    const page = brandPageSchema.parse(await response.json());
    expect(page).toMatchObject({ total_elements: 6, total_pages: 2 });
    expect(page.content.map((brand) => brand.name)).toEqual([
      'Doce Lar',
      'Laticínios Serrano',
      'Moinho Real',
      'Pomar',
      'Quinta',
    ]);
    const found = brandPageSchema.parse(
      await (await api.request('/v1/brands?name=sitio', { token: tokens.admin })).json(),
    );
    expect(found.content.map((brand) => brand.name)).toEqual(['Sítio Alegre']);
    expect((await api.request('/v1/brands')).status).toBe(401);
  });
});
