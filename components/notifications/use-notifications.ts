'use client';

import useSWR from 'swr';
import { BACKGROUND_CALL_HEADER } from '@/lib/api/background-call';
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type { NotificationPage } from '@/lib/api/contract';
import { notificationPaths } from '@/lib/api/paths/notifications';
import { viaProxy } from '@/lib/api/paths/proxy';

export type NotificationFilter = 'ALL' | 'UNREAD';

/** Notifications page size (spec 1 §9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** How often the bell looks for news while the page stays open. */
const BADGE_REFRESH_MS = 60_000;

/** The SWR key (and proxy path) of one page of a receiver's notifications. */
export function notificationsPageKey(receiverId: number, page: number, filter: NotificationFilter) {
  const query = new URLSearchParams({
    receiver_id: String(receiverId),
    page: String(page),
    size: String(NOTIFICATIONS_PAGE_SIZE),
  });
  if (filter === 'UNREAD') query.set('status', 'UNREAD');
  return viaProxy(notificationPaths.notifications(query));
}

/** Whether an SWR key is one of this receiver's notification pages (any filter, any page). */
export function isNotificationsKeyOf(receiverId: number) {
  const prefix = viaProxy(notificationPaths.notifications({ receiver_id: String(receiverId) }));
  return (key: unknown) => typeof key === 'string' && key.startsWith(`${prefix}&`);
}

// Read as the contract's type, unchecked: the bell is on every signed-in page, most of which load no zod.
/** The badge's poll is no sign of activity: it leaves the session's idle clock alone. */
const fetchBadgePage = (path: string) =>
  readJson<NotificationPage>(path, { headers: { [BACKGROUND_CALL_HEADER]: '1' } });

/** The unread count for the badge, refreshed in the background. */
export function useUnreadCount(receiverId: number) {
  return useSWR(notificationsPageKey(receiverId, 0, 'ALL'), fetchBadgePage, {
    refreshInterval: BADGE_REFRESH_MS,
  });
}

/** Marks one notification read. */
export function markRead(notificationId: number): Promise<Response> {
  return sendRequest(viaProxy(notificationPaths.notification(notificationId)), {
    method: 'PATCH',
    json: { status: 'READ' },
  });
}

/** Marks every notification of the receiver read. */
export function markAllRead(receiverId: number): Promise<Response> {
  return sendRequest(viaProxy(notificationPaths.notificationsRead()), {
    method: 'POST',
    json: { receiver_id: receiverId },
  });
}
