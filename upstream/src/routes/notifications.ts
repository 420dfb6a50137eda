import { Hono } from 'hono';
import {
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  updateNotificationSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../services/accounts/notifications';

/** Everyone reads and clears only its own notifications; anyone else's answer 404. */
export function notificationsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /v1/notifications?receiver_id&page&size&status – a page, newest first, with total_unread.
  app.get('/', access.ownNotifications, async (c) => {
    const query = listNotificationsQuerySchema.parse(c.req.query());
    return c.json(await listNotifications(deps.db, query.receiver_id, query));
  });

  // POST /v1/notifications/read – mark every notification of the receiver as read.
  app.post('/read', access.ownNotifications, async (c) => {
    const { receiver_id } = markNotificationsReadSchema.parse(await readJson(c));
    return c.json({ updated: await markAllNotificationsRead(deps.db, receiver_id) });
  });

  // PATCH /v1/notifications/{id} – mark one notification as read.
  app.patch('/:id', access.ownNotification, async (c) => {
    const id = pathIdOrThrow(c);
    updateNotificationSchema.parse(await readJson(c));
    return c.json(await markNotificationRead(deps.db, id));
  });

  return app;
}
