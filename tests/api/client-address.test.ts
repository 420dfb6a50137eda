// Only the portal (proving itself with the shared secret) or a configured reverse proxy may state the
// visitor's address: any other local process that sets X-Forwarded-For is counted under its own address,
// so it cannot dodge the sign-in throttle by picking a new address for every try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, PORTAL_SECRET, type TestApi } from './helpers/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => api.close());

/** Failed sign-ins of one account, each claiming a new address; the statuses seen. */
async function failFromManyAddresses(
  email: string,
  extraHeaders: Record<string, string>,
  on: TestApi = api,
  forwardedFor = (attempt: number) => `198.51.100.${attempt}`,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await on.app.request('/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': forwardedFor(attempt),
        ...extraHeaders,
      },
      body: JSON.stringify({ email, password: 'Errada1234' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('who may state the visitor’s address (X-Forwarded-For)', () => {
  it('a local process without the portal’s secret is throttled under its own address', async () => {
    expect(await failFromManyAddresses('a@nutri.test', {})).toEqual([401, 401, 401, 429, 429]);
  });

  it('a wrong secret proves nothing', async () => {
    expect(
      await failFromManyAddresses('b@nutri.test', { 'X-Portal-Secret': `${PORTAL_SECRET.slice(0, -1)}x` }),
    ).toEqual([401, 401, 401, 429, 429]);
  });

  it('the portal, with its secret, states each visitor’s address', async () => {
    expect(await failFromManyAddresses('c@nutri.test', { 'X-Portal-Secret': PORTAL_SECRET })).toEqual([
      401, 401, 401, 401, 401,
    ]);
  });

  it('a reverse proxy listed in TRUSTED_PROXIES states it too', async () => {
    // In-process requests come from 127.0.0.1.
    const behindProxy = await createTestApi({ LOGIN_MAX_FAILURES: '3', TRUSTED_PROXIES: '127.0.0.1' });
    try {
      expect(await failFromManyAddresses('d@nutri.test', {}, behindProxy)).toEqual([401, 401, 401, 401, 401]);
      // It appends the address it was reached from: entries the visitor put on its left change nothing.
      const spoofed = (attempt: number) => `198.51.100.${attempt}, 203.0.113.9`;
      expect(await failFromManyAddresses('e@nutri.test', {}, behindProxy, spoofed)).toEqual([
        401, 401, 401, 429, 429,
      ]);
    } finally {
      await behindProxy.close();
    }
  });

  it('behind a chain of TRUSTED_PROXY_COUNT proxies, is read that many entries from the right', async () => {
    const behindTwo = await createTestApi({
      LOGIN_MAX_FAILURES: '3',
      TRUSTED_PROXIES: '127.0.0.1',
      TRUSTED_PROXY_COUNT: '2',
    });
    try {
      // The edge proxy appended the visitor (203.0.113.9), the inner one the edge (10.0.0.2).
      const chained = (attempt: number) => `198.51.100.${attempt}, 203.0.113.9, 10.0.0.2`;
      expect(await failFromManyAddresses('f@nutri.test', {}, behindTwo, chained)).toEqual([
        401, 401, 401, 429, 429,
      ]);
    } finally {
      await behindTwo.close();
    }
  });
});
