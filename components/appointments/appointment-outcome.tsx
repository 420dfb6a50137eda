'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { AppointmentStatus, AppointmentOutcome as Outcome } from '@/lib/api/contract';
import { errorMessageKey } from '@/lib/api/error-messages';
import { errorCodeOf } from '@/lib/api/errors';
import { recordAppointmentOutcome } from './agenda-calls';
import styles from './appointments.module.css';

const OUTCOMES: readonly Outcome[] = ['COMPLETED', 'NO_SHOW'];

/**
 * 'Registrar resultado' of a consultation that has begun: 'Realizada' or 'Faltou'. Once recorded, the
 * chosen one stays pressed and the other corrects a slip.
 */
export function AppointmentOutcome({
  appointmentId,
  status,
}: {
  appointmentId: number;
  status: AppointmentStatus;
}) {
  const t = useTranslations('AppointmentOutcome');
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { showToast } = useToast();
  const [saving, setSaving] = useState<Outcome | null>(null);
  const recorded = OUTCOMES.find((outcome) => outcome === status) ?? null;

  async function record(outcome: Outcome) {
    if (saving || outcome === recorded) return;
    setSaving(outcome);
    try {
      await recordAppointmentOutcome(appointmentId, outcome);
      showToast(t(`success.${outcome}`), { duration: MESSAGE_TOAST_MS, tone: 'success' });
      router.refresh();
    } catch (error) {
      // The appointment is not what this page shows (cancelled meanwhile, or its time moved): say why and
      // show it as it is now. Anything else gets the action's own failure text.
      const code = errorCodeOf(error);
      const stale = code === 'APPOINTMENT_CANCELED' || code === 'APPOINTMENT_NOT_STARTED';
      showToast(stale ? tErrors(errorMessageKey(code)) : t('failure'), {
        duration: MESSAGE_TOAST_MS,
        tone: 'error',
      });
      if (stale) router.refresh();
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby="appointment-outcome" className={styles.outcome}>
      <h2 id="appointment-outcome">{recorded ? t('recordedTitle') : t('title')}</h2>
      <p className={styles.muted}>{recorded ? t(`recordedText.${recorded}`) : t('text')}</p>
      <div className={styles.outcomeChoices}>
        {OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant={outcome === recorded ? 'primary' : 'secondary'}
            aria-pressed={outcome === recorded}
            loading={saving === outcome}
            onClick={() => void record(outcome)}
          >
            {t(`outcomes.${outcome}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
