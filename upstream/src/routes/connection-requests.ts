import { Hono } from 'hono';
import { acceptanceCodeSchema, createConnectionRequestSchema } from '@/lib/api/contract';
import { requireRole } from '../http/auth';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, forbidden } from '../http/errors';
import { acceptConnectionRequest, createConnectionRequest } from '../services/connection-requests';

export function connectionRequestsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // POST /v1/connection-requests – a nutritionist invites a patient by e-mail.
  app.post('/', async (c) => {
    requireRole(c, 'ROLE_NUTRITIONIST');
    const body = createConnectionRequestSchema.parse(await readJson(c));
    if (body.nutritionist_id !== c.get('auth').userId) throw forbidden();
    return c.json(await createConnectionRequest(deps, body.nutritionist_id, body.patient_email), 201);
  });

  // POST /v1/connection-requests/acceptance-codes/{code} – the invited patient accepts; no token.
  app.post('/acceptance-codes/:code', async (c) => {
    const parsed = acceptanceCodeSchema.safeParse(c.req.param('code'));
    if (!parsed.success) throw new ApiError(404, 'INVALID_ACCEPTANCE_CODE', 'Código de aceite inválido.');
    await acceptConnectionRequest(deps, parsed.data);
    return c.body(null, 204);
  });

  return app;
}
