// A client that declares a body and never sends it is answered 408 within REQUEST_BODY_TIMEOUT_MS, instead of
// holding the request (and the portal's proxied call behind it) until someone's timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/upstream/src/config';
import { createTestApi, type TestApi } from './helpers/api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ REQUEST_BODY_TIMEOUT_MS: '300' });
});
afterAll(() => api.close());

/** A body that never sends a byte, as a client that declared Content-Length and went silent. */
const silentBody = () => new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });

describe('a declared body that never arrives', () => {
  it('POST /login – 408 REQUEST_TIMEOUT once the wait is over, not held', async () => {
    const started = performance.now();
    const response = await api.app.request('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '100' },
      body: silentBody(),
      duplex: 'half',
    } as RequestInit);
    const waited = performance.now() - started;
    expect(response.status).toBe(408);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3000);
  });

  it('waits 5 s by default', () => {
    expect(readConfig({} as NodeJS.ProcessEnv).REQUEST_BODY_TIMEOUT_MS).toBe(5000);
  });
});
