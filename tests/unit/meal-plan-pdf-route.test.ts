// app/(portal)/(care)/patients/[id]/meal-plan/pdf/route.ts called directly: the browser navigates to it
// (a download link), so a failed upstream must answer the portal's error page, never an empty 500.
import { sealData } from 'iron-session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/pt-BR.json';
import { breadForRice, patient, planWith } from '../components/meal-plan-fixtures';
import {
  configureServer,
  createCookieStore,
  hangingUpstream,
  mockUpstream,
  PORTAL,
  SESSION_SECRET,
  UPSTREAM,
} from './helpers/bff';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore }));

let GET: typeof import('@/app/(portal)/(care)/patients/[id]/meal-plan/pdf/route').GET;

beforeAll(async () => {
  configureServer();
  ({ GET } = await import('@/app/(portal)/(care)/patients/[id]/meal-plan/pdf/route'));
});

const nutritionist = {
  id: 7,
  name: 'Ana',
  email: 'ana@nutri.test',
  photo_url: null,
  gender: null,
  birth_date: null,
  main_role: 'ROLE_NUTRITIONIST',
  roles: [{ name: 'ROLE_NUTRITIONIST' }],
};

async function signIn() {
  const now = Date.now();
  const seal = await sealData(
    { token: 'upstream-token', user: nutritionist, signedInAt: now, lastSeenAt: now },
    { password: SESSION_SECRET, ttl: 8 * 3600 },
  );
  cookieStore.values.set('nutri-session', seal);
}

function downloadPdf(patientId: string) {
  return GET(new Request(`${PORTAL}/patients/${patientId}/meal-plan/pdf`), {
    params: Promise.resolve({ id: patientId }),
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

/** A refused connection, as undici reports it. */
const refuse = () => Promise.reject(new TypeError('fetch failed'));

async function expectErrorPage(response: Response, status: number, text: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const page = await response.text();
  expect(page).toContain('<html lang="pt-BR">');
  expect(page).toContain(messages.ErrorPage.title);
  expect(page).toContain(text);
}

describe('GET /patients/{id}/meal-plan/pdf', () => {
  beforeEach(async () => {
    cookieStore = createCookieStore();
    await signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('503 with the portal’s error page when the upstream refuses connections', async () => {
    mockUpstream(refuse);
    await expectErrorPage(await downloadPdf('40'), 503, messages.Errors.unavailable);
  });

  it('504 with the portal’s error page when the upstream does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const { calls } = hangingUpstream();
    await expectErrorPage(await downloadPdf('40'), 504, messages.Errors.timeout);
    expect(calls.map((call) => call.url)).toEqual([`${UPSTREAM}/v1/me`]);
  });

  it('504 with the portal’s error page when the patient read hangs after the user check answered', async () => {
    mockUpstream((call, signal) =>
      call.url.endsWith('/v1/me')
        ? json(nutritionist)
        : new Promise<Response>((_, reject) =>
            signal?.addEventListener('abort', () => reject(signal.reason)),
          ),
    );
    await expectErrorPage(await downloadPdf('40'), 504, messages.Errors.timeout);
  });

  it('409 with a clear page, and no PDF, while an alternative is "não equivalente" and undecided', async () => {
    // Saved before alternatives followed their food: 3 slices (186 kcal) offered for 300 g of rice (372 kcal).
    const plan = planWith([{ ...breadForRice, amount_origin: 'TYPED' }]);
    plan.meal_periods[0]!.meal_foodstuffs[0]!.baseline_weight = 300;
    const detail = {
      ...plan,
      nutritionist: {
        id: 7,
        name: 'Ana',
        crn: 3,
        registration_number: '10001',
        email: 'ana@nutri.test',
        address: null,
      },
    };
    mockUpstream((call) => {
      if (call.url.endsWith('/v1/me')) return json(nutritionist);
      if (call.url.endsWith('/v1/users/40')) return json({ ...patient, meal_plans: [plan] });
      if (call.url.endsWith('/v1/meal-plans/9')) return json(detail);
      return json({ status: 404, code: 'NOT_FOUND', detail: '' }, 404);
    });
    await expectErrorPage(await downloadPdf('40'), 409, messages.Errors.substitutionNotEquivalent);
  });

  it('404 for a patient that is not the nutritionist’s own, as before', async () => {
    mockUpstream((call) =>
      call.url.endsWith('/v1/me')
        ? json(nutritionist)
        : json({ status: 404, code: 'NOT_FOUND', detail: 'Usuário não encontrado.' }, 404),
    );
    const response = await downloadPdf('40');
    expect(response.status).toBe(404);
  });
});
