import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnamnesisScreen } from '@/components/anamnesis/anamnesis-screen';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { getAnamneses } from '@/lib/api/server/patient-record';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('anamnesis') };
}

async function AnamnesisPage({ params }: { params: Promise<{ id: string }> }) {
  const { reads } = await readPatientPage(params, (id) =>
    Promise.all([findUserProfile(id), getAnamneses(id)]),
  );
  const t = await getTranslations('Anamnesis');
  const [patient, anamneses] = (await reads) ?? [null, null];
  if (!patient || !anamneses) return <PatientNotFound />;
  return (
    <div className={styles.page}>
      <PatientBreadcrumb patient={patient} current={t('title')} />
      <h1 className={styles.name}>{t('title')}</h1>
      <AnamnesisScreen patientId={patient.id} initial={anamneses} />
    </div>
  );
}

export default withClientMessages(['Anamnesis', 'Ui'], AnamnesisPage);
