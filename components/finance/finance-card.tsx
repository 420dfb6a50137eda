'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '@/components/money/money.module.css';
import { LoadState } from '@/components/ui/load-state';

/** What a card reads: its SWR answer, asked again by 'Tentar novamente'. */
interface CardRead {
  data: unknown;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * A card of 'Financeiro': its title, a line on what it is for, and what it read, with the loading state and
 * 'Tentar novamente' while the read has not answered. `after` stays out of the loading state (its dialogs).
 */
export function FinanceCard({
  id,
  title,
  text,
  read,
  children,
  after,
}: {
  id: string;
  title: string;
  text?: string;
  read: CardRead;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useTranslations('FinancePage');
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text ? <p className={styles.muted}>{text}</p> : null}
      <LoadState
        failed={!read.data && Boolean(read.error)}
        loading={!read.data && read.isLoading}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void read.mutate()}
      >
        {children}
      </LoadState>
      {after}
    </section>
  );
}
