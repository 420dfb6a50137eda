import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { ProgressScreen } from '@/components/progress/progress-screen';
import { getProgress } from '@/lib/api/anthropometry';
import { idParamSchema } from '@/lib/api/contract';
import { getPatientGoals } from '@/lib/api/patient-record';
import { findUserDetail } from '@/lib/api/users';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';
import { resolveDayTargets } from '@/lib/rules/goal-targets';

const INITIAL_DAYS = 90;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('progress') };
}

async function ProgressPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = idParamSchema.safeParse((await params).id);
  await preloadAs(({ user }) => {
    if (!parsed.success || parsed.data === user.id) return;
    preload(findUserDetail(parsed.data));
    preload(getProgress(parsed.data, INITIAL_DAYS));
    preload(getPatientGoals(parsed.data));
  });
  const { user } = await requireAudience(['nutritionist']);
  const tProgress = await getTranslations('Progress');
  const visible = parsed.success && parsed.data !== user.id;
  const [patient, progress] = visible
    ? await Promise.all([findUserDetail(parsed.data), getProgress(parsed.data, INITIAL_DAYS)])
    : [null, null];
  if (!patient || !progress) return <PatientNotFound />;
  // The record still shows without her goals when they cannot be read.
  const goals = await getPatientGoals(patient.id).catch(() => null);
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

export default withClientMessages(
  ['Anthropometry', 'PatientSummary', 'Progress', 'ProgressGoals', 'Ui', 'UnknownNutrients'],
  ProgressPage,
);
