// One id, one spelling: every care route of the access trail (CARE_ROUTES), called with each of its path
// ids written as Number() would also read it (`0x4`, `4e0`, `+4`, `04` …), directly on the API and through
// the portal's /api proxy. Any other spelling than the one of lib/rules/ids.ts is 404, and never reaches
// the API through the proxy; any call answered with a success has its row in the patient's trail, and
// every refused spelling its REFUSED row on the patient it aimed at.
import { eq } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedCalls } from '@/lib/api/server/allowlist';
import { accessTrail } from '@/upstream/src/db/schema';
import { CARE_ROUTES } from '@/upstream/src/http/access-trail';
import { otherSpellings } from '../fixtures/id-spellings';
import { createCookieStore } from '../unit/helpers/bff';
import { type Actor, type FuzzTarget, fuzzTargets, pathOf, routeShape } from './helpers/fuzz-targets';
import { createFuzzWorld, type FuzzWorld } from './helpers/fuzz-world';
import { type PortalProxy, type ProxyHandler, servePortalProxy } from './helpers/portal-proxy';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore }));

const PORTAL = 'http://localhost:3000';
const SESSION_SECRET = 'id-spellings-session-secret-of-32-chars!';
const SESSION_COOKIE = 'nutri-session';

type Caller = Exclude<Actor, 'none' | 'admin'>;

let world: FuzzWorld;
let portal: PortalProxy | undefined;
let proxy: Record<string, ProxyHandler>;
/** The paths the API was asked for through the proxy, as they arrived. */
const reachedApi: string[] = [];
const sessions: Partial<Record<Caller, string>> = {};
let requestCount = 0;
/** A substitution of the plan's food, for the routes that change one. */
let substitution: number;

/** A call of one care route: its target (fuzz-targets.ts), by whom, with one path id bent or none. */
interface Call {
  target: FuzzTarget;
  caller: Caller;
  /** One path id written another way; `first` of the spellings of that id. */
  bent?: { name: string; spelling: string; first: boolean };
}

beforeAll(async () => {
  world = await createFuzzWorld();
  portal = await servePortalProxy(
    world.api.app,
    { publicUrl: PORTAL, sessionSecret: SESSION_SECRET },
    (request) => reachedApi.push(request.url ?? ''),
  );
  proxy = portal.proxy;
  const { ids, tokens } = world;
  const planned = await world.api.request(
    `/v1/meal-plans/${ids.plan}/meal-foodstuffs/${ids.planFood}/substitutions`,
    {
      method: 'POST',
      token: tokens.nutri,
      json: { foodstuff_id: ids.food, basis: 'ENERGY', baseline_weight: 100, quantity: 1 },
    },
  );
  const plan = (await planned.json()) as {
    meal_periods: { meal_foodstuffs: { id: number; substitutions?: { id: number }[] }[] }[];
  };
  const food = plan.meal_periods
    .flatMap((period) => period.meal_foodstuffs)
    .find((f) => f.id === ids.planFood);
  substitution = food!.substitutions!.at(-1)!.id;

  const now = Date.now();
  for (const caller of ['nutri', 'patient', 'leaver'] as const)
    sessions[caller] = await sealData(
      { token: world.tokens[caller], user: { id: world.ids[caller] }, signedInAt: now, lastSeenAt: now },
      { password: SESSION_SECRET, ttl: 8 * 3600 },
    );
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await portal?.close();
  await world?.close();
});

/**
 * Calls that take away what later calls read go last, in this order: a deletion; a plan's edit (its
 * foods get new ids); a new plan (the one the others edit is then no longer the active one); the erasure.
 */
const lateness = (target: FuzzTarget) =>
  [
    target.method === 'DELETE',
    target.method === 'PUT' && target.route === '/v1/meal-plans/:id',
    target.route === '/v1/meal-plans',
    target.route.endsWith('/deletion-request'),
  ].lastIndexOf(true);

/**
 * The valid request of each care route, in an order where no call takes away what a later one reads; a
 * substitution's routes name one that exists (the fuzz's name none, for its own reasons).
 */
function careTargets(): FuzzTarget[] {
  const targets = fuzzTargets(world.ids);
  // 'Novo paciente' names the nutritionist in its path, not a patient: a refusal aims at no one's record,
  // and its success's row (on the new record) is checked in patient-records.test.ts. Her money's lists name
  // her in the path too, and leave a row on each patient listed: money-access.test.ts checks those.
  return [...CARE_ROUTES]
    .filter(([, entry]) => entry.patient !== 'created-patient' && entry.patient !== 'listed')
    .map(([key]) => {
      const [method, route] = key.split(' ') as [string, string];
      const target = targets.find(
        (entry) => routeShape(entry.method, entry.route) === routeShape(method, route),
      );
      if (!target) throw new Error(`${key} has no target in helpers/fuzz-targets.ts`);
      return target.params?.substitutionId
        ? { ...target, params: { ...target.params, substitutionId: substitution } }
        : target;
    })
    .sort((a, b) => lateness(a) - lateness(b));
}

/** Whoever the valid request is made by, and the patient's own nutritionist when that is someone else. */
const callersOf = (target: FuzzTarget): [Caller, ...Caller[]] =>
  target.actor === 'nutri' || target.actor === 'none' || target.actor === 'admin'
    ? ['nutri']
    : [target.actor, 'nutri'];

/**
 * Each path id of the target written every other way, by the one its valid request is made by (the
 * patient's own nutritionist for most routes), whom the call with the one spelling is answered; then the
 * valid call by each caller.
 */
function callsOf(target: FuzzTarget): Call[] {
  const bent = Object.entries(target.params ?? {}).flatMap(([name, value]) =>
    typeof value === 'number'
      ? otherSpellings(value).map((spelling, index) => ({ name, spelling, first: index === 0 }))
      : [],
  );
  return [
    ...bent.map((one) => ({ target, caller: callersOf(target)[0], bent: one })),
    ...callersOf(target).map((caller) => ({ target, caller })),
  ];
}

const pathOfCall = ({ target, bent }: Call) =>
  pathOf(target, bent && { name: bent.name, segment: encodeURIComponent(bent.spelling) }) +
  (target.query ? `?${new URLSearchParams(target.query)}` : '');

const describeCall = (call: Call) =>
  `${call.caller}: ${call.target.method} ${pathOfCall(call)}${call.bent ? ` (${call.bent.name} bent)` : ''}`;

/** The patient whose data the valid call touches. */
const patientOf = (target: FuzzTarget) =>
  target.route.startsWith('/v1/users/') ? Number(target.params?.id) : world.ids.patient;

/** The trail's rows of one request: [patient, actor, outcome]. */
async function trailRowsOf(requestId: string) {
  const rows = await world.api.database.db
    .select()
    .from(accessTrail)
    .where(eq(accessTrail.requestId, requestId));
  return rows.map((row) => [row.patientId, row.actorId, row.outcome]);
}

/** Fails unless a success left the call's row, ALLOWED, on its patient and by its caller. */
async function expectTrailRowOfSuccess(call: Call, status: number, requestId: string) {
  if (status < 200 || status >= 300) return;
  expect(
    await trailRowsOf(requestId),
    `${describeCall(call)} answered ${status} without its row in the trail`,
  ).toEqual([[patientOf(call.target), world.ids[call.caller], 'ALLOWED']]);
}

/** Fails unless a refusal of another spelling left its row, REFUSED, on the patient it aimed at. */
async function expectTrailRowOfProbe(call: Call, requestId: string) {
  expect(
    await trailRowsOf(requestId),
    `${describeCall(call)} was refused without its row in the trail`,
  ).toEqual([[patientOf(call.target), world.ids[call.caller], 'REFUSED']]);
}

async function callApi(call: Call) {
  const requestId = `id-spelling-${++requestCount}`;
  const { method, body } = call.target;
  const init = {
    method,
    headers: {
      Authorization: `Bearer ${world.tokens[call.caller]}`,
      'X-Request-Id': requestId,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  };
  // The helper waits for the work after an answer and holds the answer to the OpenAPI document. A
  // refusal leaves no work: past the first spelling of each id, it goes straight to the app.
  const checked = !call.bent || call.bent.first;
  const path = pathOfCall(call);
  const response = checked ? await world.api.request(path, init) : await world.api.app.request(path, init);
  await expectTrailRowOfSuccess(call, response.status, requestId);
  if (call.bent) await expectTrailRowOfProbe(call, requestId);
  return response;
}

async function callProxy(call: Call) {
  const requestId = `id-spelling-${++requestCount}`;
  cookieStore = createCookieStore();
  cookieStore.values.set(SESSION_COOKIE, sessions[call.caller]!);
  const path = pathOfCall(call);
  const headers = new Headers({ Origin: PORTAL, 'X-Request-Id': requestId });
  if (call.target.body) headers.set('Content-Type', 'application/json');
  const request = new NextRequest(`${PORTAL}/api${path}`, {
    method: call.target.method,
    headers,
    body: call.target.body ? JSON.stringify(call.target.body) : undefined,
  });
  // As Next's route matcher does: the raw path split on '/', each segment decoded once.
  const segments = path.split('?')[0]!.slice(1).split('/').map(decodeURIComponent);
  const response = await proxy[call.target.method]!(request, { params: Promise.resolve({ path: segments }) });
  // The API's work after an answer (e-mails) is done before the trail is read.
  if (response.ok) await world.api.request('/health');
  await expectTrailRowOfSuccess(call, response.status, requestId);
  return response;
}

const isNotFound = async (response: Response) =>
  response.status === 404 &&
  response.headers.get('content-type')?.startsWith('application/problem+json') &&
  ((await response.json()) as { code?: string }).code === 'NOT_FOUND';

describe('one id, one spelling', () => {
  // Through the portal first: it changes nothing (its valid calls are reads), the API's calls then may.
  it('the proxy answers 404 to any other spelling of a care route id, without calling the API', async () => {
    const proxied = new Set(allowedCalls.map((entry) => routeShape(entry.method, entry.pattern)));
    const targets = careTargets().filter((target) => proxied.has(routeShape(target.method, target.route)));
    expect(targets.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const call of targets.flatMap(callsOf)) {
      // The valid call reaches the API and is recorded: reads only, so that nothing is gone for later.
      if (!call.bent && call.target.method !== 'GET') continue;
      const before = reachedApi.length;
      const response = await callProxy(call);
      if (!call.bent) {
        if (response.status !== 200) wrong.push(`${describeCall(call)}: ${response.status}, not 200`);
      } else if (!(await isNotFound(response)) || reachedApi.length !== before)
        wrong.push(
          `${describeCall(call)}: ${response.status}, API called ${reachedApi.length - before} times`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('the API answers 404 to any other spelling, and every success leaves its row in the trail', async () => {
    const wrong: string[] = [];
    for (const call of careTargets().flatMap(callsOf)) {
      const response = await callApi(call);
      if (call.bent && !(await isNotFound(response))) wrong.push(`${describeCall(call)}: ${response.status}`);
      // The same call with the ids' one spelling is answered: the other spellings met a route that serves.
      if (!call.bent && call.caller === callersOf(call.target)[0] && !response.ok)
        wrong.push(`${describeCall(call)}: the valid call answered ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
