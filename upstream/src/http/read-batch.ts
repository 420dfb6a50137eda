// A batch of reads (POST /v1/reads, routes/reads.ts) runs each of its calls through the app in this process
// with the batch's caller, authenticated once for all of them (http/auth.ts), and gathers the access-trail
// rows they leave (http/access-trail.ts) to be written together. The batch travels in the calls' bindings
// under a symbol: nothing a client sends can name it, so only the batch route can start one.
import type { Context } from 'hono';
import type { AccessRecord } from '../services/record/access-trail';
import type { AuthContext } from './context';

const READ_BATCH = Symbol('read batch');

export interface ReadBatch {
  /** The caller, as the batch's own request authenticated it. */
  auth: AuthContext;
  /** The rows its calls leave in the access trail, written by the batch once they have all answered. */
  trail: AccessRecord[];
}

/** The bindings of one call of `batch`: the batch's own request's (its socket), and the batch. */
export function bindingsOf(env: unknown, batch: ReadBatch): Record<string | symbol, unknown> {
  return { ...(env as Record<string, unknown> | undefined), [READ_BATCH]: batch };
}

/** The batch a call is part of; none for a call made on its own. */
export function readBatchOf(c: Context): ReadBatch | undefined {
  const env = c.env as Record<symbol, unknown> | undefined;
  return env?.[READ_BATCH] as ReadBatch | undefined;
}
