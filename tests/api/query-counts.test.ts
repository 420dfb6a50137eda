// SQL queries per request: the calls behind a signed-in page stay a handful each, whatever the data
// (no query per row, N+1), and authentication is one query. Counted by the database's query logger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

const queries: string[] = [];
let api: SeededApi;
let patientId: number;
let nutritionistId: number;

beforeAll(async () => {
  api = await createSeededApi({}, { logger: { logQuery: (query) => queries.push(query) } });
  patientId = await api.idOf('paciente@nutri.test');
  nutritionistId = await api.idOf('nutri@nutri.test');
}, 120_000);

afterAll(() => api?.close());

/** The queries one call makes, with the answer's status. */
async function count(path: string, token = api.tokens.nutri) {
  queries.length = 0;
  const response = await api.request(path, { token });
  return { status: response.status, queries: [...queries] };
}

describe('queries per request', () => {
  it('authenticates a call in one query', async () => {
    const { status, queries } = await count('/v1/me');
    expect(status).toBe(200);
    // The token check (version, revocation, roles) and the user itself.
    expect(queries.length).toBeLessThanOrEqual(2);
  });

  it('answers each call of the patient page in at most 4 queries', async () => {
    const calls = [
      '/v1/me',
      `/v1/users/${patientId}`,
      `/v1/users/${patientId}?meal_plans=false`,
      `/v1/users/${patientId}/meals?date=2025-03-12`,
      `/v1/users/${patientId}/meal-reports?year_month=2025-03`,
    ];
    for (const path of calls) {
      const { status, queries } = await count(path);
      expect(status, path).toBe(200);
      // Each care call also adds its one row to the patient's access trail (http/access-trail.ts).
      const trail = queries.filter((query) => query.includes('insert into "access_trail"'));
      expect(trail.length, path).toBe(path === '/v1/me' ? 0 : 1);
      const reads = queries.filter((query) => !trail.includes(query));
      expect(reads.length, `${path}:\n${reads.join('\n')}`).toBeLessThanOrEqual(4);
    }
  });

  it('answers the patient list and the dashboard without a query per patient', async () => {
    for (const path of [
      `/v1/nutritionists/${nutritionistId}/patients?page=0&size=8`,
      `/v1/nutritionists/${nutritionistId}/dashboard`,
      `/v1/nutritionists/${nutritionistId}/meal-plan-adherence?adherence=FOLLOWED&page=0&size=5`,
    ]) {
      const { status, queries } = await count(path);
      expect(status, path).toBe(200);
      expect(queries.length, `${path}:\n${queries.join('\n')}`).toBeLessThanOrEqual(6);
    }
  });

  it('reads no meal plan for the detail asked without them', async () => {
    const touchesPlans = (query: string) => /from "meal_plans"|join "meal_plans"/.test(query);
    const full = await count(`/v1/users/${patientId}`);
    const lean = await count(`/v1/users/${patientId}?meal_plans=false`);
    expect(full.queries.filter(touchesPlans).length).toBeGreaterThan(0);
    expect(lean.queries.filter(touchesPlans)).toEqual([]);
    expect(lean.queries.length).toBeLessThan(full.queries.length);
  });

  it('reads a page of the adherence list and its total in one pass over the week', async () => {
    const path = `/v1/nutritionists/${nutritionistId}/meal-plan-adherence?page=0&size=5`;
    const { status, queries } = await count(path);
    expect(status).toBe(200);
    // The token check, then the page with the total beside each row.
    expect(queries.length, queries.join('\n')).toBe(2);
  });

  it('reads the patients’ week once for the home’s adherence card and its table together', async () => {
    const { status, queries } = await count(`/v1/nutritionists/${nutritionistId}/dashboard?page=0&size=8`);
    expect(status).toBe(200);
    // The week of every patient on a plan (their logged days) is the one expensive read of the home.
    const weekReads = queries.filter((query) => query.includes('as logged_days'));
    expect(weekReads.length, queries.join('\n')).toBe(1);
  });
});
