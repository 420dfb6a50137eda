// /v1/deletion-requests: what the patient does, without signing in, from the e-mail that tells her of an erasure
// her nutritionist asked for (services/record/scheduled-deletions.ts).
import { Hono } from 'hono';
import { deletionCancelCodeSchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { cancelScheduledErasure, deletionCancelCodeInvalid } from '../services/record/scheduled-deletions';

export function deletionRequestsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // POST /v1/deletion-requests/cancellation-codes/{code} – the patient cancels a scheduled erasure; no token:
  // the single-use code e-mailed to her is the credential.
  app.post('/cancellation-codes/:code', access.anyone, async (c) => {
    const code = deletionCancelCodeSchema.safeParse(c.req.param('code'));
    if (!code.success) throw deletionCancelCodeInvalid();
    return c.json(await cancelScheduledErasure(deps.db, code.data, deps.now()));
  });

  return app;
}
