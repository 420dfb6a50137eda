// The BFF's route handlers called directly: an in-memory cookie store stands in for next/headers, and a
// recorded fetch stands in for the upstream, so each test sees exactly what crossed in both directions.
import { vi } from 'vitest';

export const SESSION_SECRET = 'bff-unit-test-session-secret-of-32-chars!!';
export const PORTAL = 'http://localhost:3000';
export const UPSTREAM = 'http://127.0.0.1:4999';

export function configureServer() {
  process.env.SESSION_SECRET = SESSION_SECRET;
  process.env.API_BASE_URL = UPSTREAM;
  process.env.PUBLIC_URL = PORTAL;
  process.env.UPSTREAM_TIMEOUT_MS = '50';
  process.env.REQUEST_BODY_IDLE_MS = '50';
}

/** What next/headers' cookies() answers: name → value, with what the handler set or deleted. */
export function createCookieStore() {
  const values = new Map<string, string>();
  const writes: { name: string; value: string; maxAge?: number }[] = [];
  return {
    values,
    writes,
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options: { maxAge?: number } = {}) => {
      writes.push({ name, value, maxAge: options.maxAge });
      if (options.maxAge === 0 || value === '') values.delete(name);
      else values.set(name, value);
    },
    delete: (name: string) => values.delete(name),
    has: (name: string) => values.has(name),
  };
}

export interface UpstreamCall {
  url: string;
  method: string;
  headers: Headers;
}

/** A stand-in upstream: answers with `answer`, records every request. */
export function mockUpstream(
  answer: (call: UpstreamCall, signal?: AbortSignal) => Response | Promise<Response>,
) {
  const calls: UpstreamCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers) };
    calls.push(call);
    return answer(call, init.signal ?? undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An upstream that never answers: only the portal's own timeout (its abort signal) ends the wait. */
export function hangingUpstream() {
  return mockUpstream(
    (_call, signal) =>
      new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
}

export async function readProblemBody(response: Response) {
  return (await response.json()) as { status: number; code: string; detail: string };
}
