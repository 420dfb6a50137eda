'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { MONEY_REASON_MAX_LENGTH } from '@/lib/api/contract/values';
import styles from './money.module.css';
import { MoneyFormFooter } from './money-form-footer';

/**
 * Asks why before a change that is kept with its reason ('Isentar', 'Estornar', 'Cancelar recibo'). A
 * failure is told in the dialog, which keeps the reason typed.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  /** Answers whether it was done; the dialog then forgets the reason. */
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const t = useTranslations('ChargeCard');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    if (await onConfirm(reason.trim())) setReason('');
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <TextInput
          label={t('reason')}
          value={reason}
          maxLength={MONEY_REASON_MAX_LENGTH}
          required
          error={missing && !reason.trim() ? t('reasonRequired') : undefined}
          onValueChange={setReason}
        />
        <MoneyFormFooter
          error={error}
          busy={busy}
          onBack={onClose}
          backLabel={t('back')}
          submitLabel={confirmLabel}
          submitVariant="danger"
        />
      </form>
    </Dialog>
  );
}
