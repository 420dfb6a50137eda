'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/components/patients/connection-acceptance.module.css';
import { Button } from '@/components/ui/button';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons/status';
import { useErrorText } from '@/components/ui/use-error-text';
import type { ErrorCode } from '@/lib/api/contract';
import { errorCodeOf, isTransientFailure } from '@/lib/api/errors';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { site } from '@/lib/site';
import { cancelDeletion } from './cancel-deletion';

/**
 * 'asking': what the link is for, and the button; 'unavailable' asks again beneath it (no answer, a throttle, a
 * server failure: the code was not spent). 'refused': the API said the code cancels nothing (used, moot,
 * unknown), in the text of its code (lib/api/error-messages). Nothing is sent before she presses the button, so a mail scanner opening the link cancels nothing.
 */
type State =
  | { kind: 'asking'; unavailable: boolean }
  | { kind: 'cancelled'; date: string }
  | { kind: 'refused'; code: ErrorCode | undefined };

export function DeletionCancellation({ code }: { code: string }) {
  const t = useTranslations('DeletionCancellation');
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'asking', unavailable: false });
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      const deletion = await cancelDeletion(code);
      setState({ kind: 'cancelled', date: formatIsoDateToBr(deletion.scheduled_for ?? '') });
    } catch (error) {
      setState(
        isTransientFailure(error)
          ? { kind: 'asking', unavailable: true }
          : { kind: 'refused', code: errorCodeOf(error) },
      );
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'cancelled') {
    return (
      <div className={styles.card} role="status">
        <CheckCircleIcon size={56} className={styles.success} />
        <h1>{t('cancelledTitle')}</h1>
        <p>{t('cancelled', { date: state.date })}</p>
      </div>
    );
  }
  if (state.kind === 'refused') {
    return (
      <div className={styles.card} role="alert">
        <AlertCircleIcon size={56} className={styles.failure} />
        <h1>{t('refusedTitle')}</h1>
        <p>{errorText(state.code)}</p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <h1>{t('title')}</h1>
      <p>{t('text', { product: site.productName })}</p>
      {state.unavailable ? <p role="alert">{t('unavailable')}</p> : null}
      <Button variant="primary" size="lg" loading={busy} onClick={() => void cancel()}>
        {t('cancel')}
      </Button>
    </div>
  );
}
