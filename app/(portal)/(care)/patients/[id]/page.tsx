import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientContact } from '@/components/patients/contact/patient-contact';
import { ErasePatientData } from '@/components/patients/export/erase-patient-data';
import { PatientGoalsCard } from '@/components/patients/goals/patient-goals-card';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { PatientOptions } from '@/components/patients/patient-options';
import { PatientProfile } from '@/components/patients/patient-profile';
import { SummaryPanel } from '@/components/patients/summary/summary-panel';
import { idParamSchema } from '@/lib/api/contract';
import { getPatientContact, getPatientGoals, readForFirstPaint } from '@/lib/api/patient-record';
import { findUserDetail } from '@/lib/api/users';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('patient') };
}

async function PatientPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = idParamSchema.safeParse((await params).id);
  await preloadAs(({ user }) => {
    if (parsed.success && parsed.data !== user.id) preload(findUserDetail(parsed.data));
  });
  const { user } = await requireAudience(['nutritionist']);
  // Someone else's patient answers 404 upstream: the same page as an unknown id.
  const patient = parsed.success && parsed.data !== user.id ? await findUserDetail(parsed.data) : null;
  if (!patient) return <PatientNotFound />;
  // The cards' data from the first paint: nothing moves when it arrives (a failed read is asked again there).
  const [contact, goals] = await Promise.all([
    readForFirstPaint(getPatientContact(patient.id)),
    readForFirstPaint(getPatientGoals(patient.id)),
  ]);
  return (
    <div className={styles.page}>
      <PatientProfile patient={patient} />
      <PatientContact patientId={patient.id} initial={contact} />
      <PatientGoalsCard
        patientId={patient.id}
        weightKg={patient.body_measurement?.weight ?? null}
        initial={goals}
      />
      <PatientOptions patientId={patient.id} />
      <SummaryPanel
        patientId={patient.id}
        today={toIsoDate(new Date())}
        patient={{ birthDate: patient.birth_date, gender: patient.gender }}
      />
      {/* Last: a rare request that cannot be undone. */}
      <ErasePatientData patientId={patient.id} patientName={patient.name} />
    </div>
  );
}

export default withClientMessages(
  ['ErasePatientData', 'PatientContact', 'PatientGoals', 'PatientSummary', 'Ui', 'UnknownNutrients'],
  PatientPage,
);
