// A portal page's server reads against the real API in this process: the layout's token check and the
// page's reads start together, and the upstream should check the token once for all of them and write
// their access-trail rows in one statement (lib/api/server/read-batch.ts, POST /v1/reads). Counted by the
// database's query logger. next/headers is an in-memory cookie jar, and React's cache() memoises per test
// as it does per request in a server render.
import { sealData } from 'iron-session';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieStore } from '../unit/helpers/bff';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

const SESSION_SECRET = 'page-token-checks-session-secret-of-32-chars';
const UPSTREAM = 'http://127.0.0.1:4998';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore, headers: async () => new Headers() }));
/** One page render's memo of every cache()d function, by its arguments. */
let renderMemo = new Map<unknown, Map<string, unknown>>();
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  cache:
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const memo = renderMemo.get(fn) ?? new Map<string, unknown>();
      renderMemo.set(fn, memo);
      const key = JSON.stringify(args);
      if (!memo.has(key)) memo.set(key, fn(...args));
      return memo.get(key) as R;
    },
}));

const queries: string[] = [];
let api: SeededApi;
let patientId: number;

beforeAll(async () => {
  const settings = {
    SESSION_SECRET,
    API_BASE_URL: UPSTREAM,
    PUBLIC_URL: 'http://localhost:3000',
    UPSTREAM_TIMEOUT_MS: '30000',
  };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  // The API layer's files share one module graph (vitest.config.ts, isolate: false): the portal's modules
  // are evaluated again for these settings and this file's mocks, not reused from a file before it.
  vi.resetModules();
  api = await createSeededApi({}, { logger: { logQuery: (query) => queries.push(query) } });
  patientId = await api.idOf('paciente@nutri.test');
  // The portal's calls reach the API in this process.
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    return api.request(`${url.pathname}${url.search}`, {
      method: init.method,
      headers: init.headers,
      body: init.body,
    });
  });
  const me = await (await api.request('/v1/me', { token: api.tokens.nutri })).json();
  const now = Date.now();
  const seal = await sealData(
    { token: api.tokens.nutri, user: me, signedInAt: now, lastSeenAt: now },
    { password: SESSION_SECRET, ttl: 8 * 3600 },
  );
  cookieStore = createCookieStore();
  cookieStore.values.set('nutri-session', seal);
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await api?.close();
});

beforeEach(() => {
  renderMemo = new Map();
});

/** What /patients/{id} reads on the server: the layout's check and the page's reads, started together. */
async function renderPatientPage(id: number) {
  const { requireSignedIn, readPatientPage } = await import('@/lib/auth/current-user');
  const { findUserProfile } = await import('@/lib/api/server/users');
  const { getPatientContact, getPatientGoals, readForFirstPaint } = await import(
    '@/lib/api/server/patient-record'
  );
  queries.length = 0;
  const [, page] = await Promise.all([
    requireSignedIn(),
    readPatientPage(Promise.resolve({ id: String(id) }), (patient) => ({
      patient: findUserProfile(patient),
      contact: readForFirstPaint(getPatientContact(patient)),
      goals: readForFirstPaint(getPatientGoals(patient)),
    })),
  ]);
  const reads = page.reads;
  if (!reads) throw new Error('no reads');
  const [patient, contact, goals] = await Promise.all([reads.patient, reads.contact, reads.goals]);
  return { patient, contact, goals, queries: [...queries] };
}

describe('a signed-in page on the server', () => {
  it('checks its token once, however many upstream reads it makes', async () => {
    const page = await renderPatientPage(patientId);
    expect(page.patient?.id).toBe(patientId);
    expect(page.contact).toBeDefined();
    expect(page.goals).toBeDefined();
    // GET /v1/me, the profile, the contact and the goals: one check of the token for the four.
    expect(page.queries.filter((query) => query.includes('revoked_tokens'))).toHaveLength(1);
  });

  it('asks once whether she follows the patient, however many care reads it makes', async () => {
    const page = await renderPatientPage(patientId);
    const lookups = page.queries.filter((query) =>
      query.startsWith('select "patient_id" from "nutritionist_patients" where'),
    );
    // The profile, the contact and the goals each asked it before.
    expect(lookups).toHaveLength(1);
  });

  it('writes the access-trail rows of its care reads in one statement', async () => {
    const page = await renderPatientPage(patientId);
    const writes = page.queries.filter((query) => query.includes('insert into "access_trail"'));
    expect(writes).toHaveLength(1);
  });

  it('still meets a read the upstream refuses as that read’s own answer', async () => {
    // A patient of nutri2's: 404 upstream, the page's 'not found'.
    const page = await renderPatientPage(await api.idOf('carolina.mendes@nutri.test'));
    expect(page.patient).toBeNull();
    expect(page.contact).toBeUndefined();
  });
});
