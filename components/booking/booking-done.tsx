import { useTranslations } from 'next-intl';
import type { BookingConfirmation } from '@/lib/api/contract';
import styles from './booking.module.css';
import { formatDateTimeParts } from './booking-times';

/** What her confirmation made: the consultation booked, or a request the nutritionist answers by e-mail. */
export function BookingDone({ confirmation }: { confirmation: BookingConfirmation }) {
  const t = useTranslations('BookingPage');
  const { date, time } = formatDateTimeParts(confirmation.start_date_time);
  const booked = confirmation.status === 'BOOKED';
  const values = {
    type: t(`types.${confirmation.type}`),
    date,
    time,
    name: confirmation.nutritionist_name,
  };
  return (
    <section className={styles.card} aria-labelledby="done-title" role="status">
      <h2 id="done-title">{booked ? t('bookedTitle') : t('requestedTitle')}</h2>
      <p>{booked ? t('bookedText', values) : t('requestedText', values)}</p>
    </section>
  );
}
