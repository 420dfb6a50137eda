'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { useErrorText } from '@/components/ui/use-error-text';
import type { ChargeKind } from '@/lib/api/contract';
import { formatMoney, isAmountInRange, readAmountCents, toAmountFieldText } from '@/lib/rules/money';
import styles from './money.module.css';

/**
 * 'Alterar valor' of one appointment ('Usar o preço da tabela' takes her price list's again) or of one
 * package sold.
 */
export function ChargeAmountDialog({
  kind,
  open,
  amountCents,
  listPriceCents,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  kind: ChargeKind;
  open: boolean;
  amountCents: number | null;
  listPriceCents: number | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (amountCents: number | null) => Promise<boolean>;
}) {
  const t = useTranslations('ChargeCard');
  const errorText = useErrorText();
  const [amount, setAmount] = useState(toAmountFieldText(amountCents));
  const [tried, setTried] = useState(false);
  const cents = readAmountCents(amount);
  const invalid = cents === null || !isAmountInRange(cents);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!invalid) void onSubmit(cents);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('amountTitle')}
      description={t(kind === 'PACKAGE' ? 'packageAmountDescription' : 'amountDescription')}
      size="sm"
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <TextInput
          label={t(kind === 'PACKAGE' ? 'packageAmountField' : 'amountField')}
          inputMode="decimal"
          value={amount}
          error={tried && invalid ? errorText('AMOUNT_OUT_OF_RANGE') : undefined}
          onValueChange={setAmount}
        />
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          {listPriceCents !== null ? (
            <Button variant="secondary" onClick={() => void onSubmit(null)}>
              {t('useListPrice', { price: formatMoney(listPriceCents) })}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {t('saveAmount')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
