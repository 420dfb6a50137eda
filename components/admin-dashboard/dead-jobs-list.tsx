'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { AdminJob } from '@/lib/api/contract';
import { formatDateTimeBr } from '@/lib/format/dates';
import styles from './admin-dashboard.module.css';
import { retryJob } from './use-admin-jobs';

const KIND_KEYS = {
  mail: 'kinds.mail',
  'appointment-notice': 'kinds.appointment-notice',
  'appointment-reminder': 'kinds.appointment-reminder',
  'patient-erasure': 'kinds.patient-erasure',
  'reclaim-erased-rows': 'kinds.reclaim-erased-rows',
} as const;

/**
 * The jobs given up after their last attempt, each with 'Tentar de novo', which queues it again; `onChanged`
 * reloads the panel after. Loaded by the jobs panel only when there are some.
 */
export function DeadJobsList({ jobs, onChanged }: { jobs: AdminJob[]; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('AdminDashboard.jobs');
  const { showToast } = useToast();
  const [retrying, setRetrying] = useState<number | null>(null);

  async function retry(job: AdminJob) {
    setRetrying(job.id);
    try {
      await retryJob(job.id);
      showToast(t('retried'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
    } catch (failure) {
      console.error('Could not retry the job', failure);
      showToast(t('retryFailed'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setRetrying(null);
      await onChanged();
    }
  }

  const kindLabel = (kind: string) => t(KIND_KEYS[kind as keyof typeof KIND_KEYS] ?? 'kinds.other');

  return (
    <ul className={styles.jobList} aria-label={t('listLabel')}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.job}>
          <dl className={styles.jobFacts}>
            <div>
              <dt>{t('kind')}</dt>
              <dd>
                {kindLabel(job.kind)} #{job.id}
              </dd>
            </div>
            <div>
              <dt>{t('since')}</dt>
              <dd>{formatDateTimeBr(job.updated_at)}</dd>
            </div>
            <div>
              <dt>{t('attempts')}</dt>
              <dd>{job.attempts}</dd>
            </div>
            {job.last_error ? (
              <div className={styles.jobError}>
                <dt>{t('lastError')}</dt>
                <dd>{job.last_error}</dd>
              </div>
            ) : null}
          </dl>
          <Button
            variant="secondary"
            size="sm"
            loading={retrying === job.id}
            disabled={retrying !== null && retrying !== job.id}
            aria-label={t('retryJobLabel', { id: job.id })}
            onClick={() => void retry(job)}
          >
            {t('retryJob')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
