// Whether the sign-in page shows the Google button: the upstream's GET /v1/auth/providers, read through
// lib/api, with a short wait of its own and no button when the upstream cannot say.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureServer, mockUpstream, UPSTREAM } from './helpers/bff';

vi.mock('server-only', () => ({}));

beforeAll(() => configureServer());

let isGoogleSignInEnabled: typeof import('@/lib/auth/google-sign-in').isGoogleSignInEnabled;

beforeEach(async () => {
  // The answer is kept for a minute: each case starts with a fresh module.
  vi.resetModules();
  ({ isGoogleSignInEnabled } = await import('@/lib/auth/google-sign-in'));
});

afterEach(() => vi.unstubAllGlobals());

describe('isGoogleSignInEnabled', () => {
  it("reads the upstream's providers and keeps the answer", async () => {
    const { calls } = mockUpstream(() => Response.json({ google: true }));
    expect(await isGoogleSignInEnabled()).toBe(true);
    expect(await isGoogleSignInEnabled()).toBe(true);
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', `${UPSTREAM}/v1/auth/providers`]]);
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('shows no button when the upstream refuses, answers nonsense or is unreachable', async () => {
    mockUpstream(() => Response.json({ status: 500, code: 'INTERNAL_ERROR' }, { status: 500 }));
    expect(await isGoogleSignInEnabled()).toBe(false);
    mockUpstream(() => Response.json({ google: 'yes' }));
    expect(await isGoogleSignInEnabled()).toBe(false);
    mockUpstream(() => Promise.reject(new TypeError('fetch failed')));
    expect(await isGoogleSignInEnabled()).toBe(false);
  });

  it('gives up after its own short wait, not the upstream timeout', async () => {
    process.env.UPSTREAM_TIMEOUT_MS = '60000';
    vi.resetModules();
    ({ isGoogleSignInEnabled } = await import('@/lib/auth/google-sign-in'));
    mockUpstream(
      (_call, signal) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const started = Date.now();
    expect(await isGoogleSignInEnabled()).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    configureServer();
  });
});
