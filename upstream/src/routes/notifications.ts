import { Hono } from 'hono';
import {
  idParamSchema,
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  updateNotificationSchema,
} from '@/lib/api/contract';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../services/accounts/notifications';

/** Everyone reads and clears only its own notifications; anyone else's answer 404. */
export function notificationsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // GET /v1/notifications?receiver_id&page&size&status – a page, newest first, with total_unread.
  app.get('/', async (c) => {
    const query = listNotificationsQuerySchema.parse(c.req.query());
    if (query.receiver_id !== c.get('auth').userId) throw notFound('Notificações');
    return c.json(await listNotifications(deps.db, query.receiver_id, query));
  });

  // POST /v1/notifications/read – mark every notification of the receiver as read.
  app.post('/read', async (c) => {
    const { receiver_id } = markNotificationsReadSchema.parse(await readJson(c));
    if (receiver_id !== c.get('auth').userId) throw notFound('Notificações');
    return c.json({ updated: await markAllNotificationsRead(deps.db, receiver_id) });
  });

  // PATCH /v1/notifications/{id} – mark one notification as read.
  app.patch('/:id', async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    updateNotificationSchema.parse(await readJson(c));
    return c.json(await markNotificationRead(deps.db, c.get('auth').userId, id));
  });

  return app;
}
