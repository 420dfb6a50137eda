// The bell's notifications.
import { type Query, route, to, withQuery } from './build';

export const notificationPaths = {
  notifications: (query?: Query) => withQuery(to('/v1/notifications'), query),
  notification: route('/v1/notifications/:id'),
  notificationsRead: route('/v1/notifications/read'),
} as const;
