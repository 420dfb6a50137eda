// POST /v1/reads: a page's first reads in one call, each answered as on its own, with one token check and
// the access-trail rows of all of them in one statement. Queries counted by the database's query logger.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBatchAnswerSchema } from '@/lib/api/contract';
import { accessTrail } from '@/upstream/src/db/schema';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

const queries: string[] = [];
let api: SeededApi;
let patientId: number;

beforeAll(async () => {
  api = await createSeededApi({}, { logger: { logQuery: (query) => queries.push(query) } });
  patientId = await api.idOf('paciente@nutri.test');
}, 120_000);

afterAll(() => api?.close());

const isTokenCheck = (query: string) => query.includes('revoked_tokens');
const isTrailWrite = (query: string) => query.includes('insert into "access_trail"');

async function batch(paths: string[], token?: string, requestId = crypto.randomUUID()) {
  queries.length = 0;
  const response = await api.request('/v1/reads', {
    method: 'POST',
    token,
    json: { paths },
    headers: { 'X-Request-Id': requestId },
  });
  return { response, queries: [...queries] };
}

const trailRowsOf = (requestId: string) =>
  api.database.db.select().from(accessTrail).where(eq(accessTrail.requestId, requestId));

describe('POST /v1/reads', () => {
  const pagePaths = () => [
    '/v1/me',
    `/v1/users/${patientId}?meal_plans=false`,
    `/v1/users/${patientId}/contact`,
    `/v1/users/${patientId}/goals`,
  ];

  it('answers each read as the call on its own would, in the order asked', async () => {
    const { response } = await batch(pagePaths(), api.tokens.nutri);
    expect(response.status).toBe(200);
    const { answers } = readBatchAnswerSchema.parse(await response.json());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const [index, path] of pagePaths().entries()) {
      const alone = await api.request(path, { token: api.tokens.nutri });
      expect(answers[index]?.body, path).toEqual(await alone.json());
    }
  });

  it('checks the token once for all its reads, where the calls one by one check it once each', async () => {
    const { queries: batched } = await batch(pagePaths(), api.tokens.nutri);
    expect(batched.filter(isTokenCheck)).toHaveLength(1);
    let oneByOne = 0;
    for (const path of pagePaths()) {
      queries.length = 0;
      await api.request(path, { token: api.tokens.nutri });
      oneByOne += queries.filter(isTokenCheck).length;
    }
    expect(oneByOne).toBe(4);
  });

  it('writes the trail rows of its care reads in one statement, under its request id', async () => {
    const { response, queries: made } = await batch(pagePaths(), api.tokens.nutri, 'pagina-paciente-1');
    expect(response.status).toBe(200);
    expect(made.filter(isTrailWrite)).toHaveLength(1);
    const rows = await trailRowsOf('pagina-paciente-1');
    // /v1/me is no care read; the profile, the contact and the goals are.
    expect(rows.map((row) => row.resource).sort()).toEqual(['CONTACT', 'GOALS', 'PROFILE']);
    expect(rows.every((row) => row.patientId === patientId && row.outcome === 'ALLOWED')).toBe(true);
  });

  it('authorizes each read on its own: another nutritionist is refused each, and the refusals are trailed', async () => {
    const { response } = await batch(pagePaths(), api.tokens.nutri2, 'sondagem-1');
    const { answers } = readBatchAnswerSchema.parse(await response.json());
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 404, 404]);
    expect(answers[1]?.body).toMatchObject({ code: 'NOT_FOUND' });
    const refused = await api.database.db
      .select()
      .from(accessTrail)
      .where(and(eq(accessTrail.requestId, 'sondagem-1'), eq(accessTrail.outcome, 'REFUSED')));
    expect(refused).toHaveLength(3);
  });

  it('is refused without a token, and with reads that are not of /v1/ or are batches themselves', async () => {
    expect((await batch(pagePaths())).response.status).toBe(401);
    for (const paths of [
      [],
      Array.from({ length: 13 }, () => '/v1/me'),
      ['/login'],
      ['/v1/../health'],
      ['/v1/reads'],
      ['https://example.com/v1/me'],
    ]) {
      const { response } = await batch(paths, api.tokens.nutri);
      expect(response.status, JSON.stringify(paths)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
  });
});
