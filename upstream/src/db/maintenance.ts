// Autovacuum's work on an embedded database (PGlite), done when the API starts and every hour after: the
// planner's statistics (its tables grow with every meal logged, and plans made for a near-empty table would
// stay) and the reuse of dead rows (jobs, sessions and rate limits are updated and deleted all day).
// PostgreSQL's own autovacuum does this on a server, where vacuumAndAnalyze is absent and this does nothing.
import { log } from '../log';
import type { Database } from './client';

/** Under 200 ms for the demo database: ANALYZE samples at most some thousands of rows a table. */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/** Vacuums and analyses now, then every `everyMs`; answers how to stop. A failure is logged, and tried again. */
export async function maintainEmbeddedDatabase(
  database: Pick<Database, 'vacuumAndAnalyze'>,
  everyMs = MAINTENANCE_EVERY_MS,
): Promise<() => void> {
  const maintain = database.vacuumAndAnalyze;
  if (!maintain) return () => undefined;
  const run = () =>
    maintain().catch((error: unknown) =>
      log.error({ err: error }, 'the embedded database could not be vacuumed and analysed'),
    );
  await run();
  const timer = setInterval(run, everyMs);
  // A timer of its own must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
