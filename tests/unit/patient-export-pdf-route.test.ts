// app/(portal)/(care)/patients/[id]/export/pdf/route.ts called directly, against a stand-in upstream HTTP
// server on a local port (the real fetch, the real timeout): a browser navigates to it, so every upstream
// failure — including one that starts answering and then stalls or breaks off mid-body — must answer the
// portal's error page with a status, a body and a content type, never Next's empty 500.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/pt-BR.json';
import { configureServer, createCookieStore, PORTAL, SESSION_SECRET } from './helpers/bff';

vi.mock('server-only', () => ({}));
let cookieStore = createCookieStore();
vi.mock('next/headers', () => ({ cookies: async () => cookieStore, headers: async () => new Headers() }));

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

/** How the stand-in answers the export; /v1/me always answers the nutritionist. */
let answerExport: (response: ServerResponse) => void = () => {};
const open = new Set<ServerResponse>();
let server: Server;
let GET: typeof import('@/app/(portal)/(care)/patients/[id]/export/pdf/route').GET;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    if (request.url === '/v1/me') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(nutritionist));
    } else {
      answerExport(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureServer();
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The stand-in's stalled answer must outlast the portal's wait on it.
  process.env.UPSTREAM_TIMEOUT_MS = '300';
  ({ GET } = await import('@/app/(portal)/(care)/patients/[id]/export/pdf/route'));
});

afterAll(async () => {
  for (const response of open) response.destroy();
  await new Promise((resolve) => server.close(resolve));
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

const downloadPdf = (patientId = '40') =>
  GET(new Request(`${PORTAL}/patients/${patientId}/export/pdf`), {
    params: Promise.resolve({ id: patientId }),
  });

async function expectErrorPage(response: Response, status: number, text: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const page = await response.text();
  expect(page).toContain(messages.ErrorPage.title);
  expect(page).toContain(text);
}

/** Headers and the start of a JSON document, then nothing more. */
const startThenStall = (response: ServerResponse) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.write('{"generated_at":"2025-03-10T15:00:00.000Z","account":{');
};

describe('GET /patients/{id}/export/pdf', () => {
  it('504 with the portal’s error page when the upstream stalls mid-body past UPSTREAM_TIMEOUT_MS', async () => {
    answerExport = startThenStall;
    await expectErrorPage(await downloadPdf(), 504, messages.Errors.timeout);
  });

  it('503 with the portal’s error page when the upstream breaks off mid-body', async () => {
    answerExport = (response) => {
      startThenStall(response);
      setTimeout(() => response.destroy(), 20);
    };
    await expectErrorPage(await downloadPdf(), 503, messages.Errors.unavailable);
  });

  it('502 with the portal’s error page when the upstream answers something that is not an export', async () => {
    answerExport = (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"generated_at": 3}');
    };
    await expectErrorPage(await downloadPdf(), 502, messages.Errors.generic);
  });

  it('429 with the portal’s error page and its text when an export of hers is already running', async () => {
    answerExport = (response) => {
      response.writeHead(429, { 'Content-Type': 'application/problem+json', 'Retry-After': '5' });
      response.end(JSON.stringify({ status: 429, code: 'EXPORT_IN_PROGRESS', detail: 'Em andamento.' }));
    };
    const answer = await downloadPdf();
    expect(answer.headers.get('retry-after')).toBe('5');
    await expectErrorPage(answer, 429, messages.Errors.exportInProgress);
  });
});
