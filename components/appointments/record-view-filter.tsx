import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RECORD_APPOINTMENT_VIEWS, type RecordAppointmentView } from '@/lib/rules/appointment-windows';
import { buildListHref } from '@/lib/rules/list-href';
import styles from './appointments.module.css';

/** 'Próximas' / 'Anteriores' of a patient's consultations, as links: the view lives in the URL (page 1). */
export async function RecordViewFilter({
  patientId,
  view,
}: {
  patientId: number;
  view: RecordAppointmentView;
}) {
  const t = await getTranslations('PatientAppointments');
  return (
    <nav aria-label={t('viewLabel')}>
      <ul className={styles.periods}>
        {RECORD_APPOINTMENT_VIEWS.map((option) => (
          <li key={option}>
            <Link
              className={styles.periodLink}
              href={buildListHref(
                `/patients/${patientId}/appointments`,
                { view: option === 'upcoming' ? '' : option },
                1,
              )}
              aria-current={option === view ? 'page' : undefined}
            >
              {t(`views.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
