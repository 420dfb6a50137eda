import { getTranslations } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { type AdminMetrics, adminJobsSchema, foodstuffPageSchema, userPageSchema } from '@/lib/api/contract';
import { getAdminMetrics } from '@/lib/api/dashboards';
import { ApiProblem } from '@/lib/api/errors';
import { prefetchedFallback, prefetchForBrowser } from '@/lib/api/prefetch';
import styles from './admin-dashboard.module.css';
import { ADMIN_JOBS_API_PATH, FIRST_FOODS_API_PATH, usersApiPath } from './dashboard-lists';
import { JobsPanel } from './jobs-panel';
import { MetricCards } from './metric-cards';
import { RegisteredFoods } from './registered-foods';
import { UsersPanel } from './users-panel';

/** The totals, started by the page with the token check (readAs). */
export async function loadMetrics(): Promise<AdminMetrics | null> {
  try {
    return await getAdminMetrics();
  } catch (error) {
    // The lists below still work on their own; the totals say they are missing instead of breaking the page.
    if (error instanceof ApiProblem) return null;
    throw error;
  }
}

/**
 * The administrators' home (/home and /dashboard): real totals, the registered foods, the e-mails and notices
 * given up after their last attempt, and the users.
 */
export async function AdminDashboard({ metrics: metricsRead }: { metrics: Promise<AdminMetrics | null> }) {
  const t = await getTranslations('AdminDashboard');
  const [metrics, fallback] = await Promise.all([
    metricsRead,
    // The lists' first pages from the first paint: the page does not grow under the reader as they arrive.
    prefetchedFallback([
      prefetchForBrowser(FIRST_FOODS_API_PATH, foodstuffPageSchema),
      prefetchForBrowser(ADMIN_JOBS_API_PATH, adminJobsSchema),
      prefetchForBrowser(usersApiPath(1, ''), userPageSchema),
    ]),
  ]);
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
