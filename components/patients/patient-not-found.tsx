import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './patient-detail.module.css';

/** What every /patients/{id}/… page shows for an unknown id or someone else's patient (404 upstream). */
export async function PatientNotFound() {
  const t = await getTranslations('PatientDetail');
  return (
    <section className={styles.notFound}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/patients">{t('backToList')}</Link>
    </section>
  );
}
