'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import styles from '@/components/money/money.module.css';
import { MoneyFormFooter } from '@/components/money/money-form-footer';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { useErrorText } from '@/components/ui/use-error-text';
import type { ConsultationPackage, ConsultationPackageInput } from '@/lib/api/contract';
import { MAX_PACKAGE_CONSULTATIONS, PACKAGE_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import { isAmountInRange, readAmountCents, toAmountFieldText } from '@/lib/rules/money';

/** Reads the number of consultations typed: a whole number of the bounds, or null. */
function readConsultations(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_PACKAGE_CONSULTATIONS ? value : null;
}

/**
 * 'Novo pacote' or 'Alterar pacote': name, number of consultations and price. A refusal is told in the
 * dialog, which keeps what was typed.
 */
export function PackageDialog({
  open,
  offered,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The package changed; null for a new one. */
  offered: ConsultationPackage | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (input: ConsultationPackageInput) => Promise<boolean>;
}) {
  const t = useTranslations('FinancePage');
  const errorText = useErrorText();
  const [name, setName] = useState(offered?.name ?? '');
  const [consultations, setConsultations] = useState(offered ? String(offered.consultations) : '');
  const [price, setPrice] = useState(toAmountFieldText(offered?.amount_cents ?? null));
  const [tried, setTried] = useState(false);
  const count = readConsultations(consultations);
  const cents = readAmountCents(price);
  const problems = {
    name: name.trim() === '' ? t('packageNameRequired') : undefined,
    consultations:
      count === null ? t('packageConsultationsInvalid', { max: MAX_PACKAGE_CONSULTATIONS }) : undefined,
    price: cents === null || !isAmountInRange(cents) ? errorText('AMOUNT_OUT_OF_RANGE') : undefined,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (count === null || cents === null || Object.values(problems).some(Boolean)) return;
    void onSubmit({ name: name.trim(), consultations: count, amount_cents: cents });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(offered ? 'editPackageTitle' : 'newPackageTitle')}
      description={t('packageDialogText')}
      size="sm"
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <TextInput
          label={t('packageName')}
          helpText={t('packageNameHelp')}
          value={name}
          maxLength={PACKAGE_NAME_MAX_LENGTH}
          autoComplete="off"
          error={tried ? problems.name : undefined}
          onValueChange={setName}
        />
        <TextInput
          label={t('packageConsultations')}
          inputMode="numeric"
          value={consultations}
          maxLength={3}
          autoComplete="off"
          error={tried ? problems.consultations : undefined}
          onValueChange={setConsultations}
        />
        <TextInput
          label={t('packagePrice')}
          helpText={t('packagePriceHelp')}
          inputMode="decimal"
          value={price}
          autoComplete="off"
          error={tried ? problems.price : undefined}
          onValueChange={setPrice}
        />
        <MoneyFormFooter
          error={error}
          busy={busy}
          onBack={onClose}
          backLabel={t('back')}
          submitLabel={t('savePackage')}
        />
      </form>
    </Dialog>
  );
}
