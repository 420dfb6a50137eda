import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { countJobs, listDeadJobs, retryDeadJob } from '../infra/jobs';

const DEAD_JOBS_SHOWN = 50;

/** The jobs that follow changes (infra/jobs.ts), mounted at /v1/admin/jobs; administrators only. */
export function adminJobsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/admin/jobs – how many wait, how many wait after failing, and the given-up jobs.
  app.get('/', access.admin, async (c) => {
    const [counts, dead] = await Promise.all([countJobs(deps.db), listDeadJobs(deps.db, DEAD_JOBS_SHOWN)]);
    return c.json({ ...counts, dead_jobs: dead });
  });

  // POST /v1/admin/jobs/{id}/retry – a given-up job is queued again, with its attempts counted afresh.
  app.post('/:id/retry', access.admin, async (c) => {
    const id = pathIdOrThrow(c);
    const job = await retryDeadJob(deps.db, id, deps.now());
    if (!job) throw new ApiError(404, 'NOT_FOUND', 'Não há tarefa parada com este número.');
    deps.jobs.wake();
    return c.json(job);
  });

  return app;
}
