'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/tabs';
import { DailySummary } from './daily-summary';
import { MonthlySummary } from './monthly-summary';
import styles from './summary.module.css';
import { WeeklySummary } from './weekly-summary';

/** The patient summary panel: Diário (default), Semanal, Mensal (spec 2 §2). */
export function SummaryPanel({ patientId, today }: { patientId: number; today: string }) {
  const t = useTranslations('PatientSummary');
  return (
    <section className={styles.panel} aria-labelledby="patient-summary-title">
      <h2 id="patient-summary-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      <Tabs
        label={t('tabsLabel')}
        defaultValue="DAILY"
        items={[
          {
            value: 'DAILY',
            label: t('tabs.DAILY'),
            content: <DailySummary patientId={patientId} today={today} />,
          },
          {
            value: 'WEEKLY',
            label: t('tabs.WEEKLY'),
            content: <WeeklySummary patientId={patientId} today={today} />,
          },
          {
            value: 'MONTHLY',
            label: t('tabs.MONTHLY'),
            content: <MonthlySummary patientId={patientId} today={today} />,
          },
        ]}
      />
    </section>
  );
}
