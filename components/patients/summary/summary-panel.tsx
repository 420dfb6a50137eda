'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/tabs';
import { DailySummary } from './daily-summary';
import { MonthlySummary } from './monthly-summary';
import styles from './summary.module.css';
import { type SummaryPatient, SummaryPatientProvider } from './summary-patient';
import { WeeklySummary } from './weekly-summary';

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
    </SummaryPatientProvider>
  );
}
