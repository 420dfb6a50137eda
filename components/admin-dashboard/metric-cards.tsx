import type { AdminMetrics } from '@/lib/api/contract';
import { formatNumber } from '@/lib/format/numbers';
import styles from './admin-dashboard.module.css';

interface MetricCardsProps {
  metrics: AdminMetrics | null;
  labels: { users: string; nutritionists: string; foods: string; unavailable: string; region: string };
}

/** 'Usuários registrados', 'Nutricionistas registrados' (the real count) and 'Alimentos registrados'. */
export function MetricCards({ metrics, labels }: MetricCardsProps) {
  const items = [
    { label: labels.users, value: metrics?.total_users },
    { label: labels.nutritionists, value: metrics?.total_nutritionists },
    { label: labels.foods, value: metrics?.total_foodstuffs },
  ];
  return (
    <section aria-label={labels.region}>
      <dl className={styles.metrics}>
        {items.map((item) => (
          <div key={item.label} className={styles.metric}>
            <dt className={styles.metricLabel}>{item.label}</dt>
            <dd className={styles.metricValue}>
              {item.value === undefined ? '—' : formatNumber(item.value)}
            </dd>
          </div>
        ))}
      </dl>
      {metrics ? null : (
        <p className={styles.note} role="status">
          {labels.unavailable}
        </p>
      )}
    </section>
  );
}
