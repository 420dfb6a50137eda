'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadState } from '@/components/ui/load-state';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { AdminJob } from '@/lib/api/contract';
import { formatDateTimeBr } from '@/lib/format/dates';
import { formatNumber } from '@/lib/format/numbers';
import styles from './admin-dashboard.module.css';
import { retryJob, useAdminJobs } from './use-admin-jobs';

const KIND_KEYS = {
  mail: 'kinds.mail',
  'appointment-notice': 'kinds.appointment-notice',
  'appointment-reminder': 'kinds.appointment-reminder',
  'patient-erasure': 'kinds.patient-erasure',
  'reclaim-erased-rows': 'kinds.reclaim-erased-rows',
} as const;

/**
 * 'Envios pendentes': how many e-mails and notices wait, how many wait after failing, and the ones given up
 * after their last attempt, each with 'Tentar de novo'.
 */
export function JobsPanel() {
  const t = useTranslations('AdminDashboard.jobs');
  const tDashboard = useTranslations('AdminDashboard');
  const { showToast } = useToast();
  const [retrying, setRetrying] = useState<number | null>(null);
  const { data, error, mutate } = useAdminJobs();

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
      await mutate();
    }
  }

  const kindLabel = (kind: string) => t(KIND_KEYS[kind as keyof typeof KIND_KEYS] ?? 'kinds.other');

  return (
    <Card as="section" title={t('title')}>
      <p className={styles.note}>{t('description')}</p>
      <LoadState
        failed={Boolean(error) && !data}
        loading={!data}
        errorText={t('error')}
        retryLabel={tDashboard('retry')}
        loadingLabel={t('loading')}
        onRetry={() => void mutate()}
        className={styles.state}
      >
        {data ? (
          <>
            <dl className={styles.jobCounts}>
              <div>
                <dt>{t('queued')}</dt>
                <dd>{formatNumber(data.queued)}</dd>
              </div>
              <div>
                <dt>{t('failed')}</dt>
                <dd>{formatNumber(data.failed)}</dd>
              </div>
              <div>
                <dt>{t('dead')}</dt>
                <dd>{formatNumber(data.dead)}</dd>
              </div>
            </dl>
            {data.dead_jobs.length === 0 ? (
              <p className={styles.empty}>{t('empty')}</p>
            ) : (
              <ul className={styles.jobList} aria-label={t('listLabel')}>
                {data.dead_jobs.map((job) => (
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
            )}
          </>
        ) : null}
      </LoadState>
    </Card>
  );
}
