// A batch of reads: a portal page's first reads in one call, so its token is checked once and the care data
// they read reaches the access trail in one statement (http/read-batch.ts). Each read goes through the whole
// app, its access rule included, exactly as if it had been called on its own.
import { Hono } from 'hono';
import { type ReadBatchAnswer, readBatchRequestSchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { invalidData } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import { type AppEnv, PORTAL_SECRET_HEADER } from '../http/context';
import { bindingsOf, type ReadBatch } from '../http/read-batch';
import { recordAccesses } from '../services/record/access-trail';

/** Serves one request through the assembled app (app.ts hands its own `fetch`). */
export type ServeRequest = (request: Request, env: unknown) => Response | Promise<Response>;

/** What a read keeps of the batch's request: whose host it asked, its id, and the visitor's address. */
const PASSED_ON = ['host', 'x-forwarded-for', PORTAL_SECRET_HEADER] as const;

export function readsRoutes(deps: AppDeps, serve: ServeRequest) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // POST /v1/reads – several GETs of the caller's, answered together with one token check.
  app.post('/', access.signedIn, async (c) => {
    const { paths } = readBatchRequestSchema.parse(await readJson(c));
    // Read as the URL will be ('/v1/../login' is /login): only the API's versioned reads, and no batch.
    const urls = paths.map((path) => new URL(path, c.req.url));
    if (urls.some((url) => !url.pathname.startsWith('/v1/') || /^\/v1\/reads(?:\/|$)/.test(url.pathname)))
      throw invalidData('Cada leitura deve ser um caminho de /v1/.');
    const requestId = c.get('requestId' as never) as string;
    const batch: ReadBatch = { auth: c.get('auth'), trail: [] };
    const headers = new Headers({ Accept: 'application/json', 'X-Request-Id': requestId });
    for (const name of PASSED_ON) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const answers: ReadBatchAnswer['answers'] = await Promise.all(
      urls.map(async (url) => {
        const response = await serve(new Request(url, { headers }), bindingsOf(c.env, batch));
        // A file or a calendar is no read for a batch: its status only.
        if (!response.headers.get('content-type')?.includes('json')) {
          await response.body?.cancel();
          return { status: response.status, body: null };
        }
        return { status: response.status, body: await response.json() };
      }),
    );
    try {
      await recordAccesses(deps.db, batch.trail);
    } catch (error) {
      // As for a call on its own: a failure to record is logged and does not undo the answers.
      deps.log.error({ err: error, reqId: requestId }, 'access trail: recording failed');
    }
    return c.json({ answers });
  });

  return app;
}
