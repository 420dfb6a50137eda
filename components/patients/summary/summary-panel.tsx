'use client';

import { useTranslations } from 'next-intl';
import { PartNearView } from '@/components/ui/part-near-view';
import styles from './summary-panel.module.css';
import type { SummaryPatient } from './summary-patient';

// The panel sits below the patient's cards: its tabs and the day's code load as it nears the view
// (issue 55); its heading is there from the first paint.
const loadTabs = () => import('./summary-tabs').then((module) => module.SummaryTabs);

/** About the tabs' and the day's height at 375 px, so the page below moves little when they come. */
const TABS_HEIGHT = 520;

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
    <section className={styles.panel} aria-labelledby="patient-summary-title">
      <h2 id="patient-summary-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      <PartNearView
        load={loadTabs}
        height={TABS_HEIGHT}
        props={{ patientId, today, patient }}
        className={styles.loading}
      />
    </section>
  );
}
