// The API's security headers: every answer is data, so a policy that lets nothing load, run or frame it;
// HSTS only where the browser reached the API over https.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@/upstream/src/http/security-headers';
import { createTestApi, type TestApi } from './helpers/api';
import { createInProcessApp } from './helpers/in-process-app';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The same API over the same database, with other settings (as a second process would run it). */
const configured = (overrides: Partial<NodeJS.ProcessEnv>) => createInProcessApp(api.database, overrides);

describe('Content-Security-Policy on the API’s answers', () => {
  it('GET /health – a JSON answer carries the API’s policy', async () => {
    const response = await api.request('/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('GET /v1/no-such-thing – a 404 problem answer carries it', async () => {
    const response = await api.request('/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('POST /login – a 400 problem answer carries it', async () => {
    const response = await api.request('/login', { method: 'POST', json: {} });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('GET /oauth2/authorization/google – the redirect still leads on, with the policy', async () => {
    const response = await api.request('/oauth2/authorization/google');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${api.config.PUBLIC_URL}/login?failedGoogleAuth=true`);
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('a route that sets a policy of its own (an HTML page with inline style) keeps it', async () => {
    const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'";
    const app = new Hono();
    app.use('*', securityHeaders(api.config));
    app.get('/page', (c) =>
      c.html('<style>p{color:green}</style><p>ok</p>', 200, { 'Content-Security-Policy': pagePolicy }),
    );
    app.get('/data', (c) => c.json({ ok: true }));
    expect((await app.request('/page')).headers.get('content-security-policy')).toBe(pagePolicy);
    expect((await app.request('/data')).headers.get('content-security-policy')).toBe(API_POLICY);
  });
});

describe('Strict-Transport-Security only under https', () => {
  it('GET /health over http – no HSTS', async () => {
    const response = await api.request('http://api.test/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('X-Forwarded-Proto: https from a peer that is not a trusted proxy – no HSTS', async () => {
    const response = await api.request('/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('a request made over https gets HSTS', async () => {
    const response = await api.request('https://api.test/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('an API whose public URL is https sends HSTS, even to its proxy’s plain-http hop', async () => {
    const other = configured({ API_PUBLIC_URL: 'https://api.nutrir.test' });
    const response = await other.request('http://api.test/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('a trusted proxy that says X-Forwarded-Proto: https gets HSTS; one that says http does not', async () => {
    // In-process requests come from 127.0.0.1.
    const other = configured({ TRUSTED_PROXIES: '127.0.0.1' });
    const https = await other.request('/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    const http = await other.request('/health', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});
