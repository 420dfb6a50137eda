import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { ProgressScreen } from '@/components/progress/progress-screen';
import { getProgress } from '@/lib/api/server/anthropometry';
import { getPatientGoals } from '@/lib/api/server/patient-record';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';
import { resolveDayTargets } from '@/lib/rules/goal-targets';

const INITIAL_DAYS = 90;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('progress') };
}

async function ProgressPage({ params }: { params: Promise<{ id: string }> }) {
  const { reads } = await readPatientPage(params, (id) => ({
    record: Promise.all([findUserProfile(id), getProgress(id, INITIAL_DAYS)]),
    // The record still shows without her goals when they cannot be read.
    goals: getPatientGoals(id).catch(() => null),
  }));
  const tProgress = await getTranslations('Progress');
  const [patient, progress] = reads ? await reads.record : [null, null];
  if (!patient || !progress || !reads) return <PatientNotFound />;
  const goals = await reads.goals;
  const targets = resolveDayTargets(goals, patient.body_measurement?.weight ?? null);
  const weightGoal =
    goals?.target_weight != null ? { weight: goals.target_weight, date: goals.target_date } : null;
  return (
    <div className={styles.page}>
      <PatientBreadcrumb patient={patient} current={tProgress('title')} />
      <h1 className={styles.name}>{tProgress('title')}</h1>
      <ProgressScreen
        patientId={patient.id}
        initial={{ days: INITIAL_DAYS, data: progress }}
        goals={{ energy: targets.energy, weight: weightGoal }}
      />
    </div>
  );
}

export default withClientMessages(['Progress', 'ProgressGoals', 'Ui', 'UnknownNutrients'], ProgressPage);
