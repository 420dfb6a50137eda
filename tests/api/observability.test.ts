// What an operator sees of the API: one JSON access line per request, carrying the request id the portal
// sent, and Prometheus figures at /metrics for whoever holds METRICS_TOKEN only.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/log/logger';
import { createApp } from '@/upstream/src/app';
import { readConfig } from '@/upstream/src/config';
import type { Database } from '@/upstream/src/db/client';
import { createDeps } from '@/upstream/src/deps';
import { createTestDatabase } from './helpers/database';

const METRICS_TOKEN = 'scrape-token-0123456789';
const lines: Record<string, unknown>[] = [];
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({}, 'migrated');
  const config = {
    ...readConfig({ ...process.env, METRICS_TOKEN, LOG_LEVEL: 'info' }),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  };
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const deps = createDeps(database, config);
  deps.log = createLogger('api', { env: { LOG_LEVEL: 'info' }, destination });
  app = createApp(deps);
});
afterAll(() => database.close());

const lastLine = () => lines.at(-1) ?? {};

describe('access log', () => {
  it('writes one line per request: method, route pattern, status, duration and the request id', async () => {
    const before = lines.length;
    const response = await app.request('/health');
    expect(lines.length).toBe(before + 1);
    expect(lastLine()).toMatchObject({
      service: 'api',
      level: 30,
      method: 'GET',
      route: '/health',
      status: 200,
      reqId: response.headers.get('X-Request-Id'),
    });
    expect(lastLine().ms).toEqual(expect.any(Number));
    expect(lastLine().time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps the request id the portal sent, so one click is found in both logs', async () => {
    const response = await app.request('/health', { headers: { 'X-Request-Id': 'portal-click-42' } });
    expect(response.headers.get('X-Request-Id')).toBe('portal-click-42');
    expect(lastLine().reqId).toBe('portal-click-42');
  });

  it('logs the route pattern, never the ids or search terms of the path', async () => {
    await app.request('/v1/users/987654?name=maria');
    expect(lastLine()).toMatchObject({ route: '/v1/users/:id', status: 401 });
    expect(JSON.stringify(lastLine())).not.toMatch(/987654|maria/);
    await app.request('/nada/123');
    expect(lastLine()).toMatchObject({ route: 'unmatched', status: 404 });
  });
});

describe('/metrics', () => {
  it('does not exist without the token, nor with another one', async () => {
    expect((await app.request('/metrics')).status).toBe(404);
    const wrong = await app.request('/metrics', {
      headers: { Authorization: 'Bearer another-token-0000000' },
    });
    expect(wrong.status).toBe(404);
  });

  it('gives the request durations by method, route and status in the Prometheus text format', async () => {
    await app.request('/health');
    const response = await app.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const count = text
      .split('\n')
      .find(
        (line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/health"'),
      );
    expect(count).toMatch(/method="GET"/);
    expect(count).toMatch(/status="200"/);
    expect(Number(count?.split(' ').at(-1))).toBeGreaterThanOrEqual(2);
  });

  it('is not disclosed by the API when the setting is blank', () => {
    expect(readConfig({ ...process.env, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
