import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnthropometryScreen } from '@/components/anthropometry/anthropometry-screen';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { getAnthropometricRecords } from '@/lib/api/server/anthropometry';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('anthropometry') };
}

async function AnthropometryPage({ params }: { params: Promise<{ id: string }> }) {
  const { reads } = await readPatientPage(params, (id) =>
    Promise.all([findUserProfile(id), getAnthropometricRecords(id)]),
  );
  const tAnthropometry = await getTranslations('Anthropometry');
  const [patient, records] = (await reads) ?? [null, null];
  if (!patient || !records) return <PatientNotFound />;
  return (
    <div className={styles.page}>
      <PatientBreadcrumb patient={patient} />
      <h1 className={styles.name}>{tAnthropometry('title')}</h1>
      <AnthropometryScreen
        patient={{ id: patient.id, birth_date: patient.birth_date, gender: patient.gender }}
        initial={records}
        today={toIsoDate(new Date())}
      />
    </div>
  );
}

export default withClientMessages(['Anthropometry', 'Ui'], AnthropometryPage);
