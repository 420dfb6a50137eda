import { Hono } from 'hono';
import { idParamSchema, listPatientsQuerySchema } from '@/lib/api/contract';
import { requireAuth } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { findPatientNutritionist, listPatientsOfNutritionist } from '../services/patients';

/** A nutritionist's patient list, and what a patient sees of its nutritionist. Mounted at the root. */
export function patientsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  // GET /v1/nutritionists/{id}/patients – the nutritionist's own patients, paged and searchable by name.
  app.get('/v1/nutritionists/:id/patients', auth, async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    // Anyone else's list answers 404, so ids reveal nothing.
    if (c.get('auth').userId !== id || !c.get('auth').roles.includes('ROLE_NUTRITIONIST')) {
      throw notFound('Nutricionista');
    }
    const query = listPatientsQuerySchema.parse(c.req.query());
    return c.json(await listPatientsOfNutritionist(deps.db, id, query));
  });

  // GET /v1/users/{id}/nutritionist – the patient's nutritionist (name and specialisations); only for itself.
  app.get('/v1/users/:id/nutritionist', auth, async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    if (c.get('auth').userId !== id) throw notFound('Usuário');
    const nutritionist = await findPatientNutritionist(deps.db, id);
    if (!nutritionist) throw notFound('Nutricionista');
    return c.json(nutritionist);
  });

  return app;
}
