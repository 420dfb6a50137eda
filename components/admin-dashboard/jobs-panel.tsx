'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { LoadState } from '@/components/ui/load-state';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { formatNumber } from '@/lib/format/numbers';
import styles from './admin-dashboard.module.css';
import { useAdminJobs } from './use-admin-jobs';

// The given-up jobs' list (and the date-time formatting it needs) loads only when there are some: most
// days there are none.
const loadDeadJobsList = () => import('./dead-jobs-list').then((module) => module.DeadJobsList);

/**
 * 'Envios pendentes': how many e-mails and notices wait, how many wait after failing, and the ones given up
 * after their last attempt, each with 'Tentar de novo'.
 */
export function JobsPanel() {
  const t = useTranslations('AdminDashboard.jobs');
  const tDashboard = useTranslations('AdminDashboard');
  const { data, error, mutate } = useAdminJobs();
  const deadJobsList = useOnDemand(loadDeadJobsList);

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
              <ContentOnDemand
                code={deadJobsList}
                props={{ jobs: data.dead_jobs, onChanged: mutate }}
                className={styles.state}
              />
            )}
          </>
        ) : null}
      </LoadState>
    </Card>
  );
}
