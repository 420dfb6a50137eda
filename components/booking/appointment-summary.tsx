import { useTranslations } from 'next-intl';
import type { LinkedAppointment } from '@/lib/api/contract';
import { formatAddressLine } from '@/lib/format/address';
import styles from './booking.module.css';
import { formatDateTimeParts } from './booking-times';

/** The appointment an e-mailed link is about: when, with whom, where, and whether it still stands. */
export function AppointmentSummary({ appointment }: { appointment: LinkedAppointment }) {
  const t = useTranslations('BookingPage');
  const { date, time } = formatDateTimeParts(appointment.start_date_time);
  const address = appointment.type === 'ON_SITE' ? appointment.nutritionist.address : null;
  return (
    <div>
      <p>
        {t('appointmentLine', {
          type: t(`types.${appointment.type}`),
          date,
          time,
          name: appointment.nutritionist.name,
        })}
      </p>
      {address ? (
        <p className={styles.note}>{t('address', { address: formatAddressLine(address) })}</p>
      ) : null}
      {appointment.status === 'CANCELED' ? <p className={styles.alert}>{t('canceled')}</p> : null}
      {appointment.attendance_confirmed_at ? (
        <p className={styles.note}>
          {t('attendanceConfirmedOn', formatDateTimeParts(appointment.attendance_confirmed_at))}
        </p>
      ) : null}
    </div>
  );
}
