'use client';

import { useTranslations } from 'next-intl';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { Tabs } from '@/components/ui/tabs';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { DailySummary } from './daily-summary';
import styles from './summary.module.css';
import { type SummaryPatient, SummaryPatientProvider } from './summary-patient';

// The week's and the month's code loads when she first chooses their tab; the day shows first.
const loadWeeklySummary = () => import('./weekly-summary').then((module) => module.WeeklySummary);
const loadMonthlySummary = () => import('./monthly-summary').then((module) => module.MonthlySummary);

const UNKNOWN_PATIENT: SummaryPatient = { birthDate: null, gender: null };

/** The patient summary panel: Diário (default), Semanal, Mensal (spec 2 §2). */
export function SummaryPanel({
  patientId,
  today,
  patient = UNKNOWN_PATIENT,
}: {
  patientId: number;
  today: string;
  /** Her birth date and gender: the daily goal warns when her age lies outside its equation's sample. */
  patient?: SummaryPatient;
}) {
  const t = useTranslations('PatientSummary');
  const weekly = useOnDemand(loadWeeklySummary);
  const monthly = useOnDemand(loadMonthlySummary);
  return (
    <SummaryPatientProvider value={patient}>
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
      </section>
    </SummaryPatientProvider>
  );
}
