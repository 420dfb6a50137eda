import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './patient-detail.module.css';

/** 'Pacientes' › the patient › the current page, on every page below /patients/{id}. */
export async function PatientBreadcrumb({
  patient,
  current,
}: {
  patient: { id: number; name: string };
  current: string;
}) {
  const t = await getTranslations('PatientDetail');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/patients">{t('patients')}</Link>
        </li>
        <li>
          <Link href={`/patients/${patient.id}`}>{patient.name}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
