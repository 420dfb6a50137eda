import { Hono } from 'hono';
import { idParamSchema, listUsersQuerySchema } from '@/lib/api/contract';
import { requireAuth, requireRole } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import {
  canViewUser,
  getUserDetailOrThrow,
  getUserOrThrow,
  listUsers,
  setUserAvatar,
} from '../services/users';

export function usersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

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

  return app;
}
