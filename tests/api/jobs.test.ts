// Durable jobs (infra/jobs.ts): written with the change, taken once by any of N processes, taken up again
// after a dead process's lease, retried with waits, and given up (DEAD) for an administrator to retry.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { adminJobSchema, adminJobsSchema } from '@/lib/api/contract';
import { type Database, openPostgres } from '@/upstream/src/db/client';
import { jobs, mailOutbox } from '@/upstream/src/db/schema';
import {
  countJobs,
  createJobQueue,
  enqueueJob,
  type JobHandler,
  pruneDoneJobs,
} from '@/upstream/src/infra/jobs';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { createTestDatabase, usesPostgres } from './helpers/database';
import { loggedMessages } from './helpers/logged';
import { openThrowawayPostgres } from './helpers/throwaway-postgres';

const T0 = new Date('2026-11-03T12:00:00.000Z');
const LEASE_MS = 60_000;

/** A clock the test moves. */
function clock(start = T0) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

function queueOver(db: Database['db'], now: () => Date, handlers: Record<string, JobHandler>) {
  return createJobQueue({ db, now, handlers, retryDelaysMs: [1_000, 5_000], leaseMs: LEASE_MS, pollMs: 50 });
}

async function jobRows(db: Database['db']) {
  return db.select().from(jobs).orderBy(jobs.id);
}

afterEach(() => vi.restoreAllMocks());

describe('the job worker', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a job is written only when the change commits: a rolled-back transaction leaves none', async () => {
    const before = (await jobRows(database.db)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test', payload: { n: 1 }, runAt: T0 });
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    expect(await jobRows(database.db)).toHaveLength(before);
  });

  it('a job left RUNNING by a process that died is taken up again after its lease, and runs once', async () => {
    await database.db.delete(jobs);
    const time = clock();
    await enqueueJob(database.db, { kind: 'deliver', payload: { to: 'a' }, runAt: time.now() });
    // The first process takes the job and dies while running it (its handler never ends).
    const first = queueOver(database.db, time.now, { deliver: () => new Promise<void>(() => {}) });
    void first.runDue();
    await vi.waitFor(async () => expect((await jobRows(database.db))[0]?.status).toBe('RUNNING'));

    // The restarted process: nothing to take while the lease lasts.
    const delivered: unknown[] = [];
    const second = queueOver(database.db, time.now, {
      deliver: async (payload) => void delivered.push(payload),
    });
    time.advance(LEASE_MS - 1_000);
    expect(await second.runDue()).toBe(0);
    time.advance(2_000);
    expect(await second.runDue()).toBe(1);
    expect(await second.runDue()).toBe(0);
    expect(delivered).toEqual([{ to: 'a' }]);
    const [row] = await jobRows(database.db);
    expect(row).toMatchObject({ status: 'DONE', attempts: 2, payload: {} });
  });

  it('a failing job is tried again after each wait, then given up as DEAD with its error; counts follow', async () => {
    await database.db.delete(jobs);
    const time = clock();
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    let tries = 0;
    const queue = queueOver(database.db, time.now, {
      deliver: async () => {
        tries += 1;
        throw new Error('451 tente mais tarde');
      },
    });
    await enqueueJob(database.db, { kind: 'deliver', payload: {}, runAt: time.now() });
    expect(await countJobs(database.db)).toEqual({ queued: 1, failed: 0, dead: 0 });

    expect(await queue.runDue()).toBe(1);
    let [row] = await jobRows(database.db);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: '451 tente mais tarde' });
    expect(row?.runAt.getTime()).toBe(T0.getTime() + 1_000);
    expect(await countJobs(database.db)).toEqual({ queued: 1, failed: 1, dead: 0 });
    // Not before its wait.
    expect(await queue.runDue()).toBe(0);
    time.advance(1_000);
    expect(await queue.runDue()).toBe(1);
    [row] = await jobRows(database.db);
    expect(row?.runAt.getTime()).toBe(T0.getTime() + 1_000 + 5_000);
    time.advance(5_000);
    expect(await queue.runDue()).toBe(1);
    [row] = await jobRows(database.db);
    expect(row).toMatchObject({ status: 'DEAD', attempts: 3, lastError: '451 tente mais tarde' });
    expect(tries).toBe(3);
    expect(loggedMessages(logged).some((line) => line.includes('failed 3 times and is given up'))).toBe(true);
    time.advance(3_600_000);
    expect(await queue.runDue()).toBe(0);
    expect(await countJobs(database.db)).toEqual({ queued: 0, failed: 0, dead: 1 });
  });

  it('a job whose handler never ends counts as failed after half its lease, and the worker goes on', async () => {
    await database.db.delete(jobs);
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    await enqueueJob(database.db, { kind: 'hang', payload: {}, runAt: T0 });
    await enqueueJob(database.db, { kind: 'deliver', payload: {}, runAt: T0 });
    const ran: string[] = [];
    const queue = createJobQueue({
      db: database.db,
      now: () => T0,
      handlers: {
        hang: () => new Promise<void>(() => {}),
        deliver: async () => void ran.push('deliver'),
      },
      retryDelaysMs: [1_000],
      leaseMs: 200,
      pollMs: 50,
    });
    expect(await queue.runDue()).toBe(2);
    expect(ran).toEqual(['deliver']);
    const [hung] = await jobRows(database.db);
    expect(hung).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'no end after 100 ms' });
  });

  it('a job of no known kind is given up, not lost', async () => {
    await database.db.delete(jobs);
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    vi.spyOn(log, 'error').mockImplementation(() => {});
    await enqueueJob(database.db, { kind: 'unknown', payload: {}, runAt: T0 });
    await queueOver(database.db, () => T0, {}).drain();
    expect((await jobRows(database.db))[0]).toMatchObject({
      status: 'DEAD',
      lastError: 'no handler for jobs of kind unknown',
    });
  });

  it('jobs done are deleted once old; waiting and given-up ones stay', async () => {
    await database.db.delete(jobs);
    const old = new Date(T0.getTime() - 31 * 86_400_000);
    await database.db.insert(jobs).values([
      { kind: 'deliver', payload: {}, status: 'DONE', updatedAt: old },
      { kind: 'deliver', payload: {}, status: 'DONE', updatedAt: T0 },
      { kind: 'deliver', payload: {}, status: 'DEAD', updatedAt: old },
      { kind: 'deliver', payload: {}, status: 'QUEUED', updatedAt: old, runAt: old },
    ]);
    expect(await pruneDoneJobs(database.db, new Date(T0.getTime() - 30 * 86_400_000))).toBe(1);
    expect((await jobRows(database.db)).map((row) => row.status)).toEqual(['DONE', 'DEAD', 'QUEUED']);
  });

  it('a started worker finds due jobs by itself, and stop waits for the one it runs', async () => {
    await database.db.delete(jobs);
    const ran: number[] = [];
    const queue = queueOver(database.db, () => T0, {
      deliver: async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ran.push(Number(payload.n));
      },
    });
    queue.start();
    try {
      await enqueueJob(database.db, { kind: 'deliver', payload: { n: 1 }, runAt: T0 });
      queue.wake();
      await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 5_000 });
    } finally {
      await queue.stop();
    }
    expect((await jobRows(database.db))[0]?.status).toBe('DONE');
  });
});

/** A second connection to the same database: another API process. */
async function twoProcesses(): Promise<{ a: Database; b: Database; close: () => Promise<void> }> {
  if (!usesPostgres) {
    const database = await createTestDatabase();
    return { a: database, b: database, close: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL ?? '';
  const template = inject('postgresTemplates')?.migrated;
  const { name, database, drop } = await openThrowawayPostgres(serverUrl, 'nutri_jobs', {}, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const other = await openPostgres(url.toString());
  return {
    a: database,
    b: other,
    close: async () => {
      await other.close();
      await drop();
    },
  };
}

describe('two API processes over one database', () => {
  it('run each job once (FOR UPDATE SKIP LOCKED)', async () => {
    const { a, b, close } = await twoProcesses();
    try {
      const total = 40;
      await a.db
        .insert(jobs)
        .values(Array.from({ length: total }, (_, n) => ({ kind: 'deliver', payload: { n }, runAt: T0 })));
      const ran: { by: string; n: number }[] = [];
      const handler =
        (by: string): JobHandler =>
        async (payload) => {
          // A little work, so both processes hold jobs at the same time.
          await new Promise((resolve) => setTimeout(resolve, 2));
          ran.push({ by, n: Number(payload.n) });
        };
      const queues = [
        createJobQueue({
          db: a.db,
          now: () => T0,
          handlers: { deliver: handler('a') },
          retryDelaysMs: [],
          leaseMs: LEASE_MS,
          pollMs: 10,
          batchSize: 3,
        }),
        createJobQueue({
          db: b.db,
          now: () => T0,
          handlers: { deliver: handler('b') },
          retryDelaysMs: [],
          leaseMs: LEASE_MS,
          pollMs: 10,
          batchSize: 3,
        }),
      ];
      await Promise.all(queues.map((queue) => queue.drain()));
      expect(ran.map((each) => each.n).sort((x, y) => x - y)).toEqual(
        Array.from({ length: total }, (_, n) => n),
      );
      if (usesPostgres) expect(new Set(ran.map((each) => each.by))).toEqual(new Set(['a', 'b']));
      const [done] = await selectDone(a);
      expect(done).toBe(total);
    } finally {
      await close();
    }
  });
});

async function selectDone(database: Database): Promise<number[]> {
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'DONE'));
  return rows.map((row) => Number(row.n));
}

describe('GET /v1/admin/jobs and POST /v1/admin/jobs/{id}/retry', () => {
  let api: TestApi;
  let admin: string;
  let nutri: string;
  beforeAll(async () => {
    api = await createTestApi();
    await api.createUser({ email: 'admin@jobs.test', role: 'ROLE_ADMIN' });
    await api.createUser({ email: 'nutri@jobs.test', role: 'ROLE_NUTRITIONIST' });
    admin = await api.signIn('admin@jobs.test', 'Senha1234');
    nutri = await api.signIn('nutri@jobs.test', 'Senha1234');
  });
  afterAll(() => api.close());

  it('an administrator sees the given-up jobs (never their payload) and retries one: it is sent once', async () => {
    const [dead] = await api.database.db
      .insert(jobs)
      .values({
        kind: 'mail',
        payload: { to: 'parada@jobs.test', subject: 'Lembrete', text: 'Um link secreto' },
        status: 'DEAD',
        attempts: 3,
        lastError: 'connect ECONNREFUSED',
      })
      .returning({ id: jobs.id });
    const listed = await api.request('/v1/admin/jobs', { token: admin });
    expect(listed.status).toBe(200);
    const body = adminJobsSchema.parse(await listed.json());
    expect(body).toMatchObject({ dead: 1, failed: 0 });
    expect(body.dead_jobs).toEqual([
      expect.objectContaining({ id: dead!.id, kind: 'mail', status: 'DEAD', attempts: 3 }),
    ]);
    expect(JSON.stringify(body)).not.toContain('secreto');

    const retried = await api.request(`/v1/admin/jobs/${dead!.id}/retry`, { method: 'POST', token: admin });
    expect(retried.status).toBe(200);
    expect(adminJobSchema.parse(await retried.json())).toMatchObject({ status: 'QUEUED', attempts: 0 });
    const sent = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'parada@jobs.test'));
    expect(sent.map((mail) => mail.subject)).toEqual(['Lembrete']);
    // Done: no longer dead, and a second retry finds nothing to retry.
    expect(
      adminJobsSchema.parse(await (await api.request('/v1/admin/jobs', { token: admin })).json()).dead,
    ).toBe(0);
    const again = await api.request(`/v1/admin/jobs/${dead!.id}/retry`, { method: 'POST', token: admin });
    expect(again.status).toBe(404);
  });

  it('is for administrators only: 403 for a nutritionist, 401 without a token', async () => {
    expect((await api.request('/v1/admin/jobs', { token: nutri })).status).toBe(403);
    expect((await api.request('/v1/admin/jobs')).status).toBe(401);
    expect((await api.request('/v1/admin/jobs/1/retry', { method: 'POST', token: nutri })).status).toBe(403);
    expect((await api.request('/v1/admin/jobs/1/retry', { method: 'POST' })).status).toBe(401);
  });
});
