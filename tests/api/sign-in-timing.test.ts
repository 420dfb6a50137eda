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
    LOGIN_ACCOUNT_FREE_FAILURES: '1000',
    PASSWORD_RESET_MAX_PER_HOUR: '1000',
  });
  await api.createUser({ email: 'existe@nutri.test', password: 'Certa1234', role: 'ROLE_NUTRITIONIST' });
});
afterAll(() => api.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

/**
 * The median, over rounds, of how much longer the call took for the e-mail with an account than for the one
 * without (a ratio of the two calls of one round). The two calls of a round run back to back, so a burst of
 * load from other test files slows both alike instead of one side's median: the suite runs two files at once.
 */
async function medianRatio(
  call: (email: string) => Response | Promise<Response>,
  expectedStatus: number,
): Promise<number> {
  const ratios: number[] = [];
  // One untimed round first: the first call of each path pays for warming up, not for the account.
  for (let round = -1; round < TRIES; round++) {
    const times: number[] = [];
    // Which goes first alternates, so neither side always meets a warmer cache.
    const emails = ['existe@nutri.test', `ninguem${round}@nutri.test`];
    for (const email of round % 2 === 0 ? emails : [...emails].reverse()) {
      const started = performance.now();
      const response = await call(email);
      times.push(performance.now() - started);
      expect(response.status).toBe(expectedStatus);
      // Whatever the API does after answering is finished before the next timed call.
      await api.request('/health');
    }
    const [first = 0, second = 0] = times;
    if (round >= 0) ratios.push(round % 2 === 0 ? first / second : second / first);
  }
  return median(ratios);
}

function expectWithin25Percent(existingOverUnknown: number) {
  expect(existingOverUnknown).toBeGreaterThanOrEqual(1 / 1.25);
  expect(existingOverUnknown).toBeLessThanOrEqual(1.25);
}

// The suite runs two files at once on two cores: a burst of the other file's load can still land on one side of
// most rounds (a median of 1.35 was seen once, against about 1.0 on a quiet machine). A real difference (a hash
// skipped, a query only one side makes) shows on every attempt, so an attempt out of bounds is measured again.
const RETRIES = { retry: 2 };

describe('answer times do not reveal whether an e-mail has an account', () => {
  it('POST /login with a wrong password: the median of 20 paired tries is within 25 %', RETRIES, async () => {
    const result = await medianRatio(
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

  it('POST /v1/password-resets: the median of 20 paired tries is within 25 %', RETRIES, async () => {
    const result = await medianRatio(
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
