// Google sign-in against a real OpenID Connect issuer on this machine (oidc-provider), driven like a
// browser: redirects followed by hand, cookies kept per host, the issuer's sign-in forms submitted.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '@/upstream/src/oidc/issuer';
import { createTestApi, type TestApi } from './helpers/api';

const API_PUBLIC_URL = 'http://api.test';
const PORTAL_URL = 'http://portal.test';
const CALLBACK = `${API_PUBLIC_URL}/login/oauth2/code/google`;
const FAILED = `${PORTAL_URL}/login?failedGoogleAuth=true`;

let issuer: TestIssuer;
let api: TestApi;

/** The name=value pairs of Set-Cookie headers. */
function readSetCookies(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
  return jar;
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Signs in at the issuer as `login`, starting from its authorization URL; returns the callback URL it sends back. */
async function signInAtIssuer(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next: { url: string; method: string; body?: URLSearchParams } = {
    url: authorizationUrl,
    method: 'GET',
  };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      method: next.method,
      body: next.body,
      headers: { cookie: cookieHeader(jar) },
      redirect: 'manual',
    });
    for (const [name, value] of readSetCookies(response)) jar.set(name, value);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(CALLBACK)) return target;
      next = { url: target.href, method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected issuer page (${response.status}): ${html.slice(0, 300)}`);
    const body = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      body.set('login', login);
      body.set('password', 'qualquer');
    }
    next = { url: new URL(action.replaceAll('&amp;', '&'), next.url).href, method: 'POST', body };
  }
  throw new Error('the issuer never sent the browser back');
}

/** What the portal's start route keeps in the browser's pending cookie, and the hash it sends the API. */
function newPending(): { pending: string; binding: string } {
  const pending = randomBytes(32).toString('base64url');
  return { pending, binding: createHash('sha256').update(pending).digest('base64url') };
}

async function startSignIn(
  binding = newPending().binding,
): Promise<{ authorizationUrl: string; flowCookie: string }> {
  const start = await api.request(`/oauth2/authorization/google?binding=${binding}`);
  expect(start.status).toBe(302);
  const flowCookie = readSetCookies(start).get('nutri_oauth_flow');
  if (!flowCookie) throw new Error('no flow cookie');
  return { authorizationUrl: start.headers.get('location') ?? '', flowCookie };
}

const callBack = (callbackUrl: URL, flowCookie?: string) =>
  api.request(`${callbackUrl.pathname}${callbackUrl.search}`, {
    headers: flowCookie ? { cookie: `nutri_oauth_flow=${flowCookie}` } : {},
  });

beforeAll(async () => {
  issuer = await startTestIssuer({
    port: 0,
    clientId: 'nutri-portal',
    clientSecret: 'segredo-do-cliente',
    redirectUris: [CALLBACK],
    unverifiedEmails: ['naoverificado@nutri.test'],
  });
  api = await createTestApi({
    GOOGLE_CLIENT_ID: 'nutri-portal',
    GOOGLE_CLIENT_SECRET: 'segredo-do-cliente',
    GOOGLE_ISSUER_URL: issuer.issuer,
    API_PUBLIC_URL,
    PUBLIC_URL: PORTAL_URL,
  });
  await api.createUser({ email: 'helena@nutri.test', role: 'ROLE_NUTRITIONIST', name: 'Helena' });
  await api.createUser({ email: 'naoverificado@nutri.test', role: 'ROLE_NUTRITIONIST' });
});
afterAll(async () => {
  await api.close();
  await issuer.close();
});

describe('Google sign-in (OpenID Connect)', () => {
  it('GET /v1/auth/providers – says Google is on when a client id is configured', async () => {
    expect(await (await api.request('/v1/auth/providers')).json()).toEqual({ google: true });
  });

  it('GET /oauth2/authorization/google – sends the browser to the issuer with PKCE, state and nonce', async () => {
    const { authorizationUrl, flowCookie } = await startSignIn();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('client_id')).toBe('nutri-portal');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
    // The flow's secrets are sealed: nothing of the state or verifier is readable in the cookie.
    expect(flowCookie).not.toContain(url.searchParams.get('state'));
  });

  const redeem = (code: string, pending: string) =>
    api.request('/v1/auth/google/handovers', { method: 'POST', json: { code, pending } });

  /** A finished sign-in as Helena from a browser whose pending value is `pending`: the code in /login?token=. */
  async function finishedSignIn(pending: string): Promise<string> {
    const { authorizationUrl, flowCookie } = await startSignIn(
      createHash('sha256').update(pending).digest('base64url'),
    );
    const answer = await callBack(await signInAtIssuer(authorizationUrl, 'helena@nutri.test'), flowCookie);
    return new URL(answer.headers.get('location') ?? '').searchParams.get('token') ?? '';
  }

  it('GET /oauth2/authorization/google – refuses to start without the portal’s binding', async () => {
    for (const query of ['', '?binding=', '?binding=curto']) {
      const start = await api.request(`/oauth2/authorization/google${query}`);
      expect(start.headers.get('location')).toBe(FAILED);
      expect(start.headers.getSetCookie()).toEqual([]);
    }
  });

  it('GET /login/oauth2/code/google – an existing account with a verified e-mail gets a one-time code, never a token, in the portal’s /login URL', async () => {
    const { pending, binding } = newPending();
    const { authorizationUrl, flowCookie } = await startSignIn(binding);
    const callbackUrl = await signInAtIssuer(authorizationUrl, 'Helena@nutri.test');
    const answer = await callBack(callbackUrl, flowCookie);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${PORTAL_URL}/login`);
    const code = location.searchParams.get('token') ?? '';
    // The code in the URL is no bearer token.
    expect((await api.request('/v1/me', { token: code })).status).toBe(401);
    const redeemed = await redeem(code, pending);
    expect(redeemed.status).toBe(200);
    const token = await redeemed.text();
    const me = await api.request('/v1/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'helena@nutri.test', name: 'Helena' });
    // The flow cookie is spent.
    expect(answer.headers.getSetCookie().join()).toMatch(/nutri_oauth_flow=;/);
    // The same answer from the issuer cannot be played again, nor the code redeemed twice.
    expect((await callBack(callbackUrl, flowCookie)).headers.get('location')).toBe(FAILED);
    const again = await redeem(code, pending);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_HANDOVER' });
  });

  it('POST /v1/auth/google/handovers – a code redeemed with another browser’s pending value (login CSRF) is refused and spent', async () => {
    const attacker = newPending();
    const victim = newPending();
    const code = await finishedSignIn(attacker.pending);
    const forged = await redeem(code, victim.pending);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'INVALID_HANDOVER' });
    // Spent by the failed try: not even the right browser can use it now.
    expect((await redeem(code, attacker.pending)).status).toBe(401);
  });

  it('POST /v1/auth/google/handovers – a code older than two minutes is refused', async () => {
    let now = new Date('2026-01-05T12:00:00Z');
    const timed = await createTestApi(
      {
        GOOGLE_CLIENT_ID: 'nutri-portal',
        GOOGLE_CLIENT_SECRET: 'segredo-do-cliente',
        GOOGLE_ISSUER_URL: issuer.issuer,
        API_PUBLIC_URL,
        PUBLIC_URL: PORTAL_URL,
      },
      () => now,
    );
    try {
      await timed.createUser({ email: 'helena@nutri.test', role: 'ROLE_NUTRITIONIST' });
      const { pending, binding } = newPending();
      const start = await timed.request(`/oauth2/authorization/google?binding=${binding}`);
      const flowCookie = readSetCookies(start).get('nutri_oauth_flow') ?? '';
      const callbackUrl = await signInAtIssuer(start.headers.get('location') ?? '', 'helena@nutri.test');
      const answer = await timed.request(`${callbackUrl.pathname}${callbackUrl.search}`, {
        headers: { cookie: `nutri_oauth_flow=${flowCookie}` },
      });
      const code = new URL(answer.headers.get('location') ?? '').searchParams.get('token') ?? '';
      now = new Date(now.getTime() + 121_000);
      const late = await timed.request('/v1/auth/google/handovers', {
        method: 'POST',
        json: { code, pending },
      });
      expect(late.status).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('POST /v1/auth/google/handovers – malformed bodies are a 400', async () => {
    for (const json of [
      {},
      { code: 'x', pending: 'y' },
      { code: `${'a'.repeat(42)}\u0000`, pending: 'a'.repeat(43) },
    ]) {
      const answer = await api.request('/v1/auth/google/handovers', { method: 'POST', json });
      expect(answer.status).toBe(400);
    }
  });

  it('GET /login/oauth2/code/google – an e-mail without an account fails cleanly', async () => {
    const { authorizationUrl, flowCookie } = await startSignIn();
    const callbackUrl = await signInAtIssuer(authorizationUrl, 'desconhecida@nutri.test');
    const answer = await callBack(callbackUrl, flowCookie);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(FAILED);
  });

  it('GET /login/oauth2/code/google – an e-mail the issuer has not verified fails, even with an account', async () => {
    const { authorizationUrl, flowCookie } = await startSignIn();
    const callbackUrl = await signInAtIssuer(authorizationUrl, 'naoverificado@nutri.test');
    expect((await callBack(callbackUrl, flowCookie)).headers.get('location')).toBe(FAILED);
  });

  it('GET /login/oauth2/code/google – an answer that belongs to another browser (no or another flow cookie) fails', async () => {
    const { authorizationUrl } = await startSignIn();
    const callbackUrl = await signInAtIssuer(authorizationUrl, 'helena@nutri.test');
    expect((await callBack(callbackUrl)).headers.get('location')).toBe(FAILED);
    const other = await startSignIn();
    expect((await callBack(callbackUrl, other.flowCookie)).headers.get('location')).toBe(FAILED);
  });

  it('GET /login/oauth2/code/google – a refusal at the issuer or a forged state fails', async () => {
    const { flowCookie } = await startSignIn();
    const refused = new URL(`${CALLBACK}?error=access_denied&state=x`);
    expect((await callBack(refused, flowCookie)).headers.get('location')).toBe(FAILED);
    const start = await startSignIn();
    const callbackUrl = await signInAtIssuer(start.authorizationUrl, 'helena@nutri.test');
    callbackUrl.searchParams.set('state', 'forjado');
    expect((await callBack(callbackUrl, start.flowCookie)).headers.get('location')).toBe(FAILED);
  });
});

describe('Google sign-in switched off or unreachable', () => {
  it('GET /v1/auth/providers – Google is off without a client id, and its start fails cleanly', async () => {
    const off = await createTestApi({ PUBLIC_URL: PORTAL_URL });
    try {
      expect(await (await off.request('/v1/auth/providers')).json()).toEqual({ google: false });
      const start = await off.request('/oauth2/authorization/google');
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe(FAILED);
    } finally {
      await off.close();
    }
  });

  it('GET /oauth2/authorization/google – an issuer that cannot be reached sends the browser back with the failure', async () => {
    const unreachable = await createTestApi({
      PUBLIC_URL: PORTAL_URL,
      GOOGLE_CLIENT_ID: 'nutri-portal',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
    try {
      const start = await unreachable.request(`/oauth2/authorization/google?binding=${newPending().binding}`);
      expect(start.headers.get('location')).toBe(FAILED);
    } finally {
      await unreachable.close();
    }
  });
});
