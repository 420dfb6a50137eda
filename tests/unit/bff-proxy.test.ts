// app/api/[...path]/route.ts called directly: the allowlisted proxy between the browser and the upstream.
import { sealData, unsealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedCalls } from '@/lib/api/server/allowlist';
import { log as portalLog } from '@/lib/log/portal';
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

let forward: (request: NextRequest, context: { params: Promise<{ path: string[] }> }) => Promise<Response>;

beforeAll(async () => {
  configureServer();
  ({ GET: forward } = await import('@/app/api/[...path]/route'));
});

async function signIn(lastSeenAt = Date.now()) {
  const seal = await sealData(
    { token: 'upstream-token', user: { id: 7 }, signedInAt: lastSeenAt, lastSeenAt },
    { password: SESSION_SECRET, ttl: 8 * 3600 },
  );
  cookieStore.values.set('nutri-session', seal);
}

function call(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const request = new NextRequest(`${PORTAL}/api${path}`, { method, headers, body });
  // As Next's route matcher does: the raw path split on '/', each segment decoded once, nothing dropped.
  const rawPath = path.split('?')[0] ?? '';
  const segments = rawPath.slice(1).split('/').map(decodeURIComponent);
  return forward(request, { params: Promise.resolve({ path: segments }) });
}

const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

// Every way the probe wrote a path that leaves the API's host or climbs out of the matched call, in the
// form the browser sends it (Next decodes each segment once before the handler sees it).
const smuggledPaths = [
  '/%2fv1/me',
  '/%2Fv1/me',
  '/%252fv1/me',
  '/%252Fv1/me',
  '/%5cv1/me',
  '/%5Cv1/me',
  '/%255cv1/me',
  '/v1/users/%2e%2e',
  '/v1/users/%2E%2e',
  '/v1/users/%252e%252e',
  '/%2e/v1/me',
  '/%2e%2e/v1/me',
  '/v1/foodstuffs/..%2F..%2Fadmin',
  '/v1/foodstuffs/..%2f..%2fadmin',
  '//v1/me',
  '/v1//me',
  '/./v1/me',
  '/v1/./me',
  '/v1/../v1/me',
];

describe('the BFF proxy, /api/{upstream path}', () => {
  beforeEach(() => {
    cookieStore = createCookieStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("passes the portal server's request id on, so the API logs the same id", async () => {
    const { calls } = mockUpstream(() => Response.json({ id: 7 }));
    await signIn();
    expect((await call('GET', '/v1/me', { 'x-request-id': 'clique-42' })).status).toBe(200);
    expect(calls[0]?.headers.get('x-request-id')).toBe('clique-42');
  });

  it('answers 404 for a call that is not allowlisted, without reaching the upstream', async () => {
    const { fetchMock } = mockUpstream(() => new Response('{}'));
    await signIn();
    const response = await call('DELETE', '/v1/users/3');
    expect(response.status).toBe(404);
    expect((await readProblemBody(response)).code).toBe('NOT_FOUND');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(smuggledPaths)(
    'answers 400 INVALID_PATH to GET /api%s, without reaching the upstream',
    async (path) => {
      const { fetchMock } = mockUpstream(() => Response.json({}));
      await signIn();
      const response = await call('GET', path);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await readProblemBody(response)).toEqual({
        status: 400,
        code: 'INVALID_PATH',
        detail: 'Endereço de chamada inválido.',
      });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('answers 400 to the signed-out calls of the probe too, without reaching the upstream', async () => {
    const { fetchMock } = mockUpstream(() => Response.json({}));
    const lookup = await call('GET', '/%2fv1/addresses/01310100');
    const reset = await call(
      'POST',
      '/%2fv1/password-resets',
      { Origin: PORTAL, 'Content-Type': 'application/json' },
      '{"email":"ana@example.com"}',
    );
    expect([lookup.status, reset.status]).toEqual([400, 400]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends every allowlisted call to API_BASE_URL’s origin, on exactly the path it matched', async () => {
    const { calls } = mockUpstream(() => Response.json({}));
    await signIn();
    const expected: string[] = [];
    for (const { method, pattern } of allowedCalls) {
      const path = pattern.replace(/:\w+/g, '12');
      expected.push(`${UPSTREAM}${path}`);
      await call(method, path, { Origin: PORTAL });
    }
    for (const path of smuggledPaths) await call('GET', path);
    await call('GET', '/%2fv1/addresses/01310100');

    expect(calls.map((sent) => sent.url)).toEqual(expected);
    for (const sent of calls) expect(new URL(sent.url).origin).toBe(new URL(UPSTREAM).origin);
  });

  it.each([
    'text/html',
    'text/html; charset=utf-8',
    'TEXT/HTML',
    'text/plain;charset=UTF-8',
    'image/svg+xml',
    'application/xml',
    'application/javascript',
  ])('answers 502 instead of passing an upstream %s answer back to the browser', async (type) => {
    const logged = vi.spyOn(portalLog, 'error').mockImplementation(() => undefined);
    mockUpstream(
      () => new Response('<script>alert(document.cookie)</script>', { headers: { 'Content-Type': type } }),
    );
    await signIn();
    const response = await call('GET', '/v1/me');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const text = await response.text();
    expect(text).not.toContain('<script>');
    expect(JSON.parse(text)).toMatchObject({ status: 502, code: 'UPSTREAM_ERROR' });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('passes JSON, problems and empty answers back, under a policy that runs nothing', async () => {
    const problem = '{"status":409,"code":"BRAND_ALREADY_REGISTERED","detail":"x"}';
    const answers = [
      Response.json({ id: 7 }),
      new Response('{"id":7}', { headers: { 'Content-Type': 'application/json; charset=UTF-8' } }),
      new Response(problem, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }),
      new Response(null, { status: 204 }),
    ];
    mockUpstream(() => answers.shift() ?? Response.json({}));
    await signIn();
    const seen: [number, string | null, string][] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await call('GET', '/v1/me');
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      seen.push([response.status, response.headers.get('content-type'), await response.text()]);
    }
    expect(seen).toEqual([
      [200, 'application/json', '{"id":7}'],
      [200, 'application/json; charset=UTF-8', '{"id":7}'],
      [409, 'application/problem+json', problem],
      [204, null, ''],
    ]);
  });

  it('reads every refusal against the contract: a code outside it reaches the browser as UPSTREAM_ERROR', async () => {
    const answers = [
      new Response('{"status":409,"code":"SOMETHING_NEW","detail":"x"}', {
        status: 409,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
      new Response('{"status":429,"code":"EXPORT_IN_PROGRESS","detail":"y"}', {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '30' },
      }),
      new Response('not json', { status: 500, headers: { 'Content-Type': 'application/json' } }),
    ];
    mockUpstream(() => answers.shift() ?? Response.json({}));
    await signIn();
    const seen = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await call('GET', '/v1/me');
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      seen.push([response.status, response.headers.get('retry-after'), await readProblemBody(response)]);
    }
    expect(seen).toEqual([
      [409, null, { status: 409, code: 'UPSTREAM_ERROR', detail: 'x' }],
      [429, '30', { status: 429, code: 'EXPORT_IN_PROGRESS', detail: 'y' }],
      [500, null, { status: 500, code: 'UPSTREAM_ERROR', detail: '' }],
    ]);
  });

  it('answers 403 to a cross-site write, without reaching the upstream', async () => {
    const { fetchMock } = mockUpstream(() => new Response('{}'));
    await signIn();
    const response = await call(
      'POST',
      '/v1/brands',
      { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      '{"name":"x"}',
    );
    expect(response.status).toBe(403);
    expect((await readProblemBody(response)).code).toBe('CROSS_SITE_REQUEST');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 401 SESSION_EXPIRED to a session call without a session', async () => {
    const { fetchMock } = mockUpstream(() => new Response('{}'));
    const response = await call('GET', '/v1/foodstuffs');
    expect(response.status).toBe(401);
    expect((await readProblemBody(response)).code).toBe('SESSION_EXPIRED');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns an upstream that does not answer in time into 504 with the clear message', async () => {
    hangingUpstream();
    await signIn();
    const response = await call('GET', '/v1/foodstuffs?page=0');
    expect(response.status).toBe(504);
    expect(await readProblemBody(response)).toEqual({
      status: 504,
      code: 'UPSTREAM_TIMEOUT',
      detail: 'O servidor demorou demais para responder.',
    });
  });

  /** A body declared 100 bytes long, of which nothing ever comes. */
  const silentBody = () => ({
    body: new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) }),
    headers: { 'Content-Length': '100' },
  });
  /** A body that comes in `parts`, each after `pauseMs`. */
  const bodyInParts = (parts: string[], pauseMs: number) => ({
    body: new ReadableStream<Uint8Array>({
      async pull(controller) {
        const part = parts.shift();
        if (part === undefined) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        controller.enqueue(new TextEncoder().encode(part));
      },
    }),
    headers: {},
  });
  /** POST /api/v1/brands through the proxy with a streamed body. */
  const postBrand = ({
    body,
    headers,
  }: {
    body: ReadableStream<Uint8Array>;
    headers: Record<string, string>;
  }) =>
    forward(
      new NextRequest(`${PORTAL}/api/v1/brands`, {
        method: 'POST',
        headers: { Origin: PORTAL, 'Content-Type': 'application/json', ...headers },
        body,
        duplex: 'half',
      } as ConstructorParameters<typeof NextRequest>[1]),
      { params: Promise.resolve({ path: ['v1', 'brands'] }) },
    );

  it('answers 408 REQUEST_TIMEOUT when the browser declares a body and stops sending it', async () => {
    // The upstream reads the body as a real one would, so only the browser's silence can end the wait.
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      await new Response(init.body).arrayBuffer();
      return Response.json({ id: 1 });
    });
    await signIn();
    const response = await postBrand(silentBody());
    expect(response.status).toBe(408);
    expect(await readProblemBody(response)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('answers 408, not 503, when the upstream gives up on a silent body a moment before the portal does', async () => {
    // As the API does under load: its own wait on the body ends first, it answers 408 and closes, and fetch
    // then cancels the body it was sending and fails.
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const reader = (init.body as ReadableStream<Uint8Array>).getReader();
      void reader.read().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 40));
      await reader.cancel();
      throw new TypeError('fetch failed', { cause: new Error('other side closed') });
    });
    await signIn();
    const response = await postBrand(silentBody());
    expect(response.status).toBe(408);
    expect(await readProblemBody(response)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('answers 503 when the upstream fails while the body is still arriving', async () => {
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const reader = (init.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      void reader.read().catch(() => undefined);
      await reader.cancel();
      throw new TypeError('fetch failed', { cause: new Error('other side closed') });
    });
    await signIn();
    const response = await postBrand(bodyInParts(['{"name":', '"Marca"}'], 10));
    expect(response.status).toBe(503);
  });

  /**
   * A body of `parts` that records how far the browser got in sending it and whether it was cut; `thenSilent`,
   * it never ends but sends nothing more.
   */
  const recordedBody = (parts: string[], pauseMs: number, thenSilent = false) => {
    const sent = { parts: 0, ended: false, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent.parts === parts.length) {
          if (thenSilent) return new Promise(() => undefined);
          sent.ended = true;
          return controller.close();
        }
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        controller.enqueue(new TextEncoder().encode(parts[sent.parts++]));
      },
      cancel: () => {
        sent.cancelled = true;
      },
    });
    return { sent, body, headers: {} };
  };
  /** An upstream that refuses by the declared length, before reading a byte of the body, as the API's limit does. */
  const refusingByLength = () =>
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { status: 413, code: 'FILE_TOO_LARGE', detail: 'A imagem deve ter no máximo 5 MB.' },
        { status: 413, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
  /** An upstream that cannot be reached: fetch fails before it takes a byte of the body. */
  const unreachable = () =>
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    });

  // A browser reads the answer only once its upload is sent: left unread, it would hang on a full socket.
  // REQUEST_BODY_IDLE_MS is 50 ms here.
  it.each([
    {
      when: 'the upstream refused it early, it is read to its end',
      upstream: refusingByLength,
      silentAfterParts: false,
      status: 413,
      sent: { parts: 4, ended: true, cancelled: false },
    },
    {
      when: 'the upstream refused it and the browser stops sending, it is let go',
      upstream: refusingByLength,
      silentAfterParts: true,
      status: 413,
      sent: { parts: 4, ended: false, cancelled: true },
    },
    {
      when: 'the upstream cannot be reached, it is read to its end',
      upstream: unreachable,
      silentAfterParts: false,
      status: 503,
      sent: { parts: 4, ended: true, cancelled: false },
    },
  ])('the rest of a body: when $when, so the browser sees the answer', async (example) => {
    example.upstream();
    await signIn();
    const upload = recordedBody(['a', 'b', 'c', 'd'], 5, example.silentAfterParts);
    const response = await postBrand(upload);
    expect(response.status).toBe(example.status);
    await vi.waitFor(() => expect(upload.sent).toEqual(example.sent));
  });

  it('cuts off a client still sending past 64 MiB after the refusal, rather than read it for ever', async () => {
    refusingByLength();
    await signIn();
    const mebibyte = new Uint8Array(1024 * 1024);
    const sent = { mebibytes: 0, cancelled: false };
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent.mebibytes += 1;
        controller.enqueue(mebibyte);
      },
      cancel: () => {
        sent.cancelled = true;
      },
    });
    const response = await postBrand({ body: endless, headers: {} });
    expect(response.status).toBe(413);
    await vi.waitFor(() => expect(sent.cancelled).toBe(true), { timeout: 5_000 });
    // What the stream had queued ahead of the reader aside, no more than the limit was asked for.
    expect(sent.mebibytes).toBeGreaterThan(64);
    expect(sent.mebibytes).toBeLessThan(70);
  });

  it('passes a body that arrives in parts, each pause shorter than the wait', async () => {
    let received = '';
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      received = await new Response(init.body).text();
      return Response.json({ id: 1 });
    });
    await signIn();
    const response = await postBrand(bodyInParts(['{"name":', '"Marca"}'], 30));
    expect(response.status).toBe(200);
    expect(received).toBe('{"name":"Marca"}');
  });

  it('forwards only the needed headers both ways: no cookies, no hop-by-hop headers', async () => {
    const { calls } = mockUpstream(
      () =>
        new Response('{"content":[]}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Set-Cookie': 'upstream=1; Path=/',
            Connection: 'keep-alive',
            'Keep-Alive': 'timeout=5',
            'X-Powered-By': 'upstream',
          },
        }),
    );
    await signIn();
    const response = await call('GET', '/v1/foodstuffs?page=0&size=7', {
      Accept: 'application/json',
      Cookie: `nutri-session=${cookieStore.values.get('nutri-session')}; other=1`,
      Connection: 'keep-alive, x-secret',
      'Keep-Alive': 'timeout=5',
      'X-Secret': 'hop',
      'x-nutri-client-address': '203.0.113.9',
    });

    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.url).toBe(`${UPSTREAM}/v1/foodstuffs?page=0&size=7`);
    expect(sent.headers.get('authorization')).toBe('Bearer upstream-token');
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    for (const name of ['cookie', 'connection', 'keep-alive', 'x-secret'])
      expect(sent.headers.has(name)).toBe(false);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const name of ['set-cookie', 'connection', 'keep-alive', 'x-powered-by']) {
      expect(response.headers.has(name)).toBe(false);
    }
  });

  it('ends the session when the upstream no longer accepts its token (401)', async () => {
    mockUpstream(
      () =>
        new Response('{"status":401,"code":"INVALID_TOKEN","detail":"x"}', {
          status: 401,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    await signIn();
    const response = await call('GET', '/v1/foodstuffs');
    expect(response.status).toBe(401);
    expect((await readProblemBody(response)).code).toBe('INVALID_TOKEN');
    expect(cookieStore.values.has('nutri-session')).toBe(false);
    expect(cookieStore.writes).toContainEqual(expect.objectContaining({ name: 'nutri-session', maxAge: 0 }));
  });

  it('counts the user’s calls as activity for the idle clock, and not the bell’s background poll', async () => {
    mockUpstream(() => Response.json({ content: [], total_elements: 0, total_pages: 0 }));
    const fiveMinutesAgo = Date.now() - 5 * 60_000;
    await signIn(fiveMinutesAgo);
    const lastSeenAt = async () =>
      (
        await unsealData<{ lastSeenAt: number }>(cookieStore.values.get('nutri-session') ?? '', {
          password: SESSION_SECRET,
        })
      ).lastSeenAt;

    const poll = await call('GET', '/v1/notifications?receiver_id=7&page=0&size=20', {
      'x-background-call': '1',
    });
    expect(poll.status).toBe(200);
    expect(cookieStore.writes).toHaveLength(0);
    expect(await lastSeenAt()).toBe(fiveMinutesAgo);

    const search = await call('GET', '/v1/foodstuffs?name_or_brand=arroz&page=0&size=4');
    expect(search.status).toBe(200);
    expect(cookieStore.writes).toHaveLength(1);
    expect(await lastSeenAt()).toBeGreaterThan(Date.now() - 5_000);

    // Within the minute, no rewrite.
    await call('GET', '/v1/foodstuffs?name_or_brand=feijao&page=0&size=4');
    expect(cookieStore.writes).toHaveLength(1);
  });

  it('calls without a session where the allowlist says so (registration)', async () => {
    const { calls } = mockUpstream(() => Response.json({}, { status: 201 }));
    const response = await call(
      'POST',
      '/v1/registration',
      { Origin: PORTAL, 'Content-Type': 'application/json' },
      '{}',
    );
    expect(response.status).toBe(201);
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });
});
