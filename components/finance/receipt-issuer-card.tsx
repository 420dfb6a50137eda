'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import styles from '@/components/money/money.module.css';
import { useMoneyAction } from '@/components/money/use-money-action';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useErrorText } from '@/components/ui/use-error-text';
import type { ReceiptIssuer } from '@/lib/api/contract';
import { formatCpf, isValidCpf } from '@/lib/rules/cpf';
import { FinanceCard } from './finance-card';
import { saveReceiptIssuer, useReceiptIssuer } from './use-finance';

/** 'Dados dos recibos': her CPF, and what a receipt still needs from her profile (the address). */
export function ReceiptIssuerCard({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('FinancePage');
  const read = useReceiptIssuer(nutritionistId);
  return (
    <FinanceCard id="finance-issuer" title={t('issuerTitle')} text={t('issuerText')} read={read}>
      {read.data ? <IssuerForm nutritionistId={nutritionistId} issuer={read.data} /> : null}
    </FinanceCard>
  );
}

function IssuerForm({ nutritionistId, issuer }: { nutritionistId: number; issuer: ReceiptIssuer }) {
  const t = useTranslations('FinancePage');
  const errorText = useErrorText();
  const action = useMoneyAction();
  const { mutate } = useSWRConfig();
  const [cpf, setCpf] = useState(issuer.cpf ? formatCpf(issuer.cpf) : '');
  const [tried, setTried] = useState(false);
  const invalid = !isValidCpf(cpf);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!invalid)
      void action.run(() => saveReceiptIssuer(mutate, nutritionistId, cpf.trim()), t('issuerSaved'));
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <TextInput
        label={t('issuerCpf')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={cpf}
        error={tried && invalid ? errorText('INVALID_CPF') : undefined}
        onValueChange={setCpf}
      />
      {issuer.missing.includes('ADDRESS') ? (
        <p className={styles.muted}>
          {t('addressMissing')} <Link href="/profile">{t('addressLink')}</Link>
        </p>
      ) : null}
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={action.busy}>
          {t('saveIssuer')}
        </Button>
      </div>
    </form>
  );
}
