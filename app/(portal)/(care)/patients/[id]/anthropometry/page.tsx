import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnthropometryScreen } from '@/components/anthropometry/anthropometry-screen';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { getAnthropometricRecords } from '@/lib/api/anthropometry';
import { idParamSchema } from '@/lib/api/contract';
import { findUserDetail } from '@/lib/api/users';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('anthropometry') };
}

async function AnthropometryPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = idParamSchema.safeParse((await params).id);
  await preloadAs(({ user }) => {
    if (!parsed.success || parsed.data === user.id) return;
    preload(findUserDetail(parsed.data));
    preload(getAnthropometricRecords(parsed.data));
  });
  const { user } = await requireAudience(['nutritionist']);
  const tAnthropometry = await getTranslations('Anthropometry');
  const visible = parsed.success && parsed.data !== user.id;
  const [patient, records] = visible
    ? await Promise.all([findUserDetail(parsed.data), getAnthropometricRecords(parsed.data)])
    : [null, null];
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
