'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Payment } from '@/lib/api/contract';
import { ReasonDialog, ReceiptEmailDialog } from './dialogs-on-demand';
import styles from './money.module.css';
import { type ChargeWrites, emailReceipt, receiptPdfHref } from './use-charge';
import { useMoneyAction } from './use-money-action';

type Open = 'none' | 'cancel' | 'email';

/**
 * A payment's receipts: the cancelled ones by number, the one that stands with its PDF, 'Enviar por e-mail'
 * and 'Cancelar recibo'; 'Emitir recibo' when none stands and the payment was not reversed.
 */
export function ReceiptActions({ writes, payment }: { writes: ChargeWrites; payment: Payment }) {
  const t = useTranslations('ChargeCard');
  const action = useMoneyAction();
  const [open, setOpen] = useState<Open>('none');
  const standing = payment.receipts.find((receipt) => receipt.cancelled_at === null);
  const cancelled = payment.receipts.filter((receipt) => receipt.cancelled_at !== null);
  const close = () => {
    setOpen('none');
    action.setError(null);
  };

  async function issue() {
    await action.run(() => writes.issueReceipt(payment.id), t('issued'));
  }

  return (
    <div className={styles.receipts}>
      {cancelled.map((receipt) => (
        <p key={receipt.id} className={styles.muted}>
          {t('receiptCancelled', { number: receipt.number })}
        </p>
      ))}
      {standing ? (
        <>
          <a href={receiptPdfHref(standing.id)} target="_blank" rel="noopener">
            {t('receiptPdf', { number: standing.number })}
          </a>
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => setOpen('email')}>
              {t('email')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen('cancel')}>
              {t('cancelReceipt')}
            </Button>
          </div>
          <ReceiptEmailDialog
            open={open === 'email'}
            number={standing.number}
            busy={action.busy}
            error={action.error}
            onClose={close}
            onSubmit={async (email) => {
              const done = await action.run(() => emailReceipt(standing.id, email), t('emailed', { email }));
              if (done) setOpen('none');
              return done;
            }}
          />
          <ReasonDialog
            open={open === 'cancel'}
            title={t('cancelReceiptTitle', { number: standing.number })}
            description={t('cancelReceiptText')}
            confirmLabel={t('cancelReceipt')}
            busy={action.busy}
            error={action.error}
            onClose={close}
            onConfirm={async (reason) => {
              const done = await action.run(
                () => writes.cancelReceipt(standing.id, reason),
                t('receiptCancelledToast', { number: standing.number }),
              );
              if (done) setOpen('none');
              return done;
            }}
          />
        </>
      ) : payment.reversal === null ? (
        <Button size="sm" variant="secondary" loading={action.busy} onClick={() => void issue()}>
          {t('issueReceipt')}
        </Button>
      ) : null}
      {open === 'none' && action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
    </div>
  );
}
