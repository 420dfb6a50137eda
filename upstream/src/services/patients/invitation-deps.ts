// What the invitation services use of the API's dependencies (deps.ts builds them): named here, below the
// composition root, so services never import from above their layer.
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../infra/jobs';
import type { Mailer } from '../../infra/mail';
import type { RateLimiter } from '../../infra/rate-limit';

export interface InvitationDeps {
  db: Db;
  config: ApiConfig;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  limiter: RateLimiter;
}
