'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import styles from './profile.module.css';

/** One dismissible suggestion: what to add, a button to add it, and 'Dispensar'. */
export function ProfileSuggestion({
  title,
  text,
  actionLabel,
  onAction,
  onDismiss,
}: {
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations('Profile');
  const titleId = useId();
  return (
    <li className={styles.suggestion} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.suggestionTitle}>
          {title}
        </h2>
        <p>{text}</p>
      </div>
      <div className={styles.suggestionActions}>
        <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={t('dismissLabel', { title })}>
          {t('dismiss')}
        </Button>
        <Button variant="primary" size="sm" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </li>
  );
}
