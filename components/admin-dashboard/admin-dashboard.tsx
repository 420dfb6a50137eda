import { getTranslations } from 'next-intl/server';
import { SWRConfig } from 'swr';
import type { AdminMetrics } from '@/lib/api/contract';
import styles from './admin-dashboard.module.css';
import { JobsPanel } from './jobs-panel';
import { MetricCards } from './metric-cards';
import { RegisteredFoods } from './registered-foods';
import { UsersPanel } from './users-panel';

/**
 * The administrators' home (/home and /dashboard): real totals, the registered foods, the e-mails and notices
 * given up after their last attempt, and the users.
 */
export async function AdminDashboard({
  metrics: metricsRead,
  lists,
}: {
  metrics: Promise<AdminMetrics | null>;
  /** The lists' first pages by SWR key, so they show from the first paint (home-reads.ts). */
  lists: Promise<Record<string, unknown>>;
}) {
  const t = await getTranslations('AdminDashboard');
  const [metrics, fallback] = await Promise.all([metricsRead, lists]);
  return (
    <SWRConfig value={{ fallback }}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.layout}>
          <div className={styles.main}>
            <MetricCards
              metrics={metrics}
              labels={{
                users: t('metrics.users'),
                nutritionists: t('metrics.nutritionists'),
                foods: t('metrics.foods'),
                unavailable: t('metrics.unavailable'),
                region: t('metrics.region'),
              }}
            />
            <RegisteredFoods />
            <JobsPanel />
          </div>
          <UsersPanel />
        </div>
      </div>
    </SWRConfig>
  );
}
