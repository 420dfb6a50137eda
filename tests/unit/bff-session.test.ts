// app/api/session/route.ts called directly: signing in and out through the upstream.
import { unsealData } from 'iron-session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureServer,
  createCookieStore,
  hangingUpstream,
  mockUpstream,
  PORTAL,
  readProblemBody,
  SESSION_SECRET,
  UPSTREAM,
} from './helpers/bff';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore }));

let route: typeof import('@/app/api/session/route');
let isRevocationPending: typeof import('@/lib/auth/revocation-retry').isRevocationPending;

beforeAll(async () => {
  configureServer();
  route = await import('@/app/api/session/route');
  ({ isRevocationPending } = await import('@/lib/auth/revocation-retry'));
});

const user = {
  id: 7,
  name: 'Ana',
  email: 'ana@nutri.test',
  photo_url: null,
  gender: null,
  birth_date: null,
  main_role: 'ROLE_USER',
  roles: [{ name: 'ROLE_USER' }],
};

function signInRequest(headers: Record<string, string> = { Origin: PORTAL }) {
  return new Request(`${PORTAL}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'ana@nutri.test', password: 'Segura123' }),
  });
}

describe('the session route, /api/session', () => {
  beforeEach(() => {
    cookieStore = createCookieStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('POST – signs in: the token is sealed into the cookie and never answered to the browser', async () => {
    const { calls } = mockUpstream((call) =>
      call.url.endsWith('/login')
        ? new Response('header.payload-of-a-jwt.signature')
        : new Response(JSON.stringify(user), { headers: { 'Content-Type': 'application/json' } }),
    );
    const response = await route.POST(signInRequest());
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('header.payload-of-a-jwt.signature');
    expect(calls.map((call) => call.url)).toEqual([`${UPSTREAM}/login`, `${UPSTREAM}/v1/me`]);
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer header.payload-of-a-jwt.signature');
    const seal = cookieStore.values.get('nutri-session');
    expect(seal).toBeDefined();
    const session = await unsealData<{ token: string }>(seal!, { password: SESSION_SECRET });
    expect(session.token).toBe('header.payload-of-a-jwt.signature');
  });

  it('POST – passes the upstream refusal through and keeps no session', async () => {
    mockUpstream(
      () =>
        new Response('{"status":401,"code":"INVALID_CREDENTIALS","detail":"Usuário ou senha inválidos."}', {
          status: 401,
          headers: { 'Content-Type': 'application/problem+json', 'Set-Cookie': 'upstream=1' },
        }),
    );
    const response = await route.POST(signInRequest());
    expect(response.status).toBe(401);
    expect((await readProblemBody(response)).code).toBe('INVALID_CREDENTIALS');
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(cookieStore.values.has('nutri-session')).toBe(false);
  });

  it('POST – an upstream that does not answer in time is a 504 with the clear message', async () => {
    hangingUpstream();
    const response = await route.POST(signInRequest());
    expect(response.status).toBe(504);
    expect(await readProblemBody(response)).toEqual({
      status: 504,
      code: 'UPSTREAM_TIMEOUT',
      detail: 'O servidor demorou demais para responder.',
    });
  });

  it('POST – a body declared and never sent is 408 once REQUEST_BODY_IDLE_MS is over, and nothing is called', async () => {
    const { calls } = mockUpstream(() => new Response('token'));
    const request = new Request(`${PORTAL}/api/session`, {
      method: 'POST',
      headers: { Origin: PORTAL, 'Content-Type': 'application/json', 'Content-Length': '100' },
      body: new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) }),
      duplex: 'half',
    } as RequestInit);
    const response = await route.POST(request);
    expect(response.status).toBe(408);
    expect(await readProblemBody(response)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(calls).toEqual([]);
    expect(cookieStore.values.has('nutri-session')).toBe(false);
  });

  it('POST – refuses a cross-site sign-in (login CSRF) without calling the upstream', async () => {
    const { fetchMock } = mockUpstream(() => new Response('token'));
    const response = await route.POST(signInRequest({ Origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect((await readProblemBody(response)).code).toBe('CROSS_SITE_REQUEST');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('DELETE – signs out: the upstream revokes the token and the cookie is cleared, even when it is down', async () => {
    mockUpstream((call) =>
      call.url.endsWith('/login') ? new Response('another.token-of-twenty.chars') : Response.json(user),
    );
    await route.POST(signInRequest());
    const { calls } = mockUpstream(() => {
      throw new TypeError('fetch failed');
    });
    const response = await route.DELETE(
      new Request(`${PORTAL}/api/session`, { method: 'DELETE', headers: { Origin: PORTAL } }),
    );
    expect(response.status).toBe(204);
    expect(calls[0]?.url).toBe(`${UPSTREAM}/v1/logout`);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer another.token-of-twenty.chars');
    expect(cookieStore.values.has('nutri-session')).toBe(false);
  });

  it('DELETE – a revocation the upstream did not hear is tried again later until it is heard', async () => {
    mockUpstream((call) =>
      call.url.endsWith('/login') ? new Response('retried.token-of-twenty.chars') : Response.json(user),
    );
    await route.POST(signInRequest());
    vi.useFakeTimers();
    try {
      let upstreamUp = false;
      const { calls } = mockUpstream(() => {
        if (!upstreamUp) throw new TypeError('fetch failed');
        return new Response(null, { status: 204 });
      });
      const signOut = await route.DELETE(
        new Request(`${PORTAL}/api/session`, { method: 'DELETE', headers: { Origin: PORTAL } }),
      );
      expect(signOut.status).toBe(204);
      expect(calls).toHaveLength(1);
      expect(isRevocationPending('retried.token-of-twenty.chars')).toBe(true);

      await vi.advanceTimersByTimeAsync(5_000);
      expect(calls).toHaveLength(2);
      // Still down: the next try waits twice as long.
      await vi.advanceTimersByTimeAsync(9_000);
      expect(calls).toHaveLength(2);
      upstreamUp = true;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toHaveLength(3);
      expect(calls.every((call) => call.url === `${UPSTREAM}/v1/logout`)).toBe(true);
      expect(calls[2]?.headers.get('authorization')).toBe('Bearer retried.token-of-twenty.chars');
      expect(isRevocationPending('retried.token-of-twenty.chars')).toBe(false);
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('DELETE – a token the upstream refuses is not tried again', async () => {
    mockUpstream((call) =>
      call.url.endsWith('/login') ? new Response('refused.token-of-twenty.chars') : Response.json(user),
    );
    await route.POST(signInRequest());
    const { calls } = mockUpstream(
      () =>
        new Response('{"status":401,"code":"SESSION_EXPIRED","detail":"Sessão expirada."}', {
          status: 401,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    const signOut = await route.DELETE(
      new Request(`${PORTAL}/api/session`, { method: 'DELETE', headers: { Origin: PORTAL } }),
    );
    expect(signOut.status).toBe(204);
    expect(calls).toHaveLength(1);
    expect(isRevocationPending('refused.token-of-twenty.chars')).toBe(false);
  });
});
