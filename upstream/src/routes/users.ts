// /v1/users: the users themselves, and everything kept per user (its nutritionist, its meal log and
// summaries). A route under /v1/users/{id}/… goes here, behind the guard that says who may reach it.
import { Hono } from 'hono';
import { idParamSchema, listUsersQuerySchema } from '@/lib/api/contract';
import { requireRole } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { createGuards } from '../http/guards';
import { findPatientNutritionist } from '../services/patients';
import {
  canViewUser,
  getUserDetailOrThrow,
  getUserOrThrow,
  listUsers,
  setUserAvatar,
} from '../services/users';
import { anthropometryRoutes } from './anthropometry';
import { userMealsRoutes } from './user-meals';

export function usersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const guards = createGuards(deps);

  // GET /v1/users – paged users, searchable by name; administrators only.
  app.get('/', async (c) => {
    requireRole(c, 'ROLE_ADMIN');
    const query = listUsersQuerySchema.parse(c.req.query());
    return c.json(await listUsers(deps.db, query));
  });

  // GET /v1/users/{id} – one user with body measurement and meal plans; itself, an administrator or its nutritionist.
  app.get('/:id', async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    // Someone else's patient answers 404, so ids reveal nothing.
    if (!(await canViewUser(deps.db, c.get('auth'), id))) throw notFound('Usuário');
    return c.json(await getUserDetailOrThrow(deps.db, id));
  });

  // PUT /v1/users/{id}/photos/{photoId} – choose an avatar; only for oneself.
  app.put('/:id/photos/:photoId', async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const photoId = idParamSchema.parse(c.req.param('photoId'));
    if (c.get('auth').userId !== id) throw forbidden();
    await setUserAvatar(deps.db, id, photoId);
    return c.json(await getUserOrThrow(deps.db, id));
  });

  // GET /v1/users/{id}/nutritionist – the patient's nutritionist (name and specialisations); only for itself.
  app.get('/:id/nutritionist', guards.patientItself, async (c) => {
    const nutritionist = await findPatientNutritionist(deps.db, c.get('subjectId'));
    if (!nutritionist) throw notFound('Nutricionista');
    return c.json(nutritionist);
  });

  app.route('/', userMealsRoutes(deps, guards));
  app.route('/', anthropometryRoutes(deps, guards));
  return app;
}
