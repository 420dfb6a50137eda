import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/patients/patient-detail.module.css';
import { ProgressScreen } from '@/components/progress/progress-screen';
import { getProgress } from '@/lib/api/anthropometry';
import { idParamSchema } from '@/lib/api/contract';
import { findUserDetail } from '@/lib/api/users';
import { requireAudience } from '@/lib/auth/current-user';

const INITIAL_DAYS = 90;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('progress') };
}

export default async function ProgressPage({ params }: { params: Promise<{ id: string }> }) {
  const { user } = await requireAudience(['nutritionist']);
  const t = await getTranslations('PatientDetail');
  const tProgress = await getTranslations('Progress');
  const parsed = idParamSchema.safeParse((await params).id);
  const visible = parsed.success && parsed.data !== user.id;
  const [patient, progress] = visible
    ? await Promise.all([findUserDetail(parsed.data), getProgress(parsed.data, INITIAL_DAYS)])
    : [null, null];
  if (!patient || !progress) {
    return (
      <section className={styles.notFound}>
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <Link href="/patients">{t('backToList')}</Link>
      </section>
    );
  }
  return (
    <div className={styles.page}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/patients">{t('patients')}</Link>
          </li>
          <li>
            <Link href={`/patients/${patient.id}`}>{patient.name}</Link>
          </li>
          <li aria-current="page">{tProgress('title')}</li>
        </ol>
      </nav>
      <h1 className={styles.name}>{tProgress('title')}</h1>
      <ProgressScreen patientId={patient.id} initial={{ days: INITIAL_DAYS, data: progress }} />
    </div>
  );
}
