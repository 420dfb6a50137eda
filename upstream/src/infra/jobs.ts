// Durable jobs (a transactional outbox): what follows a change (an e-mail, an appointment's notice, a
// reminder) is written as a row of `jobs` in the change's own transaction, so it exists exactly when the
// change does. A worker in every API process takes due jobs with FOR UPDATE SKIP LOCKED, so N processes
// never take the same one; a taken job is RUNNING until its lease ends, and a process that dies while
// holding one leaves it to be taken up again after the lease. A failure is tried again after each of
// MAIL_RETRY_DELAYS_MS; after the last, the job is DEAD until an administrator retries it.
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, selectRows } from '../db/client';
import { type JobStatus, jobs } from '../db/schema';
import { log } from '../log';

export type JobRow = typeof jobs.$inferSelect;

/** What a job does with its payload; a thrown error counts as a failed attempt. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** When it becomes due: now for the mail after a change, later for a reminder. */
  runAt: Date;
  /** Makes the job unique: a second job with the same key is not written. */
  key?: string;
}

/** Writes a job, in the caller's transaction when `db` is one. */
export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      key: job.key ?? null,
      updatedAt: job.runAt,
    })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Ends a RUNNING job as done inside the caller's transaction, for a handler whose effects are rows of the
 * same database: they and the job's end commit together, so a restart never runs it twice.
 */
export async function finishJob(tx: Db, job: JobRow, at: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ status: 'DONE', payload: {}, lockedUntil: null, lastError: null, updatedAt: at })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'RUNNING'), eq(jobs.attempts, job.attempts)));
}

/** How long a job done is kept: its key keeps a reminder from being written twice meanwhile. */
export const DONE_JOBS_KEPT_DAYS = 30;

/** Deletes the jobs done before `before`; answers how many. */
export async function pruneDoneJobs(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'DONE'), lt(jobs.updatedAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}

/** The counts a metrics module reads: waiting, waiting after a failure, and given up. */
export interface JobCounts {
  queued: number;
  failed: number;
  dead: number;
}

export async function countJobs(db: Db): Promise<JobCounts> {
  const rows = await db
    .select({
      status: jobs.status,
      retrying: sql<boolean>`${jobs.attempts} > 0`.as('retrying'),
      total: count(),
    })
    .from(jobs)
    .where(inArray(jobs.status, ['QUEUED', 'RUNNING', 'DEAD']))
    .groupBy(jobs.status, sql`${jobs.attempts} > 0`);
  const counts: JobCounts = { queued: 0, failed: 0, dead: 0 };
  for (const row of rows) {
    if (row.status === 'DEAD') counts.dead += row.total;
    else {
      counts.queued += row.total;
      if (row.status === 'QUEUED' && row.retrying) counts.failed += row.total;
    }
  }
  return counts;
}

export interface JobQueueOptions {
  db: Db;
  now: () => Date;
  handlers: Record<string, JobHandler>;
  /** The waits before each new attempt; after the last one fails the job is DEAD. */
  retryDelaysMs: readonly number[];
  /** How long a taken job belongs to its process; after that another may take it. */
  leaseMs: number;
  /** How often a started worker looks for due jobs. */
  pollMs: number;
  batchSize?: number;
  /** Housekeeping run with the hourly pruning of jobs done (old access trail rows, expired records). */
  hourly?: (at: Date) => Promise<unknown>;
}

export interface JobQueue {
  /** Starts looking for due jobs every pollMs (the API process). */
  start(): void;
  /** Looks for due jobs now (after a change that wrote some). */
  wake(): void;
  /** Stops looking; waits for the jobs being run to end (a job cut short is taken up again later). */
  stop(): Promise<void>;
  /** One pass: takes up to a batch of due jobs and runs them; answers how many it ran. */
  runDue(options?: { skipWaits?: boolean }): Promise<number>;
  /** Runs passes until nothing is due, retries without their waits (tests). */
  drain(): Promise<void>;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'erro desconhecido';

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, now, handlers, retryDelaysMs, leaseMs, pollMs } = options;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let again = false;
  let stopped = true;

  async function claim(skipWaits: boolean): Promise<JobRow[]> {
    const at = now();
    const lockedUntil = new Date(at.getTime() + leaseMs);
    const due = skipWaits
      ? sql`(status = 'QUEUED' and (run_at <= ${at.toISOString()}::timestamptz or attempts > 0))`
      : sql`(status = 'QUEUED' and run_at <= ${at.toISOString()}::timestamptz)`;
    const taken = await selectRows(
      db,
      sql`update jobs set status = 'RUNNING', attempts = attempts + 1,
            locked_until = ${lockedUntil.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
          where id in (
            select id from jobs
            where ${due} or (status = 'RUNNING' and locked_until < ${at.toISOString()}::timestamptz)
            order by run_at, id
            limit ${batchSize}
            for update skip locked)
          returning id`,
      z.object({ id: z.number().int() }),
    );
    if (taken.length === 0) return [];
    return db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          taken.map((row) => row.id),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id));
  }

  async function settle(job: JobRow, error: unknown): Promise<void> {
    const at = now();
    // Written only while the job is still this attempt's: one taken up again meanwhile is not touched.
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'RUNNING'), eq(jobs.attempts, job.attempts));
    // Done: the payload (a reset link, an e-mail's text) is not kept once delivered.
    if (error === undefined) return finishJob(db, job, at);
    const delay = retryDelaysMs[job.attempts - 1];
    const message = errorText(error);
    if (delay === undefined) {
      log.error(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, reason: message },
        `job ${job.kind} #${job.id} failed ${job.attempts} times and is given up`,
      );
      await db
        .update(jobs)
        .set({ status: 'DEAD', lockedUntil: null, lastError: message, updatedAt: at })
        .where(mine);
      return;
    }
    log.warn(
      { jobId: job.id, kind: job.kind, attempts: job.attempts, delayMs: delay, reason: message },
      `job ${job.kind} #${job.id} failed (attempt ${job.attempts}), again in ${delay} ms`,
    );
    await db
      .update(jobs)
      .set({
        status: 'QUEUED',
        runAt: new Date(at.getTime() + delay),
        lockedUntil: null,
        lastError: message,
        updatedAt: at,
      })
      .where(mine);
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    let failure: unknown;
    // A handler that never ends (a mail server that accepts and says nothing) must not hold the worker:
    // after half the lease it counts as a failed attempt, well before another process may take the job.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no end after ${leaseMs / 2} ms`)), leaseMs / 2);
    });
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await Promise.race([handler(job.payload, job), timeout]);
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
    await settle(job, failure);
  }

  async function pass(skipWaits: boolean): Promise<number> {
    const taken = await claim(skipWaits);
    // One after another: a mail server is not flooded, and a batch is small.
    for (const job of taken) await runOne(job);
    return taken.length;
  }

  // Passes of one process run one after another.
  let chain: Promise<unknown> = Promise.resolve();
  function runDue(runOptions: { skipWaits?: boolean } = {}): Promise<number> {
    const run = chain.then(() => pass(runOptions.skipWaits ?? false));
    chain = run.catch(() => undefined);
    return run;
  }

  let prunedAt = 0;
  async function poll(): Promise<void> {
    timer = undefined;
    try {
      // Once an hour, whichever process: the jobs done long ago go.
      if (now().getTime() - prunedAt >= 3_600_000) {
        prunedAt = now().getTime();
        await pruneDoneJobs(db, new Date(prunedAt - DONE_JOBS_KEPT_DAYS * 86_400_000));
        await options.hourly?.(new Date(prunedAt));
      }
      // A full batch may mean more are due: go on at once.
      let ran = batchSize;
      while (ran >= batchSize && !stopped) ran = await runDue();
    } catch (error) {
      log.error({ err: error }, 'jobs: looking for due jobs failed');
    }
    if (!stopped) {
      timer = setTimeout(() => void poll(), again ? 0 : pollMs);
      again = false;
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void poll(), 0);
    },
    wake() {
      if (stopped) return;
      if (timer) {
        clearTimeout(timer);
        timer = setTimeout(() => void poll(), 0);
      } else again = true;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
    runDue,
    async drain() {
      let ran = 1;
      while (ran > 0) ran = await runDue({ skipWaits: true });
    },
  };
}

// ── What administrators see ─────────────────────────────────────────────────────────────────────────

export interface AdminJob {
  id: number;
  kind: string;
  status: JobStatus;
  attempts: number;
  last_error: string | null;
  run_at: string;
  created_at: string;
  updated_at: string;
}

function toAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    run_at: row.runAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The jobs given up, newest first (their payload is not shown: it may hold a link or personal data). */
export async function listDeadJobs(db: Db, limit: number): Promise<AdminJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'DEAD'))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);
  return rows.map(toAdminJob);
}

/** Puts a DEAD job back in the queue with its attempts counted afresh; undefined when it is not DEAD. */
export async function retryDeadJob(db: Db, id: number, at: Date): Promise<AdminJob | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'QUEUED', attempts: 0, runAt: at, lockedUntil: null, updatedAt: at })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'DEAD')))
    .returning();
  return row ? toAdminJob(row) : undefined;
}
