// Export slots are rows of the database (http/export-slots.ts): two API processes over one database count
// the same exports, takers at once never share the last slot, and the slot of a process that died lapses.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportSlots } from '@/upstream/src/db/schema';
import { ApiError } from '@/upstream/src/errors';
import { createExportSlots } from '@/upstream/src/http/export-slots';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';
import { createInProcessApp } from './helpers/in-process-app';

/** The status each taker got: 200 for a slot, else the refusal's. */
async function statusesOf(takes: Promise<unknown>[]): Promise<number[]> {
  const settled = await Promise.allSettled(takes);
  return settled.map((result) =>
    result.status === 'fulfilled' ? 200 : result.reason instanceof ApiError ? result.reason.status : 500,
  );
}

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('export slots shared by every API process', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let callers: number[];

  beforeAll(async () => {
    api = await createTestApi({ EXPORT_CONCURRENCY: '1' });
    ({ ids, tokens } = await createCareTeam(api));
    callers = [];
    for (let i = 0; i < 8; i += 1)
      callers.push(await api.createUser({ email: `caller${i}@t.test`, role: 'ROLE_NUTRITIONIST' }));
  });
  afterAll(() => api.close());
  // Each test starts with every slot free, whatever the one before left held.
  afterEach(async () => {
    await api.database.db.delete(exportSlots);
  });

  it('an export running on one process refuses the same caller on another (429), and others past the limit (503)', async () => {
    const second = createInProcessApp(api.database, { EXPORT_CONCURRENCY: '1' });
    const running = await api.app.request(`/v1/users/${ids.patient}/export`, {
      headers: { Authorization: `Bearer ${tokens.nutri}` },
    });
    expect(running.status).toBe(200);
    const same = await second.request(`/v1/users/${ids.patient}/export`, { token: tokens.nutri });
    expect(same.status).toBe(429);
    expect(await same.json()).toMatchObject({ code: 'EXPORT_IN_PROGRESS' });
    const another = await second.request(`/v1/users/${ids.patient}/export`, { token: tokens.patient });
    expect(another.status).toBe(503);
    expect(await another.json()).toMatchObject({ code: 'SERVER_BUSY' });
    // Read to its end on the first process, the slot is free for the second.
    await running.arrayBuffer();
    expect((await second.request(`/v1/users/${ids.patient}/export`, { token: tokens.patient })).status).toBe(
      200,
    );
  });

  it('an export read to its end has given its slot back: the same caller can export again at once', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await api.app.request(`/v1/users/${ids.patient}/export`, {
        headers: { Authorization: `Bearer ${tokens.nutri}` },
      });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      expect(await api.database.db.select().from(exportSlots)).toEqual([]);
    }
  });

  it('takers at once: one slot per caller, and never more than the limit', async () => {
    const slots = createExportSlots(api.database.db, 3);
    const sameCaller = await statusesOf(Array.from({ length: 6 }, () => slots.take(callers[0]!)));
    expect(count(sameCaller, 200)).toBe(1);
    expect(count(sameCaller, 429)).toBe(5);

    const manyCallers = await statusesOf(callers.slice(1).map((caller) => slots.take(caller)));
    // callers[0] still holds one of the 3 slots.
    expect(count(manyCallers, 200)).toBe(2);
    expect(count(manyCallers, 503)).toBe(callers.length - 3);
  });

  it('a slot whose process died lapses with its lease; a slot given back twice frees only itself', async () => {
    const slots = createExportSlots(api.database.db, 1);
    const first = await slots.take(callers[0]!);
    await expect(slots.take(callers[1]!)).rejects.toMatchObject({ status: 503 });
    // The process holding it stopped renewing a minute ago.
    await api.database.db.update(exportSlots).set({ heldUntil: sql`now() - interval '1 second'` });
    const next = await slots.take(callers[1]!);
    // The old holder's late release does not free the new holder's slot.
    await first.release();
    await expect(slots.take(callers[2]!)).rejects.toMatchObject({ status: 503 });
    await next.release();
    await next.release();
    const last = await slots.take(callers[2]!);
    await last.release();
  });
});
