import { type Context, Hono } from 'hono';
import {
  acceptanceCodeSchema,
  acceptConnectionRequestSchema,
  createConnectionRequestSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { ApiError, invalidData } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import {
  acceptConnectionRequest,
  createConnectionRequest,
  previewInvitation,
} from '../services/patients/connection-requests';

function readCodeOrThrow(c: Context<AppEnv>): string {
  const parsed = acceptanceCodeSchema.safeParse(c.req.param('code'));
  if (!parsed.success) throw new ApiError(404, 'INVALID_ACCEPTANCE_CODE', 'Código de aceite inválido.');
  return parsed.data;
}

/** The acceptance's body is optional (spec 2 §7 sends none); when present it must be the contract's. */
async function readAcceptanceOrThrow(c: Context<AppEnv>) {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidData('O corpo da requisição deve ser um JSON válido.');
  }
  return acceptConnectionRequestSchema.parse(body);
}

export function connectionRequestsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // POST /v1/connection-requests – a nutritionist invites a patient by e-mail.
  app.post('/', access.invitesInOwnName, async (c) => {
    const body = createConnectionRequestSchema.parse(await readJson(c));
    return c.json(
      await createConnectionRequest(deps, body.nutritionist_id, body.patient_email, body.patient_id),
      201,
    );
  });

  // GET /v1/connection-requests/acceptance-codes/{code} – what the acceptance page says before accepting;
  // no token: the code itself proves the caller is the invited person. Spends nothing.
  app.get('/acceptance-codes/:code', access.anyone, async (c) =>
    c.json(await previewInvitation(deps, readCodeOrThrow(c))),
  );

  // POST /v1/connection-requests/acceptance-codes/{code} – the invited patient accepts; no token.
  app.post('/acceptance-codes/:code', access.anyone, async (c) => {
    const code = readCodeOrThrow(c);
    const body = await readAcceptanceOrThrow(c);
    await acceptConnectionRequest(deps, code, { endCurrentFollowUp: body.end_current_follow_up === true });
    return c.body(null, 204);
  });

  return app;
}
