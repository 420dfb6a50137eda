import { createRequestMetrics } from '@/lib/log/metrics';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './http/context';
import { createBackgroundTasks } from './infra/background';
import { createMailer } from './infra/mail';
import { createRateLimiter } from './infra/rate-limit';
import { createUploadStore } from './infra/storage';
import { createTokenService } from './infra/tokens';
import { log } from './log';
import { createAppJobQueue } from './services/job-handlers';

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
