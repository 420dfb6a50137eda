// Failed sign-ins of one account meet a ceiling that a new address on every try cannot dodge: past
// LOGIN_ACCOUNT_FREE_FAILURES each attempt waits longer, and the right password after the wait still signs in.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers/api';
import { createRunAddresses, limiterStores } from './helpers/limiter-stores';

describe.each(limiterStores)('the per-account sign-in delay on the %s store', (_store, overrides) => {
  let api: TestApi;
  let now = new Date('2031-03-10T12:00:00Z');
  const nextAddress = createRunAddresses();
  // Redis keeps its counts between runs: each run signs in accounts of its own.
  const run = randomBytes(3).toString('hex');
  const attempt = (email: string, password: string, address = nextAddress()) =>
    api.request('/login', {
      method: 'POST',
      json: { email, password },
      headers: { 'X-Forwarded-For': address },
    });
  const wait = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    // A reverse proxy in front (in-process requests come from 127.0.0.1) states a new address on every try.
    api = await createTestApi({ ...overrides, TRUSTED_PROXIES: '127.0.0.1' }, () => now);
  });
  afterAll(() => api.close());

  it('30 wrong passwords from 30 addresses: 5 are checked, the rest are 429; the right one after the wait signs in', async () => {
    const email = `eva-${run}@nutri.test`;
    await api.createUser({ email, password: 'Segredo123', role: 'ROLE_USER' });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(email, 'Errada123'));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    const refused = answers[5]!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // Before the wait is over even the right password is refused, or the delay would tell it.
    expect((await attempt(email, 'Segredo123')).status).toBe(429);
    wait(1);
    expect((await attempt(email, 'Segredo123')).status).toBe(200);
    // Her sign-in clears the count: the next failure is checked.
    expect((await attempt(email, 'Errada123')).status).toBe(401);
  });

  it('each failure past the free ones doubles the wait, up to 15 minutes; a wrong guess after it still counts', async () => {
    const email = `bia-${run}@nutri.test`;
    await api.createUser({ email, password: 'Segredo123', role: 'ROLE_USER' });
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'Errada123')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await attempt(email, 'Errada123');
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      waits.push(seconds);
      wait(seconds);
      expect((await attempt(email, 'Errada123')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    wait(900);
    expect((await attempt(email, 'Segredo123')).status).toBe(200);
  });

  it('one account’s failures delay no other account, and an unknown e-mail is delayed the same way', async () => {
    const unknown = `ninguem-${run}@nutri.test`;
    const other = `ana-${run}@nutri.test`;
    await api.createUser({ email: other, password: 'Segredo123', role: 'ROLE_USER' });
    for (let i = 0; i < 5; i++) expect((await attempt(unknown, 'Errada123')).status).toBe(401);
    expect((await attempt(unknown, 'Errada123')).status).toBe(429);
    expect((await attempt(other, 'Segredo123')).status).toBe(200);
  });

  it('a password reset lifts the delay', async () => {
    const email = `cris-${run}@nutri.test`;
    await api.createUser({ email, password: 'Segredo123', role: 'ROLE_USER' });
    for (let i = 0; i < 6; i++) await attempt(email, 'Errada123');
    expect((await attempt(email, 'Segredo123')).status).toBe(429);
    // From an address of this run: Redis counts the requests of an address an hour, across runs too.
    const headers = { 'X-Forwarded-For': nextAddress() };
    expect(
      (await api.request('/v1/password-resets', { method: 'POST', json: { email }, headers })).status,
    ).toBe(202);
    await api.runJobs();
    const outbox = await (await api.request('/dev/outbox')).json();
    const link = JSON.stringify(outbox).match(/reset-password\/([\w-]+)/)?.[1];
    expect(link).toBeDefined();
    const reset = await api.request(`/v1/password-resets/${link}`, {
      method: 'PUT',
      json: { password: 'NovaSenha123' },
      headers,
    });
    expect(reset.status).toBe(204);
    expect((await attempt(email, 'NovaSenha123')).status).toBe(200);
  });
});
