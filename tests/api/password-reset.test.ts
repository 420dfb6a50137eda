import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '@/upstream/src/db/schema';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { withoutTable } from './helpers/failing-tables';
import { createRunAddresses, limiterStores } from './helpers/limiter-stores';
import { loggedMessages } from './helpers/logged';

let api: TestApi;
let address = 0;
let from = '';
let fabioId = 0;

const requestReset = (email: string) =>
  api.request('/v1/password-resets', {
    method: 'POST',
    json: { email },
    headers: { 'X-Forwarded-For': from },
  });
const checkLink = (token: string) =>
  api.request(`/v1/password-resets/${token}`, { headers: { 'X-Forwarded-For': from } });
const setPassword = (token: string, password: string) =>
  api.request(`/v1/password-resets/${token}`, {
    method: 'PUT',
    json: { password },
    headers: { 'X-Forwarded-For': from },
  });

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const outbox = (await (await api.request('/dev/outbox')).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  return outbox.filter((entry) => entry.to === email);
}

async function readLinkToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link e-mailed to ${email}`);
  return token;
}

beforeAll(async () => {
  api = await createTestApi({
    PUBLIC_URL: 'https://portal.example',
    PASSWORD_RESET_MAX_PER_HOUR: '4',
    PASSWORD_RESET_MAX_MAILS_PER_ACCOUNT: '2',
    // The lock of one account from one address is what these tests lift; the per-account delay has its own
    // (sign-in-ceiling.test.ts).
    LOGIN_ACCOUNT_FREE_FAILURES: '1000',
  });
  await api.createUser({ email: 'carla@nutri.test', password: 'Antiga123', role: 'ROLE_NUTRITIONIST' });
  await api.createUser({ email: 'davi@nutri.test', password: 'Antiga123', role: 'ROLE_NUTRITIONIST' });
  await api.createUser({ email: 'elis@nutri.test', password: 'Antiga123', role: 'ROLE_ADMIN' });
  await api.createUser({ email: 'gil@nutri.test', password: 'Antiga123', role: 'ROLE_NUTRITIONIST' });
  fabioId = await api.createUser({
    email: 'fabio@nutri.test',
    password: 'Antiga123',
    role: 'ROLE_NUTRITIONIST',
  });
});
afterAll(() => api.close());
beforeEach(() => {
  from = `203.0.113.${++address}`;
});

describe('password recovery', () => {
  it('POST /v1/password-resets – answers 202 the same way for an account and for an unknown e-mail', async () => {
    const known = await requestReset('Carla@nutri.test');
    const unknown = await requestReset('ninguem@nutri.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailsTo('ninguem@nutri.test')).toHaveLength(0);
    const [mail] = await mailsTo('carla@nutri.test');
    expect(mail?.subject).toBe('Redefinição de senha');
    expect(mail?.text).toMatch(/https:\/\/portal\.example\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('PUT /v1/password-resets/{token} – sets the password, ends every session and the link works only once', async () => {
    const oldToken = await api.signIn('davi@nutri.test', 'Antiga123');
    await requestReset('davi@nutri.test');
    const token = await readLinkToken('davi@nutri.test');

    const check = await checkLink(token);
    expect(check.status).toBe(200);
    expect(Date.parse((await check.json()).expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);

    expect((await setPassword(token, 'NovaSenha1')).status).toBe(204);
    expect((await api.request('/v1/me', { token: oldToken })).status).toBe(401);
    expect(
      (
        await api.request('/login', {
          method: 'POST',
          json: { email: 'davi@nutri.test', password: 'Antiga123' },
        })
      ).status,
    ).toBe(401);
    await api.signIn('davi@nutri.test', 'NovaSenha1');

    const reused = await setPassword(token, 'OutraSenha1');
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await checkLink(token)).status).toBe(404);
  });

  it('PUT /v1/password-resets/{token} – lifts the sign-in lock of the account from that address, not of the address', async () => {
    const signIn = (password: string, address = from) =>
      api.request('/login', {
        method: 'POST',
        json: { email: 'gil@nutri.test', password },
        headers: { 'X-Forwarded-For': address },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn('Errada123')).status).toBe(401);
    expect((await signIn('Antiga123')).status).toBe(429);
    const elsewhere = `198.51.100.${address}`;
    for (let attempt = 0; attempt < 10; attempt++) await signIn('Errada123', elsewhere);

    await requestReset('gil@nutri.test');
    expect((await setPassword(await readLinkToken('gil@nutri.test'), 'Nova12345')).status).toBe(204);
    expect((await signIn('Nova12345')).status).toBe(200);
    // Failures from another address were not this user's: they still count there.
    expect((await signIn('Nova12345', elsewhere)).status).toBe(429);
  });

  it('PUT /v1/password-resets/{token} – a failing confirmation e-mail does not fail the changed password', async () => {
    await api.createUser({ email: 'hugo@nutri.test', password: 'Antiga123', role: 'ROLE_NUTRITIONIST' });
    await requestReset('hugo@nutri.test');
    const token = await readLinkToken('hugo@nutri.test');
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(log, 'warn').mockImplementation(() => {});
    // The outbox is where the 'senha alterada' e-mail goes: it fails while the table is away, on every
    // attempt of its job, which then stops as given up (DEAD) for an administrator to retry.
    let changed: Response;
    let logs: string[];
    try {
      changed = await withoutTable(api.database.db, 'mail_outbox', () => setPassword(token, 'NovaSenha1'));
    } finally {
      logs = loggedMessages(logged);
      logged.mockRestore();
      warned.mockRestore();
    }
    expect(changed.status).toBe(204);
    expect(logs.some((line) => /job mail #\d+ failed 3 times and is given up/.test(line))).toBe(true);
    await api.signIn('hugo@nutri.test', 'NovaSenha1');
    expect((await mailsTo('hugo@nutri.test')).map((mail) => mail.subject)).toEqual(['Redefinição de senha']);
  });

  it('PUT /v1/password-resets/{token} – a weak password is a 400 and leaves the link usable', async () => {
    await requestReset('elis@nutri.test');
    const token = await readLinkToken('elis@nutri.test');
    const weak = await setPassword(token, 'fraca');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'INVALID_DATA' });
    expect((await checkLink(token)).status).toBe(200);
  });

  it('GET /v1/password-resets/{token} – an expired link, or one replaced by a newer one, is a 404', async () => {
    await requestReset('fabio@nutri.test');
    const first = await readLinkToken('fabio@nutri.test');
    await requestReset('fabio@nutri.test');
    const second = await readLinkToken('fabio@nutri.test');
    expect(second).not.toBe(first);
    expect((await checkLink(first)).status).toBe(404);
    expect((await checkLink(second)).status).toBe(200);

    await api.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, fabioId));
    expect((await checkLink(second)).status).toBe(404);
    expect((await setPassword(second, 'NovaSenha1')).status).toBe(404);
  });

  it('POST /v1/password-resets – an account gets at most 2 links an hour, silently', async () => {
    await api.createUser({ email: 'gabi@nutri.test', role: 'ROLE_NUTRITIONIST' });
    for (let i = 0; i < 3; i++) {
      from = `203.0.113.${++address}`;
      expect((await requestReset('gabi@nutri.test')).status).toBe(202);
    }
    expect(await mailsTo('gabi@nutri.test')).toHaveLength(2);
  });

  it('POST /v1/password-resets – the 5th request of an hour from one address is a 429', async () => {
    for (let i = 0; i < 4; i++) expect((await requestReset(`x${i}@nutri.test`)).status).toBe(202);
    const blocked = await requestReset('carla@nutri.test');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('GET /v1/password-resets/{token} – guessing links is refused after 4 wrong ones from an address', async () => {
    const guess = (i: number) => `${'A'.repeat(42)}${i}`;
    for (let i = 0; i < 4; i++) expect((await checkLink(guess(i))).status).toBe(404);
    expect((await checkLink('curto')).status).toBe(429);
  });
});

describe.each(limiterStores)('password recovery limits on the %s store', (_store, overrides) => {
  let storeApi: TestApi;
  const nextAddress = createRunAddresses();
  beforeAll(async () => {
    storeApi = await createTestApi({ ...overrides, PASSWORD_RESET_MAX_PER_HOUR: '4' });
  });
  afterAll(() => storeApi.close());

  const countStatuses = (answers: Response[]) =>
    answers.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  it('GET /v1/password-resets/{token} – of 40 wrong links tried at once from one address, at most 4 are looked up; the rest are 429', async () => {
    const headers = { 'X-Forwarded-For': nextAddress() };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        storeApi.request(`/v1/password-resets/${'B'.repeat(41)}${String(i).padStart(2, '0')}`, { headers }),
      ),
    );
    const counts = countStatuses(answers);
    expect(counts[404] ?? 0).toBeLessThanOrEqual(4);
    expect((counts[404] ?? 0) + (counts[429] ?? 0)).toBe(40);
  });

  it('POST /v1/password-resets – of 40 requests sent at once from one address, at most 4 are accepted', async () => {
    const headers = { 'X-Forwarded-For': nextAddress() };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        storeApi.request('/v1/password-resets', {
          method: 'POST',
          json: { email: `p${i}@nutri.test` },
          headers,
        }),
      ),
    );
    const counts = countStatuses(answers);
    expect(counts[202] ?? 0).toBeLessThanOrEqual(4);
    expect((counts[202] ?? 0) + (counts[429] ?? 0)).toBe(40);
  });

  it('GET /v1/password-resets/{token} – a valid link does not count against the address', async () => {
    await storeApi.createUser({ email: 'iris@nutri.test', role: 'ROLE_NUTRITIONIST' });
    const headers = { 'X-Forwarded-For': nextAddress() };
    expect(
      (
        await storeApi.request('/v1/password-resets', {
          method: 'POST',
          json: { email: 'iris@nutri.test' },
          headers,
        })
      ).status,
    ).toBe(202);
    const outbox = (await (await storeApi.request('/dev/outbox')).json()) as { to: string; text: string }[];
    const token = outbox
      .find((mail) => mail.to === 'iris@nutri.test')
      ?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error('no reset link e-mailed to iris@nutri.test');
    for (let i = 0; i < 6; i++)
      expect((await storeApi.request(`/v1/password-resets/${token}`, { headers })).status).toBe(200);
  });
});
