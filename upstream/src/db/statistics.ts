// The planner's statistics of an embedded database (PGlite), gathered when the API starts and every hour
// after: its tables grow with every meal logged, and plans made for a near-empty table would stay.
// PostgreSQL's own autovacuum does this on a server, where refreshStatistics is absent and this does nothing.
import { log } from '../log';
import type { Database } from './client';

/** ANALYZE samples at most some thousands of rows a table: a fraction of a second now and then. */
export const STATISTICS_REFRESH_MS = 60 * 60 * 1000;

/** Gathers the statistics now, then every `everyMs`; answers how to stop. A failure is logged, and tried again. */
export async function keepStatisticsFresh(
  database: Pick<Database, 'refreshStatistics'>,
  everyMs = STATISTICS_REFRESH_MS,
): Promise<() => void> {
  const refresh = database.refreshStatistics;
  if (!refresh) return () => undefined;
  const run = () =>
    refresh().catch((error: unknown) =>
      log.error({ err: error }, 'the planner statistics could not be gathered'),
    );
  await run();
  const timer = setInterval(run, everyMs);
  // A timer of its own must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
