// What the booking services use of the API's dependencies (deps.ts builds them): named here, below the
// composition root, so services never import from above their layer.
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../infra/rate-limit';

export interface BookingDeps {
  db: Db;
  config: ApiConfig;
  limiter: RateLimiter;
  now: () => Date;
}
