import type { Logger } from '@/lib/log/logger';
import type { RequestMetrics } from '@/lib/log/metrics';
import { createRequestMetrics } from '@/lib/log/metrics';
import type { ApiConfig } from './config';
import type { Database, Db } from './db/client';
import type { BackgroundTasks } from './infra/background';
import { createBackgroundTasks } from './infra/background';
import type { FileStore } from './infra/file-store';
import type { JobQueue } from './infra/jobs';
import type { Mailer } from './infra/mail';
import { createMailer } from './infra/mail';
import type { RateLimiter } from './infra/rate-limit';
import { createRateLimiter } from './infra/rate-limit';
import { createUploadStore } from './infra/storage';
import type { TokenService } from './infra/tokens';
import { createTokenService } from './infra/tokens';
import { log } from './log';
import { createAppJobQueue } from './services/job-handlers';

/** Everything a route needs, handed in once so tests can build the app over a fresh database. */
export interface AppDeps {
  db: Db;
  config: ApiConfig;
  tokens: TokenService;
  limiter: RateLimiter;
  mailer: Mailer;
  now: () => Date;
  background: BackgroundTasks;
  /** The worker of durable jobs (infra/jobs.ts): started by the server, drained by the tests. */
  jobs: JobQueue;
  /** Uploaded files: DATA_DIR/uploads, or the S3 bucket of S3_URL. */
  uploads: FileStore;
  log: Logger;
  /** Request durations and gauges, served at /metrics behind METRICS_TOKEN. */
  metrics: RequestMetrics;
}

export function createDeps(
  database: Pick<Database, 'db' | 'reclaimErasedRows'>,
  config: ApiConfig,
  now: () => Date = () => new Date(),
): AppDeps {
  const { db } = database;
  const mailer = createMailer(db, config.SMTP_URL, config.MAIL_FROM);
  const uploads = createUploadStore(config);
  return {
    db,
    config,
    now,
    tokens: createTokenService(config.JWT_SECRET, config.TOKEN_TTL_SECONDS, now),
    limiter: createRateLimiter(config.REDIS_URL),
    mailer,
    jobs: createAppJobQueue({
      db,
      config,
      mailer,
      now,
      uploads,
      reclaimErasedRows: (tables) => database.reclaimErasedRows(tables),
    }),
    background: createBackgroundTasks(),
    uploads,
    log,
    metrics: createRequestMetrics('api'),
  };
}
