import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnamnesisScreen } from '@/components/anamnesis/anamnesis-screen';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { idParamSchema } from '@/lib/api/contract';
import { getAnamneses } from '@/lib/api/patient-record';
import { findUserDetail } from '@/lib/api/users';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('anamnesis') };
}

async function AnamnesisPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = idParamSchema.safeParse((await params).id);
  await preloadAs(({ user }) => {
    if (!parsed.success || parsed.data === user.id) return;
    preload(findUserDetail(parsed.data));
    preload(getAnamneses(parsed.data));
  });
  const { user } = await requireAudience(['nutritionist']);
  const t = await getTranslations('Anamnesis');
  const visible = parsed.success && parsed.data !== user.id;
  const [patient, anamneses] = visible
    ? await Promise.all([findUserDetail(parsed.data), getAnamneses(parsed.data)])
    : [null, null];
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
