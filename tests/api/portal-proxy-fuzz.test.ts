// The property-based fuzz of contract-fuzz.test.ts, sent through the portal: every call the /api proxy
// allowlists (lib/api/server/allowlist.ts), its route handler (app/api/[...path]/route.ts) called in-process
// with the browser's request, forwarding to the real API listening on a local port; and the session
// route (app/api/session/route.ts), which signs in and out through the API. Besides the API's own bends,
// the browser side varies: no session, a forged or expired one, another site's origin, none. Whatever
// arrives, the browser gets a success or a problem of a known code, never a 5xx, and a refusal writes
// nothing.
import fc from 'fast-check';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginRequestSchema } from '@/lib/api/contract';
import { allowedCalls } from '@/lib/api/server/allowlist';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import { createCookieStore } from '../unit/helpers/bff';
import { type Attempt, attemptsFor } from './helpers/fuzz-attempts';
import {
  contentsFingerprint,
  describeBody,
  type Fingerprint,
  FUZZ_TIMEOUT_MS,
  fuzzEveryTarget,
} from './helpers/fuzz-checks';
import { type FuzzTarget, fuzzTargets, routeShape } from './helpers/fuzz-targets';
import { createFuzzWorld, type FuzzWorld } from './helpers/fuzz-world';
import { type PortalProxy, type ProxyHandler, servePortalProxy } from './helpers/portal-proxy';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore }));

const PORTAL = 'http://localhost:3000';
const SESSION_SECRET = 'proxy-fuzz-session-secret-of-32-chars!!';
const SESSION_COOKIE = 'nutri-session';

let proxy: Record<string, ProxyHandler>;
let sessionRoute: typeof import('@/app/api/session/route');
let world: FuzzWorld;
let portal: PortalProxy | undefined;
let targets: FuzzTarget[];
let fingerprint: () => Promise<Fingerprint>;
/** The sealed session cookie of each actor, as the portal's sign-in leaves it. */
const sessions: Record<string, string> = {};

/** What the browser brings besides the request: its session cookie and where the page came from. */
interface BrowserSide {
  session: 'own' | 'none' | 'forged' | 'expired';
  origin: 'same' | 'cross' | 'none';
}
const browserSide: fc.Arbitrary<BrowserSide> = fc.record({
  session: fc.constantFrom(...Array<'own'>(10).fill('own'), 'none', 'forged', 'expired'),
  origin: fc.constantFrom(...Array<'same'>(10).fill('same'), 'cross', 'none'),
});

const seal = (token: string, userId: number, signedInAt: number) =>
  sealData(
    { token, user: { id: userId }, signedInAt, lastSeenAt: signedInAt },
    { password: SESSION_SECRET, ttl: 8 * 3600 },
  );

beforeAll(async () => {
  world = await createFuzzWorld();
  targets = fuzzTargets(world.ids);
  fingerprint = contentsFingerprint(world.api.database);

  portal = await servePortalProxy(world.api.app, { publicUrl: PORTAL, sessionSecret: SESSION_SECRET });
  proxy = portal.proxy;
  sessionRoute = await import('@/app/api/session/route');

  const now = Date.now();
  const { ids, tokens } = world;
  const users = { admin: ids.admin, nutri: ids.nutri, patient: ids.patient, leaver: ids.leaver };
  for (const [actor, id] of Object.entries(users)) {
    sessions[actor] = await seal(tokens[actor as keyof typeof users], id, now);
    sessions[`${actor}-expired`] = await seal(tokens[actor as keyof typeof users], id, now - 9 * 3_600_000);
  }
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await portal?.close();
  await world?.close();
});

/** The allowlisted calls' targets: the proxy's own routes. */
const proxiedTargets = () => {
  const allowed = new Set(allowedCalls.map((call) => routeShape(call.method, call.pattern)));
  return targets.filter((target) => allowed.has(routeShape(target.method, target.route)));
};

/**
 * The browser's request to /api{path}, with the cookie store next/headers answers with: the actor's
 * session (or none, an expired or a forged one), the page's origin, the visitor's address as the
 * portal's server states it.
 */
function browserRequest(target: FuzzTarget, attempt: Attempt, side: BrowserSide): NextRequest {
  cookieStore = createCookieStore();
  const actor = target.actor === 'none' ? 'nutri' : target.actor;
  if (side.session === 'own') cookieStore.values.set(SESSION_COOKIE, sessions[actor]!);
  if (side.session === 'expired') cookieStore.values.set(SESSION_COOKIE, sessions[`${actor}-expired`]!);
  if (side.session === 'forged') cookieStore.values.set(SESSION_COOKIE, `Fe26.2**${'x'.repeat(60)}`);

  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' });
  if (side.origin === 'same') headers.set('Origin', PORTAL);
  if (side.origin === 'cross') headers.set('Origin', 'https://evil.example');
  if (attempt.contentType) headers.set('Content-Type', attempt.contentType);
  const url = `${PORTAL}/api${attempt.path}${attempt.query ? `?${attempt.query}` : ''}`;
  return new NextRequest(url, { method: target.method, headers, body: attempt.body });
}

const describeAttempt = (target: FuzzTarget, attempt: Attempt, side: BrowserSide) =>
  `${target.method} /api${attempt.path}?${attempt.query} ${JSON.stringify(side)} ${describeBody(attempt)}`;

async function callProxy(target: FuzzTarget, attempt: Attempt, side: BrowserSide) {
  const request = browserRequest(target, attempt, side);
  // As Next's route matcher does: the raw path split on '/', each segment decoded once.
  const segments = attempt.path.slice(1).split('/').map(decodeURIComponent);
  const response = await proxy[target.method]!(request, { params: Promise.resolve({ path: segments }) });
  return { response, where: describeAttempt(target, attempt, side) };
}

/** Signing in, reading the session, signing out (everywhere): the leaver's, so the others stay signed in. */
const sessionTargets: FuzzTarget[] = [
  {
    method: 'POST',
    route: '/session',
    actor: 'none',
    body: { email: 'admin@fuzz.test', password: 'Senha1234' },
    bodySchema: loginRequestSchema,
  },
  { method: 'GET', route: '/session', actor: 'patient' },
  { method: 'DELETE', route: '/session', actor: 'leaver', query: { everywhere: 'true' } },
];

async function callSessionRoute(target: FuzzTarget, attempt: Attempt, side: BrowserSide) {
  const request = browserRequest(target, attempt, side);
  const handle = { POST: sessionRoute.POST, GET: sessionRoute.GET, DELETE: sessionRoute.DELETE }[
    target.method as 'POST' | 'GET' | 'DELETE'
  ];
  return { response: await handle(request), where: describeAttempt(target, attempt, side) };
}

async function settledFingerprint() {
  // The helper's request waits for the work the API left for after an earlier answer (e-mails).
  await world.api.request('/health');
  return fingerprint();
}

describe('fuzzing every call the portal proxies', () => {
  it('every allowlisted call has a target, made with a session exactly when the proxy sends one', () => {
    for (const call of allowedCalls) {
      const target = targets.find(
        (candidate) =>
          routeShape(candidate.method, candidate.route) === routeShape(call.method, call.pattern),
      );
      expect(target, `${call.method} ${call.pattern} has no target in helpers/fuzz-targets.ts`).toBeDefined();
      expect(target!.actor === 'none', `${call.method} ${call.pattern}: signed in?`).toBe(
        call.auth === 'none',
      );
    }
  });

  it(
    'answers every request with a success or a problem of a known code, and writes nothing on a 4xx',
    async () => {
      await fuzzEveryTarget({
        targets: proxiedTargets(),
        attempts: (target) => fc.record({ attempt: attemptsFor(target, world.knownIds), side: browserSide }),
        send: (target, { attempt, side }) => callProxy(target, attempt, side),
        settledFingerprint,
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'signs in and out through the session route with a success or a problem of a known code',
    async () => {
      await fuzzEveryTarget({
        targets: sessionTargets,
        attempts: (target) => fc.record({ attempt: attemptsFor(target, world.knownIds), side: browserSide }),
        send: (target, { attempt, side }) => callSessionRoute(target, attempt, side),
        settledFingerprint,
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
