import { getTranslations } from 'next-intl/server';
import type { AdminMetrics } from '@/lib/api/contract';
import { getAdminMetrics } from '@/lib/api/dashboards';
import { ApiProblem } from '@/lib/api/errors';
import styles from './admin-dashboard.module.css';
import { JobsPanel } from './jobs-panel';
import { MetricCards } from './metric-cards';
import { RegisteredFoods } from './registered-foods';
import { UsersPanel } from './users-panel';

async function loadMetrics(): Promise<AdminMetrics | null> {
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
export async function AdminDashboard() {
  const t = await getTranslations('AdminDashboard');
  const metrics = await loadMetrics();
  return (
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
  );
}
