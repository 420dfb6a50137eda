import { beforeAll, describe, expect, it } from 'vitest';

describe('session lifetime', () => {
  let isSessionAlive: typeof import('@/lib/session').isSessionAlive;
  beforeAll(async () => {
    process.env.SESSION_SECRET = 'unit-test-session-secret-with-32-characters!';
    process.env.SESSION_IDLE_MINUTES = '30';
    process.env.SESSION_MAX_HOURS = '8';
    ({ isSessionAlive } = await import('@/lib/session'));
  });

  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const minutes = (n: number) => n * 60_000;

  it('is alive while used within the idle time and the absolute lifetime', () => {
    expect(
      isSessionAlive({ token: 't', signedInAt: now - minutes(120), lastSeenAt: now - minutes(29) }, now),
    ).toBe(true);
  });

  it('ends after the idle time without use', () => {
    expect(
      isSessionAlive({ token: 't', signedInAt: now - minutes(40), lastSeenAt: now - minutes(31) }, now),
    ).toBe(false);
  });

  it('ends after the absolute lifetime even when used continuously', () => {
    expect(
      isSessionAlive(
        { token: 't', signedInAt: now - minutes(8 * 60 + 1), lastSeenAt: now - minutes(1) },
        now,
      ),
    ).toBe(false);
  });

  it('an empty or half-written session is not alive', () => {
    expect(isSessionAlive({}, now)).toBe(false);
    expect(isSessionAlive({ token: 't' }, now)).toBe(false);
  });
});
