'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Payment } from '@/lib/api/contract';
import { formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';
import { formatCpf } from '@/lib/rules/cpf';
import { formatMoney } from '@/lib/rules/money';
import { ReasonDialog } from './dialogs-on-demand';
import styles from './money.module.css';
import { ReceiptActions } from './receipt-actions';
import type { ChargeWrites } from './use-charge';
import { useMoneyAction } from './use-money-action';

/** One payment: amount, method, day, payer and note; 'Estornar' with a reason; its receipts. */
export function PaymentItem({ writes, payment }: { writes: ChargeWrites; payment: Payment }) {
  const t = useTranslations('ChargeCard');
  const tLabels = useTranslations('MoneyLabels');
  const action = useMoneyAction();
  const [reversing, setReversing] = useState(false);
  const method =
    payment.method === 'CREDIT_CARD' && payment.instalments && payment.instalments > 1
      ? tLabels('creditCardInstalments', { count: payment.instalments })
      : tLabels(`methods.${payment.method}`);

  return (
    <li className={styles.payment}>
      <p className={styles.paymentLine}>
        <strong>{formatMoney(payment.amount_cents)}</strong>
        <span>{method}</span>
        <span>{formatIsoDateToBr(payment.paid_on)}</span>
      </p>
      <p className={styles.muted}>
        {payment.payer.cpf
          ? t('payerWithCpf', { name: payment.payer.name, cpf: formatCpf(payment.payer.cpf) })
          : t('payer', { name: payment.payer.name })}
      </p>
      {payment.as_credit ? <p className={styles.muted}>{t('asCredit')}</p> : null}
      {payment.note ? <p className={styles.note}>{payment.note}</p> : null}
      {payment.reversal ? (
        <p className={styles.reversed}>
          {t('reversed', {
            date: formatIsoDateToBr(toIsoDate(new Date(payment.reversal.at))),
            reason: payment.reversal.reason,
          })}
        </p>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setReversing(true)}>
          {t('reverse')}
        </Button>
      )}
      <ReceiptActions writes={writes} payment={payment} />
      <ReasonDialog
        open={reversing}
        title={t('reverseTitle', { amount: formatMoney(payment.amount_cents) })}
        description={t('reverseText')}
        confirmLabel={t('reverse')}
        busy={action.busy}
        error={action.error}
        onClose={() => {
          setReversing(false);
          action.setError(null);
        }}
        onConfirm={async (reason) => {
          const done = await action.run(() => writes.reversePayment(payment.id, reason), t('reversedToast'));
          if (done) setReversing(false);
          return done;
        }}
      />
    </li>
  );
}
