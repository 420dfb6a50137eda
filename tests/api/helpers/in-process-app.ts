// The Hono app over a given database, called in-process: its config, a request helper and sign-in.
import { createApp } from '@/upstream/src/app';
import { type ApiConfig, readConfig } from '@/upstream/src/config';
import type { Database } from '@/upstream/src/db/client';
import { createDeps } from '@/upstream/src/deps';
import { checkAnswer } from './openapi-answers';

/** The shared secret by which the portal proves itself to the API; tests stating an address send it too. */
export const PORTAL_SECRET = 'test-portal-secret-that-is-long-enough-0123';

/**
 * What @hono/node-server hands the app about the connection, for a caller on this machine: routes for local
 * callers only (GET /dev/outbox) refuse a request without it, as from anywhere else.
 */
export const LOOPBACK_CLIENT = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export type RequestInitWithBody = RequestInit & { token?: string; json?: unknown };

export function createInProcessApp(
  database: Database,
  overrides: Partial<NodeJS.ProcessEnv> = {},
  now?: () => Date,
) {
  const config: ApiConfig = {
    ...readConfig({
      SMTP_URL: undefined,
      REDIS_URL: undefined,
      // A job that fails is tried twice more; the tests run the due jobs after each request (drain).
      MAIL_RETRY_DELAYS_MS: '10,10',
      ...overrides,
    } as NodeJS.ProcessEnv),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PORTAL_SECRET,
  };
  const deps = createDeps(database, config, now);
  const app = createApp(deps);

  const request = async (path: string, init: RequestInitWithBody = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    // Like the portal, tests may state the visitor's address; the proof goes with it.
    if (headers.has('X-Forwarded-For') && !headers.has('X-Portal-Secret'))
      headers.set('X-Portal-Secret', PORTAL_SECRET);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    // Work the API does after answering (e-mails, notices: jobs) is done before the test looks at its
    // effects; a job's retries are run at once, without their waits. Only a change writes jobs: a read
    // runs none (the query counts see the read alone); runJobs runs those that came due with the clock.
    const response = await app.request(path, { ...init, headers, body }, LOOPBACK_CLIENT);
    await deps.background.settled();
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') await deps.jobs.drain();
    // Every answer a test receives is one the OpenAPI document describes, or the test fails here.
    await checkAnswer(init.method ?? 'GET', path, response);
    return response;
  };

  const signIn = async (email: string, password: string): Promise<string> => {
    const response = await request('/login', { method: 'POST', json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`);
    return response.text();
  };

  return {
    config,
    app,
    deps,
    request,
    /** Runs every job due now (a reminder whose time the test's clock reached). */
    runJobs: () => deps.jobs.drain(),
    signIn,
    async close() {
      await deps.limiter.close();
      await database.close();
    },
  };
}
