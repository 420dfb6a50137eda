'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { useErrorText } from '@/components/ui/use-error-text';
import type { PaymentInput, PaymentMethod } from '@/lib/api/contract';
import { MAX_INSTALMENTS, PAYMENT_METHODS, PAYMENT_NOTE_MAX_LENGTH } from '@/lib/api/contract/values';
import { toIsoDate } from '@/lib/format/dates';
import { isValidCpf } from '@/lib/rules/cpf';
import { formatMoney, isAmountInRange, readAmountCents, toAmountFieldText } from '@/lib/rules/money';
import styles from './money.module.css';
import { MoneyFormFooter } from './money-form-footer';

const INSTALMENT_CHOICES = Array.from({ length: MAX_INSTALMENTS }, (_, index) => String(index + 1));

interface Draft {
  amount: string;
  paidOn: string;
  method: PaymentMethod | '';
  instalments: string;
  payerName: string;
  payerCpf: string;
  note: string;
  asCredit: boolean;
}

/** What is wrong with the draft before it is sent, by field; the API checks it all again. */
function checkDraft(draft: Draft, balanceCents: number) {
  const cents = readAmountCents(draft.amount);
  return {
    cents,
    amount: cents === null || !isAmountInRange(cents) ? ('AMOUNT_OUT_OF_RANGE' as const) : null,
    paidOn: draft.paidOn === '' ? ('required' as const) : null,
    method: draft.method === '' ? ('required' as const) : null,
    payerCpf: draft.payerCpf.trim() && !isValidCpf(draft.payerCpf) ? ('INVALID_CPF' as const) : null,
    credit:
      cents !== null && cents > balanceCents && !draft.asCredit
        ? ('OVERPAYMENT_NOT_CONFIRMED' as const)
        : null,
  };
}

/**
 * 'Registrar pagamento': amount (the balance to start with), day, method (instalments for a credit card),
 * who paid when not the patient, and a note. More than the balance asks her to confirm the excess as
 * credit. A refusal is told in the dialog, which keeps everything typed.
 */
export function PaymentDialog({
  open,
  balanceCents,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  balanceCents: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (payment: PaymentInput) => Promise<boolean>;
}) {
  const t = useTranslations('PaymentForm');
  const tLabels = useTranslations('MoneyLabels');
  const errorText = useErrorText();
  const today = toIsoDate(new Date());
  const blank: Draft = {
    amount: toAmountFieldText(balanceCents > 0 ? balanceCents : null),
    paidOn: today,
    method: '',
    instalments: '1',
    payerName: '',
    payerCpf: '',
    note: '',
    asCredit: false,
  };
  const [draft, setDraft] = useState<Draft>(blank);
  const [tried, setTried] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const problems = checkDraft(draft, balanceCents);
  const shown = (problem: string | null) =>
    tried && problem ? (problem === 'required' ? t('required') : errorText(problem as never)) : undefined;
  const over = problems.cents !== null && problems.cents > balanceCents ? problems.cents - balanceCents : 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const { cents, ...fields } = problems;
    if (cents === null || Object.values(fields).some(Boolean) || draft.method === '') return;
    const done = await onSubmit({
      amount_cents: cents,
      paid_on: draft.paidOn,
      method: draft.method,
      instalments: draft.method === 'CREDIT_CARD' ? Number(draft.instalments) : null,
      payer_name: draft.payerName.trim() || null,
      payer_cpf: draft.payerCpf.trim() || null,
      note: draft.note.trim() || null,
      as_credit: over > 0 ? draft.asCredit : false,
    });
    if (done) {
      setDraft(blank);
      setTried(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')}>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <TextInput
          label={t('amount')}
          helpText={t('amountHelp', { balance: formatMoney(balanceCents) })}
          inputMode="decimal"
          value={draft.amount}
          error={shown(problems.amount)}
          onValueChange={(amount) => set({ amount })}
        />
        <DateField
          label={t('paidOn')}
          value={draft.paidOn}
          max={today}
          today={today}
          error={shown(problems.paidOn)}
          onChange={(paidOn) => set({ paidOn })}
        />
        <Select
          label={t('method')}
          placeholder
          value={draft.method}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: tLabels(`methods.${method}`) }))}
          error={shown(problems.method)}
          onChange={(event) => set({ method: event.target.value as PaymentMethod })}
        />
        {draft.method === 'CREDIT_CARD' ? (
          <Select
            label={t('instalments')}
            value={draft.instalments}
            options={INSTALMENT_CHOICES.map((count) => ({
              value: count,
              label: t('instalmentsOption', { count }),
            }))}
            onChange={(event) => set({ instalments: event.target.value })}
          />
        ) : null}
        <TextInput
          label={t('payerName')}
          helpText={t('payerNameHelp')}
          value={draft.payerName}
          maxLength={120}
          autoComplete="off"
          onValueChange={(payerName) => set({ payerName })}
        />
        <TextInput
          label={t('payerCpf')}
          helpText={t('payerCpfHelp')}
          inputMode="numeric"
          value={draft.payerCpf}
          maxLength={14}
          autoComplete="off"
          error={shown(problems.payerCpf)}
          onValueChange={(payerCpf) => set({ payerCpf })}
        />
        <Textarea
          label={t('note')}
          rows={2}
          value={draft.note}
          maxLength={PAYMENT_NOTE_MAX_LENGTH}
          onChange={(event) => set({ note: event.target.value })}
        />
        {over > 0 ? (
          <Checkbox
            label={t('asCredit', { excess: formatMoney(over) })}
            checked={draft.asCredit}
            onChange={(event) => set({ asCredit: event.target.checked })}
            aria-invalid={tried && problems.credit ? true : undefined}
            description={shown(problems.credit)}
          />
        ) : null}
        <MoneyFormFooter
          error={error}
          busy={busy}
          onBack={onClose}
          backLabel={t('cancel')}
          submitLabel={t('submit')}
        />
      </form>
    </Dialog>
  );
}
