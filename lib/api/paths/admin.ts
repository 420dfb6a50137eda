// The administrator's metrics and background jobs.
import { route } from './build';

export const adminPaths = {
  adminMetrics: route('/v1/admin/metrics'),
  adminJobs: route('/v1/admin/jobs'),
  adminJobRetry: route('/v1/admin/jobs/:id/retry'),
} as const;
