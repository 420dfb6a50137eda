import { createRequestMetrics } from '@/lib/log/metrics';
import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './http/context';
import { log } from './log';
import { createBackgroundTasks } from './services/background';
import { createAppJobQueue } from './services/job-handlers';
import { createMailer } from './services/mail';
import { createRateLimiter } from './services/rate-limit';
import { createUploadStore } from './services/storage';
import { createTokenService } from './services/tokens';

export function createDeps(db: Db, config: ApiConfig, now: () => Date = () => new Date()): AppDeps {
  const mailer = createMailer(db, config.SMTP_URL, config.MAIL_FROM);
  return {
    db,
    config,
    now,
    tokens: createTokenService(config.JWT_SECRET, config.TOKEN_TTL_SECONDS, now),
    limiter: createRateLimiter(config.REDIS_URL),
    mailer,
    jobs: createAppJobQueue({ db, config, mailer, now }),
    background: createBackgroundTasks(),
    uploads: createUploadStore(config),
    log,
    metrics: createRequestMetrics('api'),
  };
}
