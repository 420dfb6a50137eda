// The portal's two money downloads called directly: app/(portal)/(care)/receipts/[id]/pdf/route.ts and
// app/(portal)/(care)/finance/received-csv/route.ts stream the API's answer as the signed-in nutritionist,
// and a failed upstream answers the portal's error page, never an empty 500.
import { sealData } from 'iron-session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/pt-BR.json';
import {
  configureServer,
  createCookieStore,
  mockUpstream,
  PORTAL,
  SESSION_SECRET,
  UPSTREAM,
} from './helpers/bff';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore }));

let receiptPdf: typeof import('@/app/(portal)/(care)/receipts/[id]/pdf/route').GET;
let receivedCsv: typeof import('@/app/(portal)/(care)/finance/received-csv/route').GET;

beforeAll(async () => {
  configureServer();
  ({ GET: receiptPdf } = await import('@/app/(portal)/(care)/receipts/[id]/pdf/route'));
  ({ GET: receivedCsv } = await import('@/app/(portal)/(care)/finance/received-csv/route'));
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

beforeEach(async () => {
  cookieStore = createCookieStore();
  const now = Date.now();
  const seal = await sealData(
    { token: 'upstream-token', user: nutritionist, signedInAt: now, lastSeenAt: now },
    { password: SESSION_SECRET, ttl: 8 * 3600 },
  );
  cookieStore.values.set('nutri-session', seal);
});
afterEach(() => vi.unstubAllGlobals());

const openReceipt = (id: string) =>
  receiptPdf(new Request(`${PORTAL}/receipts/${id}/pdf`), { params: Promise.resolve({ id }) });

describe('GET /receipts/{id}/pdf', () => {
  it("streams the API's PDF, asked with her token", async () => {
    const { calls } = mockUpstream((call) =>
      call.url.endsWith('/v1/me')
        ? json(nutritionist)
        : new Response('%PDF-1.7 recibo', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const response = await openReceipt('9');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('%PDF-1.7 recibo');
    const pdfCall = calls.find((call) => call.url === `${UPSTREAM}/v1/receipts/9/pdf`);
    expect(pdfCall?.headers.get('authorization')).toBe('Bearer upstream-token');
  });

  it('404 without asking the API for an id that is not one', async () => {
    const { calls } = mockUpstream(() => json(nutritionist));
    expect((await openReceipt('abc')).status).toBe(404);
    expect(calls.map((call) => call.url)).toEqual([`${UPSTREAM}/v1/me`]);
  });

  it("503 with the portal's error page when the upstream refuses connections", async () => {
    mockUpstream(() => Promise.reject(new TypeError('fetch failed')));
    const response = await openReceipt('9');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(messages.Errors.unavailable);
  });
});

describe('GET /finance/received-csv', () => {
  const download = (query: string) => receivedCsv(new Request(`${PORTAL}/finance/received-csv${query}`));

  it("streams her month's CSV as a download", async () => {
    const csv = '\uFEFFData;CPF do pagador\r\n';
    const { calls } = mockUpstream((call) =>
      call.url.endsWith('/v1/me')
        ? json(nutritionist)
        : new Response(csv, { headers: { 'Content-Type': 'text/csv' } }),
    );
    const response = await download('?year_month=2026-12');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="recebidos-2026-12.csv"');
    expect(await response.text()).toBe('Data;CPF do pagador\r\n');
    expect(calls.map((call) => call.url)).toContain(
      `${UPSTREAM}/v1/nutritionists/7/finance/received.csv?year_month=2026-12`,
    );
  });

  it('404 without asking the API for a month that is not one', async () => {
    const { calls } = mockUpstream(() => json(nutritionist));
    expect((await download('?year_month=2026-13')).status).toBe(404);
    expect((await download('')).status).toBe(404);
    expect(calls.every((call) => call.url === `${UPSTREAM}/v1/me`)).toBe(true);
  });
});
