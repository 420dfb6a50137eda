import { getTranslations } from 'next-intl/server';
import type { AppointmentStatus } from '@/lib/api/contract';
import styles from './appointments.module.css';

/** 'Confirmada' (green) or 'Cancelada' (red). */
export async function StatusTag({ status }: { status: AppointmentStatus }) {
  const t = await getTranslations('AppointmentLabels');
  return (
    <span className={`${styles.tag} ${status === 'CONFIRMED' ? styles.tagConfirmed : styles.tagCanceled}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
