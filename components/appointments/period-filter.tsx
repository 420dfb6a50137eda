import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  APPOINTMENT_PERIODS,
  type AppointmentPeriod,
  DEFAULT_APPOINTMENT_PERIOD,
} from '@/lib/rules/appointment-windows';
import { buildListHref } from '@/lib/rules/list-href';
import styles from './appointments.module.css';

/** 12 meses / 30 dias / 7 dias as links, so the chosen window lives in the URL (page back to 1). */
export async function PeriodFilter({ period }: { period: AppointmentPeriod }) {
  const t = await getTranslations('AppointmentsPage');
  return (
    <nav aria-label={t('periodLabel')}>
      <ul className={styles.periods}>
        {APPOINTMENT_PERIODS.map((option) => (
          <li key={option}>
            <Link
              className={styles.periodLink}
              href={buildListHref(
                '/appointments',
                { period: option === DEFAULT_APPOINTMENT_PERIOD ? '' : option },
                1,
              )}
              aria-current={option === period ? 'page' : undefined}
            >
              {t(`periods.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
