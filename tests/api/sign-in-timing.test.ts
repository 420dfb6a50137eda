// Account enumeration by timing: signing in with a wrong password and asking for a recovery link must
// take as long for an e-mail without an account as for one with an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers/api';

const TRIES = 20;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    PASSWORD_RESET_MAX_PER_HOUR: '1000',
  });
  await api.createUser({ email: 'existe@nutri.test', password: 'Certa1234', role: 'ROLE_NUTRITIONIST' });
});
afterAll(() => api.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

/** Median answer times of `call` for the two e-mails, tried alternately so load hits both alike. */
async function medians(
  call: (email: string) => Response | Promise<Response>,
  expectedStatus: number,
): Promise<{ existing: number; unknown: number }> {
  const times = { existing: [] as number[], unknown: [] as number[] };
  // One untimed round first: the first call of each path pays for warming up, not for the account.
  for (let round = -1; round < TRIES; round++) {
    for (const [kind, email] of [
      ['existing', 'existe@nutri.test'],
      ['unknown', `ninguem${round}@nutri.test`],
    ] as const) {
      const started = performance.now();
      const response = await call(email);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(expectedStatus);
      if (round >= 0) times[kind].push(elapsed);
      // Whatever the API does after answering is finished before the next timed call.
      await api.request('/health');
    }
  }
  return { existing: median(times.existing), unknown: median(times.unknown) };
}

function expectWithin25Percent({ existing, unknown }: { existing: number; unknown: number }) {
  expect(Math.max(existing, unknown) / Math.min(existing, unknown)).toBeLessThanOrEqual(1.25);
}

describe('answer times do not reveal whether an e-mail has an account', () => {
  it('POST /login with a wrong password: the medians of 20 tries are within 25 %', async () => {
    const result = await medians(
      (email) =>
        api.app.request('/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'Errada1234' }),
        }),
      401,
    );
    expectWithin25Percent(result);
  });

  it('POST /v1/password-resets: the medians of 20 tries are within 25 %', async () => {
    const result = await medians(
      (email) =>
        api.app.request('/v1/password-resets', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        }),
      202,
    );
    expectWithin25Percent(result);
  });
});
