import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { refusingDeletes, withoutTable } from './helpers/failing-tables';
import { createRunAddresses, limiterStores } from './helpers/limiter-stores';

describe('sign-in, current user and logout', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_SECONDS: '900' });
    await api.createUser({
      email: 'ana@nutri.test',
      password: 'Segredo123',
      role: 'ROLE_NUTRITIONIST',
      name: 'Ana',
    });
    await api.createUser({
      email: 'bruno@nutri.test',
      password: 'Segredo123',
      role: 'ROLE_USER',
      name: 'Bruno',
    });
  });
  afterAll(() => api.close());

  it('POST /login – the body of the answer is the token, and GET /v1/me reads the user with it', async () => {
    const response = await api.request('/login', {
      method: 'POST',
      json: { email: 'ANA@nutri.test', password: 'Segredo123' },
    });
    expect(response.status).toBe(200);
    const token = await response.text();
    const me = await api.request('/v1/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      name: 'Ana',
      email: 'ana@nutri.test',
      main_role: 'ROLE_NUTRITIONIST',
      roles: [{ name: 'ROLE_NUTRITIONIST' }],
      photo_url: null,
    });
  });

  it('POST /login – a wrong password is a 401 problem with code INVALID_CREDENTIALS', async () => {
    const response = await api.request('/login', {
      method: 'POST',
      json: { email: 'bruno@nutri.test', password: 'x' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('POST /login – malformed input is a 400 INVALID_DATA, never a 500', async () => {
    const notJson = await api.request('/login', {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'INVALID_DATA' });
    const missing = await api.request('/login', { method: 'POST', json: { email: 'a@b.c' } });
    expect(missing.status).toBe(400);
  });

  it('POST /login – after the allowed failures the next attempt is a 429 with Retry-After, even with the right password', async () => {
    const attempt = (password: string) =>
      api.request('/login', {
        method: 'POST',
        json: { email: 'bruno@nutri.test', password },
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('errada')).status).toBe(401);
    const blocked = await attempt('Segredo123');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not blocked for the same account.
    const elsewhere = await api.request('/login', {
      method: 'POST',
      json: { email: 'bruno@nutri.test', password: 'Segredo123' },
      headers: { 'X-Forwarded-For': '198.51.100.9' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('POST /login – successful sign-ins do not count as failures', async () => {
    await api.createUser({ email: 'carla@nutri.test', password: 'Segredo123', role: 'ROLE_USER' });
    const headers = { 'X-Forwarded-For': '192.0.2.44' };
    for (let i = 0; i < 6; i++) {
      const ok = await api.request('/login', {
        method: 'POST',
        json: { email: 'carla@nutri.test', password: 'Segredo123' },
        headers,
      });
      expect(ok.status).toBe(200);
    }
  });

  it('POST /v1/logout – the token is refused from then on', async () => {
    const token = await api.signIn('ana@nutri.test', 'Segredo123');
    expect((await api.request('/v1/logout', { method: 'POST', token })).status).toBe(204);
    const me = await api.request('/v1/me', { token });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('POST /v1/logout – a failed cleanup of expired revocations is logged; the logout answers 204 and the token is refused', async () => {
    const token = await api.signIn('ana@nutri.test', 'Segredo123');
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    // Only deletes from revoked_tokens fail (the cleanup); the revocation's insert still works.
    try {
      const answer = await refusingDeletes(api.database.db, 'revoked_tokens', () =>
        api.request('/v1/logout', { method: 'POST', token }),
      );
      expect(answer.status).toBe(204);
      expect(errors.mock.calls.some((call) => String(call[1]).includes('expired revoked tokens'))).toBe(true);
    } finally {
      errors.mockRestore();
    }
    const me = await api.request('/v1/me', { token });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('GET /v1/me – no token, a forged token or a token of an older version are 401', async () => {
    expect((await api.request('/v1/me')).status).toBe(401);
    expect((await api.request('/v1/me', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' })).status).toBe(401);
    const token = await api.signIn('ana@nutri.test', 'Segredo123');
    const { sql } = await import('drizzle-orm');
    await api.database.db.execute(
      sql`update users set token_version = token_version + 1 where email = 'ana@nutri.test'`,
    );
    expect((await api.request('/v1/me', { token })).status).toBe(401);
  });
});

describe('token expiry', () => {
  it('a token past its lifetime is refused', async () => {
    // The API's clock is driven: the token's lifetime passes without waiting for it.
    let clock = new Date('2026-11-25T12:00:00Z');
    const api = await createTestApi({ TOKEN_TTL_SECONDS: '60' }, () => clock);
    try {
      await api.createUser({ email: 'dora@nutri.test', password: 'Segredo123', role: 'ROLE_USER' });
      const token = await api.signIn('dora@nutri.test', 'Segredo123');
      clock = new Date(clock.getTime() + 59_000);
      expect((await api.request('/v1/me', { token })).status).toBe(200);
      clock = new Date(clock.getTime() + 2_000);
      expect((await api.request('/v1/me', { token })).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe.each(limiterStores)('sign-in throttle on the %s store', (_store, overrides) => {
  let api: TestApi;
  const nextAddress = createRunAddresses();
  const attempt = (password: string, address: string) =>
    api.request('/login', {
      method: 'POST',
      json: { email: 'eva@nutri.test', password },
      headers: { 'X-Forwarded-For': address },
    });

  beforeAll(async () => {
    // The ceiling of one account from one address; the per-account delay has its own file
    // (sign-in-ceiling.test.ts).
    api = await createTestApi({
      ...overrides,
      LOGIN_MAX_FAILURES: '5',
      LOGIN_WINDOW_SECONDS: '900',
      LOGIN_ACCOUNT_FREE_FAILURES: '1000',
    });
    await api.createUser({ email: 'eva@nutri.test', password: 'Segredo123', role: 'ROLE_USER' });
  });
  afterAll(() => api.close());

  it('POST /login – of 40 wrong passwords sent at once, at most LOGIN_MAX_FAILURES are checked; the rest are 429 with Retry-After', async () => {
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt('Errada123', address)));
    const rejected = answers.filter((answer) => answer.status === 401);
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(rejected.length).toBeLessThanOrEqual(5);
    expect(rejected.length + throttled.length).toBe(40);
    for (const answer of throttled) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('Segredo123', address)).status).toBe(429);
  });

  it('POST /login – the right password below the limit signs in, 20 in a row are never throttled, and none lifts the failures', async () => {
    const address = nextAddress();
    for (let i = 0; i < 4; i++) expect((await attempt('Errada123', address)).status).toBe(401);
    for (let i = 0; i < 20; i++) expect((await attempt('Segredo123', address)).status).toBe(200);
    expect((await attempt('Errada123', address)).status).toBe(401);
    expect((await attempt('Segredo123', address)).status).toBe(429);
  });

  it('POST /login – attempts the server could not check (database down) are not counted as failures', async () => {
    const address = nextAddress();
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      await withoutTable(api.database.db, 'users', async () => {
        for (let i = 0; i < 6; i++) expect((await attempt('Segredo123', address)).status).toBe(500);
      });
    } finally {
      errors.mockRestore();
    }
    expect((await attempt('Segredo123', address)).status).toBe(200);
  });
});
