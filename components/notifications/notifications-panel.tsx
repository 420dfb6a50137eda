'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { askToLeaveUnsavedChanges } from '@/components/ui/leaving-page';
import type { Notification } from '@/lib/api/contract';
import { getRelativeTime } from '@/lib/rules/relative-time';
import { describeNotification, getNotificationHref, readMetadata } from './notification-text';
import styles from './notifications.module.css';
import { PanelFrame, PanelLoadError, PanelLoading } from './panel-frame';
import { useNotificationPages } from './use-notification-pages';
import { markAllRead, markRead, type NotificationFilter } from './use-notifications';

export interface NotificationsPanelProps {
  id: string;
  receiverId: number;
  filter: NotificationFilter;
  onFilterChange: (filter: NotificationFilter) => void;
  closing: boolean;
  unreadCount: number;
  /** Something was marked read: refresh the badge and the lists. */
  onChanged: () => Promise<unknown>;
  onNavigate: () => void;
}

export function NotificationsPanel({
  id,
  receiverId,
  filter,
  onFilterChange,
  closing,
  unreadCount,
  onChanged,
  onNavigate,
}: NotificationsPanelProps) {
  const t = useTranslations('Notifications');
  const router = useRouter();
  const { data, error, isLoading, size, setSize, mutate } = useNotificationPages(receiverId, filter, true);
  const [markingAll, setMarkingAll] = useState(false);
  const [failed, setFailed] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const items = data?.flatMap((page) => page.content) ?? [];
  const totalPages = data?.[0]?.total_pages ?? 0;

  async function open(notification: Notification) {
    // Opening it leaves the page: a changed plan asks first, and staying leaves the notification unread.
    if (!askToLeaveUnsavedChanges()) return;
    if (notification.status === 'UNREAD') {
      // Opening what it is about matters more than the read mark: a failed mark does not block it.
      await markRead(notification.id).catch(() => undefined);
      void onChanged();
    }
    onNavigate();
    router.push(getNotificationHref(notification));
  }

  async function markAll() {
    setMarkingAll(true);
    setFailed(false);
    try {
      await markAllRead(receiverId);
      await Promise.all([onChanged(), mutate()]);
      // The button leaves with the last unread notification: keep the keyboard in the panel.
      titleRef.current?.focus();
    } catch {
      setFailed(true);
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <PanelFrame
      id={id}
      closing={closing}
      titleRef={titleRef}
      action={
        // Shown only when there is something to mark: an empty list offers nothing to do.
        unreadCount > 0 || markingAll ? (
          <Button variant="ghost" size="sm" loading={markingAll} onClick={markAll}>
            {t('markAllRead')}
          </Button>
        ) : null
      }
    >
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t('filterLabel')}</legend>
        {(['ALL', 'UNREAD'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.filter}
            aria-pressed={filter === value}
            onClick={() => onFilterChange(value)}
          >
            {t(`filters.${value}`)}
          </button>
        ))}
      </fieldset>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('markAllError')}
        </p>
      ) : null}
      {error ? (
        <PanelLoadError onRetry={() => void mutate()} />
      ) : isLoading && items.length === 0 ? (
        <PanelLoading />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t(filter === 'UNREAD' ? 'emptyUnread' : 'empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      )}
      {size < totalPages ? (
        <Button variant="ghost" size="sm" fullWidth onClick={() => void setSize(size + 1)}>
          {t('loadMore')}
        </Button>
      ) : null}
    </PanelFrame>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const t = useTranslations('Notifications');
  const tRelative = useTranslations('Ui.RelativeTime');
  const text = describeNotification(notification, t('someone'));
  const relative = getRelativeTime(notification.created_at, new Date());
  const unread = notification.status === 'UNREAD';
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        data-status={notification.status}
        onClick={() => onOpen(notification)}
      >
        <Avatar
          name={text.values.name}
          src={readMetadata(notification, 'patient_photo_url')}
          size={40}
          decorative
        />
        <span className={styles.itemText}>
          <span>{t.rich(text.key, { ...text.values, b: (chunks) => <strong>{chunks}</strong> })}</span>
          <span className={styles.time}>{tRelative(relative.key, { count: relative.count })}</span>
        </span>
        {unread ? (
          <span className={styles.dot}>
            <span className="visually-hidden">{t('unread')}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
