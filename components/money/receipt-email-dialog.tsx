'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import styles from './money.module.css';
import { MoneyFormFooter } from './money-form-footer';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Enviar por e-mail': the payer's address; the PDF goes attached, sent by the jobs worker. */
export function ReceiptEmailDialog({
  open,
  number,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  number: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (email: string) => Promise<boolean>;
}) {
  const t = useTranslations('ChargeCard');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const invalid = !LOOKS_LIKE_EMAIL.test(email.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!invalid && (await onSubmit(email.trim()))) setEmail('');
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('emailTitle', { number })}
      description={t('emailDescription')}
      size="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <TextInput
          label={t('emailField')}
          type="email"
          autoComplete="off"
          value={email}
          error={tried && invalid ? t('emailInvalid') : undefined}
          onValueChange={setEmail}
        />
        <MoneyFormFooter
          error={error}
          busy={busy}
          onBack={onClose}
          backLabel={t('back')}
          submitLabel={t('sendEmail')}
        />
      </form>
    </Dialog>
  );
}
