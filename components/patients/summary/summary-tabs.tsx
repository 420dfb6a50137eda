'use client';

import { useTranslations } from 'next-intl';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { Tabs } from '@/components/ui/tabs';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { DailySummary } from './daily-summary';
import styles from './summary-panel.module.css';
import { type SummaryPatient, SummaryPatientProvider } from './summary-patient';

// The week's and the month's code loads when she first chooses their tab; the day shows first.
const loadWeeklySummary = () => import('./weekly-summary').then((module) => module.WeeklySummary);
const loadMonthlySummary = () => import('./monthly-summary').then((module) => module.MonthlySummary);

export interface SummaryTabsProps {
  patientId: number;
  today: string;
  patient: SummaryPatient;
}

/** The summary's tabs: Diário (default), Semanal, Mensal (spec 2 §2). */
export function SummaryTabs({ patientId, today, patient }: SummaryTabsProps) {
  const t = useTranslations('PatientSummary');
  const weekly = useOnDemand(loadWeeklySummary);
  const monthly = useOnDemand(loadMonthlySummary);
  return (
    <SummaryPatientProvider value={patient}>
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
            content: (
              <ContentOnDemand code={weekly} props={{ patientId, today }} className={styles.loading} />
            ),
          },
          {
            value: 'MONTHLY',
            label: t('tabs.MONTHLY'),
            content: (
              <ContentOnDemand code={monthly} props={{ patientId, today }} className={styles.loading} />
            ),
          },
        ]}
      />
    </SummaryPatientProvider>
  );
}
