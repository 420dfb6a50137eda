'use client';

import useSWRInfinite from 'swr/infinite';
import { readJson } from '@/lib/api/browser/client';
import type { NotificationPage } from '@/lib/api/contract';
import { type NotificationFilter, notificationsPageKey } from './use-notifications';

// The panel's own hook, apart from the bell's: it loads with the panel, when the bell is first used.
// Read as the contract's type, unchecked, as the bell's count is (use-notifications.ts).
const fetchPage = (path: string) => readJson<NotificationPage>(path);

/** The panel's list, 20 a page, loaded only while the panel is open. */
export function useNotificationPages(receiverId: number, filter: NotificationFilter, open: boolean) {
  return useSWRInfinite<NotificationPage>(
    (index, previous: NotificationPage | null) => {
      if (!open) return null;
      if (previous && index >= previous.total_pages) return null;
      return notificationsPageKey(receiverId, index, filter);
    },
    fetchPage,
    { revalidateFirstPage: true },
  );
}
