'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import styles from './summary.module.css';
import frame from './summary-panel.module.css';

/** The summary views' LoadState: their error frame with 'Tentar novamente', and a large spinner. */
export function SummaryLoadState({
  failed,
  loading,
  errorText,
  onRetry,
  children,
}: {
  failed: boolean;
  loading: boolean;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('PatientSummary');
  return (
    <LoadState
      failed={failed}
      loading={loading}
      errorText={errorText}
      retryLabel={t('retry')}
      onRetry={onRetry}
      className={styles.error}
      loadingClassName={frame.loading}
      spinnerSize={40}
      retrySize="md"
    >
      {children}
    </LoadState>
  );
}
