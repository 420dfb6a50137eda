'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './notifications.module.css';

/**
 * The notifications panel's region and title, with what its header offers beside the title: the same while
 * the panel's code loads (notification-bell.tsx) and once it lists (notifications-panel.tsx).
 */
export function PanelFrame({
  id,
  closing,
  busy = false,
  titleRef,
  action,
  children,
}: {
  id: string;
  closing: boolean;
  busy?: boolean;
  titleRef?: Ref<HTMLHeadingElement>;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('Notifications');
  return (
    <section
      id={id}
      className={styles.panel}
      data-state={closing ? 'closing' : 'open'}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
    >
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
          {t('title')}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function PanelLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size={32} />
    </div>
  );
}

/** The list, or the panel's code, could not be read: said so, with the way to try again. */
export function PanelLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Notifications');
  return (
    <div role="alert" className={styles.error}>
      <p>{t('loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
