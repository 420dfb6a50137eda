import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessTrailEntry, accessTrailPageSchema } from '@/lib/api/contract';
import { accessTrail } from '@/upstream/src/db/schema';
import { createUploadStore } from '@/upstream/src/infra/storage';
import { createAppJobQueue } from '@/upstream/src/services/job-handlers';
import { pruneAccessTrail } from '@/upstream/src/services/record/access-trail';
import { FOOD_REQUEST } from '../fixtures/requests';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

const now = new Date('2025-03-10T15:00:00Z');

describe('access trail', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const trailOf = (id: number) => `/v1/users/${id}/access-trail`;
  const readTrail = async (token: string, query = '') => {
    const answer = await api.request(`${trailOf(ids.patient)}${query}`, { token });
    expect(answer.status).toBe(200);
    return accessTrailPageSchema.parse(await answer.json());
  };
  // In the order they were written: without an order, the rows come in whatever order the plan reads them.
  const rowsOf = async () =>
    api.database.db
      .select()
      .from(accessTrail)
      .where(eq(accessTrail.patientId, ids.patient))
      .orderBy(accessTrail.id);

  beforeAll(async () => {
    api = await createTestApi({}, () => now);
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
  });
  afterAll(() => api.close());

  it('a read leaves a row with who, what, the outcome and the request id of the call', async () => {
    const answer = await api.request(`/v1/users/${ids.patient}/anamneses`, {
      token: tokens.nutri,
      headers: { 'X-Request-Id': 'leitura-anamnese-1' },
    });
    expect(answer.status).toBe(200);
    const [row] = (await readTrail(tokens.nutri)).content;
    expect(row).toMatchObject<Partial<AccessTrailEntry>>({
      patient_id: ids.patient,
      actor: { id: ids.nutri, name: 'Dra. Lia' },
      actor_role: 'NUTRITIONIST',
      resource: 'ANAMNESIS',
      action: 'READ',
      outcome: 'ALLOWED',
      request_id: 'leitura-anamnese-1',
      at: '2025-03-10T15:00:00.000Z',
    });
  });

  it('a change leaves a row too, with the request id the API generated when none was sent', async () => {
    const answer = await api.request(`/v1/users/${ids.patient}/goals`, {
      method: 'PUT',
      token: tokens.nutri,
      json: { basis: 'TOTAL', energy: 1800 },
    });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('X-Request-Id');
    expect(requestId).toBeTruthy();
    const [row] = (await readTrail(tokens.patient)).content;
    expect(row).toMatchObject({
      resource: 'GOALS',
      action: 'UPDATE',
      outcome: 'ALLOWED',
      request_id: requestId,
    });
  });

  it('a new plan leaves one row, on its patient', async () => {
    const food = await api.request('/v1/foodstuffs', {
      method: 'POST',
      token: tokens.admin,
      json: FOOD_REQUEST,
    });
    const { id: foodstuffId } = (await food.json()) as { id: number };
    const before = (await rowsOf()).length;
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2025-03-10',
        end_date: '2025-06-10',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [{ foodstuff_id: foodstuffId, baseline_weight: 100, quantity: 1 }],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const after = await rowsOf();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ actorId: ids.nutri, resource: 'PLANS', action: 'CREATE' });
  });

  it("the patient's own reads are hers in the trail; reading the trail itself leaves no row", async () => {
    const before = (await rowsOf()).length;
    await api.request(`/v1/users/${ids.patient}/meals?date=2025-03-10`, { token: tokens.patient });
    await readTrail(tokens.patient);
    await readTrail(tokens.admin);
    const after = await rowsOf();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ actorId: ids.patient, actorRole: 'PATIENT', resource: 'MEALS' });
  });

  it('another nutritionist and an administrator refused are recorded as REFUSED; nothing of the data leaks', async () => {
    const nutri2 = await api.request(`/v1/users/${ids.patient}/anamneses`, {
      token: tokens.nutri2,
      headers: { 'X-Request-Id': 'sondagem-nutri2' },
    });
    expect(nutri2.status).toBe(404);
    const admin = await api.request(`/v1/users/${ids.patient}/goals`, {
      token: tokens.admin,
      headers: { 'X-Request-Id': 'sondagem-admin' },
    });
    expect(admin.status).toBe(404);
    const [adminRow, nutri2Row] = (await readTrail(tokens.nutri)).content;
    expect(nutri2Row).toMatchObject({
      actor: { id: ids.nutri2 },
      actor_role: 'NUTRITIONIST',
      resource: 'ANAMNESIS',
      outcome: 'REFUSED',
      request_id: 'sondagem-nutri2',
    });
    expect(adminRow).toMatchObject({
      actor: { id: ids.admin },
      actor_role: 'ADMIN',
      resource: 'GOALS',
      outcome: 'REFUSED',
      request_id: 'sondagem-admin',
    });
  });

  it("no token, invalid input, an unknown id or a nutritionist's id leave no row", async () => {
    const before = (await api.database.db.select().from(accessTrail)).length;
    await api.request(`/v1/users/${ids.patient}/anamneses`);
    await api.request(`/v1/users/${ids.patient}/goals`, {
      method: 'PUT',
      token: tokens.nutri,
      json: { basis: 'X' },
    });
    await api.request('/v1/users/999999/anamneses', { token: tokens.nutri2 });
    await api.request(`/v1/users/${ids.nutri}/anamneses`, { token: tokens.nutri2 });
    expect(await api.database.db.select().from(accessTrail)).toHaveLength(before);
  });

  it('GET /v1/users/{id}/access-trail – the patient, her nutritionist and an administrator; anyone else 404', async () => {
    for (const who of ['patient', 'nutri', 'admin'] as const) await readTrail(tokens[who]);
    for (const who of ['nutri2', 'other'] as const)
      expect((await api.request(trailOf(ids.patient), { token: tokens[who] })).status).toBe(404);
    expect((await api.request(trailOf(ids.patient))).status).toBe(401);
    // An administrator reads patients' trails only, and still no care data.
    expect((await api.request(trailOf(ids.nutri), { token: tokens.admin })).status).toBe(404);
    expect((await api.request(`/v1/users/${ids.patient}/anamneses`, { token: tokens.admin })).status).toBe(
      404,
    );
  });

  it('paged, newest first', async () => {
    const all = await readTrail(tokens.nutri, '?size=100');
    const second = await readTrail(tokens.nutri, '?page=1&size=2');
    expect(second.content.map((row) => row.id)).toEqual(all.content.slice(2, 4).map((row) => row.id));
    const ids = all.content.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('no route edits or removes the trail', async () => {
    const before = await rowsOf();
    const [row] = before;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const path of [trailOf(ids.patient), `${trailOf(ids.patient)}/${row!.id}`]) {
        for (const who of ['nutri', 'patient', 'admin'] as const) {
          const answer = await api.request(path, { method, token: tokens[who], json: {} });
          expect(answer.status, `${method} ${path} as ${who}`).toBe(404);
        }
      }
    }
    expect(await rowsOf()).toEqual(before);
  });

  it('rows older than ACCESS_TRAIL_RETENTION_DAYS are pruned, newer ones stay', async () => {
    await api.database.db.insert(accessTrail).values([
      // 1825 days before 2025-03-10T15:00Z is 2020-03-11T15:00Z.
      { ...base(), at: new Date('2020-03-11T14:59:00Z'), requestId: 'velho' },
      { ...base(), at: new Date('2020-03-11T15:01:00Z'), requestId: 'recente' },
    ]);
    expect(api.config.ACCESS_TRAIL_RETENTION_DAYS).toBe(1825);
    expect(await pruneAccessTrail(api.database.db, now, 1825)).toBe(1);
    const kept = (await rowsOf()).map((row) => row.requestId);
    expect(kept).toContain('recente');
    expect(kept).not.toContain('velho');
  });

  it('the jobs worker prunes at its hourly housekeeping, with the configured retention', async () => {
    await api.database.db
      .insert(accessTrail)
      .values({ ...base(), at: new Date('2025-03-01T12:00:00Z'), requestId: 'semana' });
    const config = { ...api.config, ACCESS_TRAIL_RETENTION_DAYS: 7 };
    const mailer = { send: async () => undefined } as unknown as Parameters<
      typeof createAppJobQueue
    >[0]['mailer'];
    const queue = createAppJobQueue({
      db: api.database.db,
      config,
      mailer,
      now: () => now,
      uploads: createUploadStore(config),
      reclaimErasedRows: api.database.reclaimErasedRows,
    });
    queue.start();
    await expect
      .poll(async () => (await rowsOf()).map((row) => row.requestId), { timeout: 5000 })
      .not.toContain('semana');
    await queue.stop();
    expect((await rowsOf()).map((row) => row.requestId)).toContain('leitura-anamnese-1');
  });

  const base = () => ({
    patientId: ids.patient,
    actorId: ids.nutri,
    actorRole: 'NUTRITIONIST' as const,
    resource: 'MEALS' as const,
    action: 'READ' as const,
    outcome: 'ALLOWED' as const,
  });
});
