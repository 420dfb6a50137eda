import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './patient-detail.module.css';

/** The option cards of a patient (spec 2 §2): meal plan, adherence record, anthropometry, consultation;
 * beyond it, the patient record's anamnesis, consultation notes, access trail, her money ('Financeiro')
 * and the export of her data. */
export async function PatientOptions({ patientId }: { patientId: number }) {
  const t = await getTranslations('PatientDetail.options');
  const options = [
    { key: 'mealPlan', href: `/patients/${patientId}/meal-plan` },
    { key: 'progress', href: `/patients/${patientId}/progress` },
    { key: 'anthropometry', href: `/patients/${patientId}/anthropometry` },
    { key: 'anamnesis', href: `/patients/${patientId}/anamnesis` },
    { key: 'consultations', href: `/patients/${patientId}/consultations` },
    { key: 'accessTrail', href: `/patients/${patientId}/access-trail` },
    { key: 'appointments', href: `/patients/${patientId}/appointments` },
    { key: 'finance', href: `/patients/${patientId}/finance` },
    // A file, not a page: a plain link the browser downloads.
    { key: 'exportData', href: `/patients/${patientId}/export/pdf`, download: true },
  ] as const;
  return (
    <nav aria-label={t('label')}>
      <ul className={styles.options}>
        {options.map((option) => {
          const content = (
            <>
              <span className={styles.optionTitle}>{t(`${option.key}.title`)}</span>
              <span className={styles.optionText}>{t(`${option.key}.text`)}</span>
            </>
          );
          return (
            <li key={option.key}>
              {'download' in option ? (
                <a href={option.href} download className={styles.option}>
                  {content}
                </a>
              ) : (
                <Link href={option.href} className={styles.option}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
