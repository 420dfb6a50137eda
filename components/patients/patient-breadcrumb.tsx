import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './patient-detail.module.css';

/**
 * 'Pacientes' › the patient › the current page, on the pages below /patients/{id}. Without `current` the patient
 * is the current page: the anthropometry screen's breadcrumb is 'Pacientes' › the patient's name (spec 2 §2).
 */
export async function PatientBreadcrumb({
  patient,
  current,
}: {
  patient: { id: number; name: string };
  current?: string;
}) {
  const t = await getTranslations('PatientDetail');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/patients">{t('patients')}</Link>
        </li>
        {current === undefined ? (
          <li aria-current="page">{patient.name}</li>
        ) : (
          <>
            <li>
              <Link href={`/patients/${patient.id}`}>{patient.name}</Link>
            </li>
            <li aria-current="page">{current}</li>
          </>
        )}
      </ol>
    </nav>
  );
}
