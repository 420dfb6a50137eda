'use client';

import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { requestJson } from '@/lib/api/client';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage, notificationPageSchema } from '@/lib/api/contract';

export type NotificationFilter = 'ALL' | 'UNREAD';

/** How often the bell looks for news while the page stays open. */
const BADGE_REFRESH_MS = 60_000;

function pageKey(receiverId: number, page: number, filter: NotificationFilter) {
  const status = filter === 'UNREAD' ? '&status=UNREAD' : '';
  return `/api/v1/notifications?receiver_id=${receiverId}&page=${page}&size=${NOTIFICATIONS_PAGE_SIZE}${status}`;
}

const fetchPage = (path: string) => requestJson(path, notificationPageSchema);

/** The unread count for the badge, refreshed in the background. */
export function useUnreadCount(receiverId: number) {
  return useSWR(pageKey(receiverId, 0, 'ALL'), fetchPage, { refreshInterval: BADGE_REFRESH_MS });
}

/** The panel's list, 20 a page, loaded only while the panel is open. */
export function useNotificationPages(receiverId: number, filter: NotificationFilter, open: boolean) {
  return useSWRInfinite<NotificationPage>(
    (index, previous: NotificationPage | null) => {
      if (!open) return null;
      if (previous && index >= previous.total_pages) return null;
      return pageKey(receiverId, index, filter);
    },
    fetchPage,
    { revalidateFirstPage: true },
  );
}
