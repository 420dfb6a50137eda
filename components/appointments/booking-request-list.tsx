'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { BookingRequestPage } from '@/lib/api/contract';
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import styles from './appointments.module.css';
import { answerBookingRequest } from './use-booking-requests';

/**
 * The requests waiting for her answer, each with 'Aceitar' and 'Recusar'; `onChanged` reads them again
 * after an answer. Loaded by BookingRequests only when some wait.
 */
export function BookingRequestList({
  nutritionistId,
  waiting,
  onChanged,
}: {
  nutritionistId: number;
  waiting: BookingRequestPage['content'];
  onChanged: () => Promise<unknown>;
}) {
  const t = useTranslations('OnlineBooking');
  const { showToast } = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);

  async function answer(id: number, choice: 'accept' | 'decline') {
    setBusy(id);
    try {
      await answerBookingRequest(nutritionistId, id, choice);
      showToast(t(choice === 'accept' ? 'accepted' : 'declined'), {
        duration: MESSAGE_TOAST_MS,
        tone: 'success',
      });
      // The agenda is drawn on the server: an accepted request is a new appointment in it.
      router.refresh();
    } catch {
      showToast(t('answerFailed'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setBusy(null);
      await onChanged();
    }
  }

  return (
    <section className={styles.requests} aria-labelledby="booking-requests-title">
      <h2 id="booking-requests-title">{t('requestsTitle')}</h2>
      <ul>
        {waiting.map((request) => (
          <li key={request.id} className={styles.request}>
            <div>
              <strong>{request.name}</strong>
              <p>
                {t('requestLine', {
                  type: t(`typeNames.${request.type}`),
                  date: formatIsoDateToBr(request.start_date_time),
                  time: formatTime(request.start_date_time),
                })}
              </p>
              <p className={styles.muted}>
                {t('requestContact', { email: request.email, phone: request.phone })}
              </p>
              {request.note ? <p className={styles.muted}>{request.note}</p> : null}
            </div>
            <div className={styles.dialogActions}>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy !== null}
                aria-label={t('declineOf', { name: request.name })}
                onClick={() => void answer(request.id, 'decline')}
              >
                {t('decline')}
              </Button>
              <Button
                size="sm"
                loading={busy === request.id}
                disabled={busy !== null && busy !== request.id}
                aria-label={t('acceptOf', { name: request.name })}
                onClick={() => void answer(request.id, 'accept')}
              >
                {t('accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
