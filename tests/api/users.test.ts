import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPhotos, bodyMeasurements, userRoles, users } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('users and avatars', () => {
  let api: TestApi;
  let ids: Record<'admin' | 'nutri' | 'nutri2' | 'patient' | 'other', number>;
  let tokens: Record<'admin' | 'nutri' | 'nutri2' | 'patient', string>;
  /** What an administrator may read of another user: the account, never its sex, birth date or care data. */
  const accountKeys = ['email', 'id', 'main_role', 'name', 'photo_url', 'roles'];
  let avatarId: number;
  /** The patient's account, all an administrator reads of it. */
  const patientAccount = () => ({
    id: ids.patient,
    name: 'João Conceição',
    email: 'p@t.test',
    photo_url: null,
    main_role: 'ROLE_USER',
    roles: [{ name: 'ROLE_USER' }],
  });

  beforeAll(async () => {
    api = await createTestApi();
    const admin = await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN', name: 'Administração' });
    const nutri = await api.createUser({
      email: 'nutri@t.test',
      role: 'ROLE_NUTRITIONIST',
      name: 'Nutri Um',
    });
    const nutri2 = await api.createUser({
      email: 'nutri2@t.test',
      role: 'ROLE_NUTRITIONIST',
      name: 'Nutri Dois',
    });
    const patient = await api.createUser({
      email: 'p@t.test',
      role: 'ROLE_USER',
      name: 'João Conceição',
      nutritionistId: nutri,
    });
    const other = await api.createUser({
      email: 'o@t.test',
      role: 'ROLE_USER',
      name: 'Outra Paciente',
      nutritionistId: nutri2,
    });
    ids = { admin, nutri, nutri2, patient, other };
    // Health data of the patient (LGPD art. 11): what its nutritionist follows and nobody else reads.
    await api.database.db
      .update(users)
      .set({ birthDate: '1990-05-17', gender: 'MALE', physicalActivityFactor: 'LIGHTLY_ACTIVE' })
      .where(eq(users.id, patient));
    await api.database.db
      .insert(bodyMeasurements)
      .values({ userId: patient, measuredAt: new Date('2025-03-01T15:00:00Z'), weight: 82.5, height: 176 });
    tokens = {
      admin: await api.signIn('admin@t.test', 'Senha1234'),
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
      nutri2: await api.signIn('nutri2@t.test', 'Senha1234'),
      patient: await api.signIn('p@t.test', 'Senha1234'),
    };
    const inserted = await api.database.db
      .insert(avatarPhotos)
      .values([
        { url: '/avatars/a.svg', tags: 'sorridente,óculos', gender: 'FEMALE' },
        { url: '/avatars/b.svg', tags: 'barba', gender: 'MALE' },
        { url: '/avatars/c.svg', tags: 'cabelo curto,sorridente', gender: 'MALE' },
      ])
      .returning({ id: avatarPhotos.id });
    avatarId = inserted[0]!.id;
  });
  afterAll(() => api.close());

  it('GET /v1/users – administrators get a page with content, total_elements and total_pages', async () => {
    const response = await api.request('/v1/users?page=0&size=2', { token: tokens.admin });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.total_elements).toBe(5);
    expect(page.total_pages).toBe(3);
    expect(page.content).toHaveLength(2);
  });

  it('GET /v1/users – the name search ignores accents and case', async () => {
    const response = await api.request(`/v1/users?name=${encodeURIComponent('joao conceicao')}`, {
      token: tokens.admin,
    });
    const page = await response.json();
    expect(page.content.map((u: { name: string }) => u.name)).toEqual(['João Conceição']);
  });

  it('GET /v1/users – 403 for a nutritionist, 401 without a token, 400 for a bad page size', async () => {
    expect((await api.request('/v1/users', { token: tokens.nutri })).status).toBe(403);
    expect((await api.request('/v1/users')).status).toBe(401);
    const bad = await api.request('/v1/users?size=abc', { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_DATA' });
  });

  it('GET /v1/users – an administrator reads each user’s account, never its sex or birth date', async () => {
    const page = await (await api.request('/v1/users?page=0&size=8', { token: tokens.admin })).json();
    expect(page.content).toHaveLength(5);
    for (const user of page.content) expect(Object.keys(user).sort()).toEqual(accountKeys);
    expect(page.content.find((user: { id: number }) => user.id === ids.patient)).toEqual(patientAccount());
  });

  it('GET /v1/users/{id} – the patient itself and its nutritionist read its measurement and plans', async () => {
    for (const token of [tokens.patient, tokens.nutri]) {
      const response = await api.request(`/v1/users/${ids.patient}`, { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: ids.patient,
        birth_date: '1990-05-17',
        gender: 'MALE',
        physical_activity_factor: 'LIGHTLY_ACTIVE',
        body_measurement: { weight: 82.5, height: 176 },
        meal_plans: [],
      });
    }
  });

  it('GET /v1/users/{id} – an administrator reads the patient’s account alone, no health data', async () => {
    const response = await api.request(`/v1/users/${ids.patient}`, { token: tokens.admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(patientAccount());
    const nutritionist = await (await api.request(`/v1/users/${ids.nutri}`, { token: tokens.admin })).json();
    expect(Object.keys(nutritionist).sort()).toEqual(accountKeys);
    expect((await api.request('/v1/users/999999', { token: tokens.admin })).status).toBe(404);
  });

  it('GET /v1/users/{id} – an administrator who is also a nutritionist reads her own patient in full, another’s account alone', async () => {
    const both = await api.createUser({ email: 'ambas@t.test', role: 'ROLE_NUTRITIONIST', name: 'Ambas' });
    await api.database.db.insert(userRoles).values({ userId: both, role: 'ROLE_ADMIN' });
    const own = await api.createUser({ email: 'dela@t.test', role: 'ROLE_USER', nutritionistId: both });
    const token = await api.signIn('ambas@t.test', 'Senha1234');
    const ownDetail = await (await api.request(`/v1/users/${own}`, { token })).json();
    expect(ownDetail).toMatchObject({ id: own, meal_plans: [], body_measurement: null });
    const another = await (await api.request(`/v1/users/${ids.patient}`, { token })).json();
    expect(Object.keys(another).sort()).toEqual(accountKeys);
  });

  it('GET /v1/users/{id} – another nutritionist and another patient get 404, never the data', async () => {
    expect((await api.request(`/v1/users/${ids.patient}`, { token: tokens.nutri2 })).status).toBe(404);
    expect((await api.request(`/v1/users/${ids.other}`, { token: tokens.patient })).status).toBe(404);
    expect((await api.request('/v1/users/not-a-number', { token: tokens.admin })).status).toBe(404);
  });

  it('GET /v1/avatar-photos – filters by tags (accent-insensitive) and gender, paged', async () => {
    const byTag = await (await api.request('/v1/avatar-photos?tags=oculos', { token: tokens.nutri })).json();
    expect(byTag.content.map((a: { url: string }) => a.url)).toEqual(['/avatars/a.svg']);
    const male = await (
      await api.request('/v1/avatar-photos?gender=MALE&size=1', { token: tokens.nutri })
    ).json();
    expect(male).toMatchObject({ total_elements: 2, total_pages: 2 });
    expect((await api.request('/v1/avatar-photos?gender=OTHER', { token: tokens.nutri })).status).toBe(400);
  });

  it('PUT /v1/users/{id}/photos/{photoId} – sets one’s own avatar; not someone else’s', async () => {
    const response = await api.request(`/v1/users/${ids.nutri}/photos/${avatarId}`, {
      method: 'PUT',
      token: tokens.nutri,
    });
    expect(response.status).toBe(200);
    const me = await (await api.request('/v1/me', { token: tokens.nutri })).json();
    expect(me.photo_url).toBe('/avatars/a.svg');
    expect(
      (
        await api.request(`/v1/users/${ids.patient}/photos/${avatarId}`, {
          method: 'PUT',
          token: tokens.nutri,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request(`/v1/users/${ids.nutri}/photos/999999`, { method: 'PUT', token: tokens.nutri }))
        .status,
    ).toBe(404);
  });

  it('unknown paths answer a 404 problem', async () => {
    const response = await api.request('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
