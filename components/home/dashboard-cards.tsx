import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { NutritionistDashboard } from '@/lib/api/contract';
import { formatNumber } from '@/lib/format/numbers';
import styles from './nutritionist-home.module.css';

function SummaryCard({
  id,
  title,
  value,
  hint,
  href,
}: {
  id: string;
  title: string;
  value: string;
  hint: string;
  /** Where the card leads, e.g. today's appointments to the agenda. */
  href?: string;
}) {
  const titleId = `dashboard-card-${id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {href ? <Link href={href}>{title}</Link> : title}
      </h2>
      <p className={styles.cardValue}>{value}</p>
      <p className={styles.cardHint}>{hint}</p>
    </article>
  );
}

/** Today's appointments, new patients and plan adherence; '—' and a note when the API could not answer. */
export async function DashboardCards({
  dashboard,
}: {
  dashboard: Omit<NutritionistDashboard, 'meal_plans_in_focus'> | null;
}) {
  const t = await getTranslations('NutritionistHome.cards');
  const adherence = dashboard?.meal_plan_adherence;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  return (
    <section aria-label={t('region')}>
      <div className={styles.cards}>
        <SummaryCard
          id="appointments"
          title={t('appointmentsTitle')}
          href="/appointments"
          value={count(dashboard?.appointments_today)}
          hint={t('appointmentsHint')}
        />
        <SummaryCard
          id="new-patients"
          title={t('newPatientsTitle')}
          value={count(dashboard?.new_patients)}
          hint={t('newPatientsHint', { days: dashboard?.new_patients_days ?? 30 })}
        />
        <SummaryCard
          id="adherence"
          title={t('adherenceTitle')}
          value={adherence?.percentage == null ? '—' : `${adherence.percentage}%`}
          hint={
            adherence && adherence.patients > 0
              ? t('adherenceHint', { patients: adherence.patients })
              : t('adherenceNoPlans')
          }
        />
      </div>
      {dashboard ? null : (
        <p className={styles.note} role="status">
          {t('unavailable')}
        </p>
      )}
    </section>
  );
}
