'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type Dismissal, useDismiss } from '@/components/ui/use-dismiss';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { formatBadgeCount } from './badge-count';
import styles from './notifications.module.css';
import { PanelFrame, PanelLoadError, PanelLoading } from './panel-frame';
import { isNotificationsKeyOf, type NotificationFilter, useUnreadCount } from './use-notifications';

/**
 * The panel's code (its list, the infinite pages, the relative times) is no part of every signed-in page:
 * it loads when the bell is pointed at, focused or pressed.
 */
const importPanel = () => import('./notifications-panel').then((module) => module.NotificationsPanel);

/** The panel fades out for 100 ms before it closes (spec 1 §9). */
export const PANEL_FADE_MS = 100;

type PanelState = 'closed' | 'open' | 'closing';

/** The bell in the menu: badge with the unread count, and the notifications panel it opens. */
export function NotificationBell({ receiverId }: { receiverId: number }) {
  const t = useTranslations('Notifications');
  const [state, setState] = useState<PanelState>('closed');
  const [filter, setFilter] = useState<NotificationFilter>('ALL');
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const fadeTimer = useRef<number | undefined>(undefined);
  const { mutate } = useSWRConfig();
  const unread = useUnreadCount(receiverId);
  const panelCode = useOnDemand(importPanel);
  const [panelFailed, setPanelFailed] = useState(false);
  const unreadCount = unread.data?.total_unread ?? 0;

  /** Every cached page of this receiver's notifications, refreshed in the background. */
  const refreshAll = useCallback(() => mutate(isNotificationsKeyOf(receiverId)), [mutate, receiverId]);

  const close = useCallback(
    (how: 'fade' | 'now') => {
      const finish = () => {
        setState('closed');
        setFilter('ALL');
        void refreshAll();
      };
      window.clearTimeout(fadeTimer.current);
      if (how === 'now') finish();
      else {
        setState('closing');
        fadeTimer.current = window.setTimeout(finish, PANEL_FADE_MS);
      }
    },
    [refreshAll],
  );

  useEffect(() => () => window.clearTimeout(fadeTimer.current), []);

  const loadPanel = useCallback(() => {
    setPanelFailed(false);
    panelCode.load().catch(() => setPanelFailed(true));
  }, [panelCode.load]);

  // Escape closes at once (focus goes back to the bell); a press or focus outside lets the panel fade.
  const dismiss = useCallback((how: Dismissal) => close(how === 'escape' ? 'now' : 'fade'), [close]);
  useDismiss(state === 'open', container, button, dismiss);

  return (
    <div className={styles.bell} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.bellButton}
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        aria-label={unreadCount > 0 ? t('bellWithUnread', { count: unreadCount }) : t('bell')}
        onPointerEnter={panelCode.prepare}
        onFocus={panelCode.prepare}
        onClick={() => {
          if (state === 'open') return close('now');
          window.clearTimeout(fadeTimer.current);
          setState('open');
          loadPanel();
        }}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
        </svg>
        {unreadCount > 0 ? (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {formatBadgeCount(unreadCount)}
          </span>
        ) : null}
      </button>
      {state === 'closed' ? null : !panelCode.loaded ? (
        <PanelPending id={panelId} closing={state === 'closing'} failed={panelFailed} onRetry={loadPanel} />
      ) : (
        <panelCode.loaded
          id={panelId}
          receiverId={receiverId}
          filter={filter}
          onFilterChange={setFilter}
          closing={state === 'closing'}
          unreadCount={unreadCount}
          onChanged={refreshAll}
          onNavigate={() => close('now')}
        />
      )}
    </div>
  );
}

/** The panel while its code loads: its title and a spinner, or, when it cannot load, the way to try again. */
function PanelPending({
  id,
  closing,
  failed,
  onRetry,
}: {
  id: string;
  closing: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <PanelFrame id={id} closing={closing} busy={!failed}>
      {failed ? <PanelLoadError onRetry={onRetry} /> : <PanelLoading />}
    </PanelFrame>
  );
}
