'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Charge, ChargeKind } from '@/lib/api/contract';
import { formatMoney } from '@/lib/rules/money';
import { ChargeStatusTag } from './charge-status-tag';
import { ChargeAmountDialog, PaymentDialog, ReasonDialog } from './dialogs-on-demand';
import styles from './money.module.css';
import { PaymentItem } from './payment-item';
import type { ChargeWrites } from './use-charge';
import { useMoneyAction } from './use-money-action';

type Open = 'none' | 'amount' | 'waive' | 'pay';

/** The texts that speak of a consultation or of a package sold, by the charge's kind (keys of ChargeCard). */
const KIND_TEXTS = {
  APPOINTMENT: { waiveTitle: 'waiveTitle', waiveText: 'waiveText', waived: 'waived', unwaived: 'unwaived' },
  PACKAGE: {
    waiveTitle: 'packageWaiveTitle',
    waiveText: 'packageWaiveText',
    waived: 'packageWaived',
    unwaived: 'packageUnwaived',
  },
} as const satisfies Record<ChargeKind, Record<string, string>>;

/**
 * What a charge costs, where it stands, its actions ('Registrar pagamento', 'Alterar valor', 'Isentar')
 * and its payments with their receipts; `children` shows between its figures and its actions.
 */
export function ChargeDetails({
  charge,
  writes,
  children,
}: {
  charge: Charge;
  writes: ChargeWrites;
  children?: ReactNode;
}) {
  const t = useTranslations('ChargeCard');
  const tLabels = useTranslations('MoneyLabels');
  const texts = KIND_TEXTS[charge.kind];
  const action = useMoneyAction();
  const [open, setOpen] = useState<Open>('none');
  const close = () => {
    setOpen('none');
    action.setError(null);
  };
  const closeAfter = (done: boolean) => {
    if (done) setOpen('none');
    return done;
  };
  const waived = charge.waiver !== null;
  const covered = charge.covered_by !== null;
  const canPay = !waived && charge.amount_cents !== null && charge.amount_cents > 0;

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{charge.amount_cents === null ? t('noPrice') : formatMoney(charge.amount_cents)}</dd>
        </div>
        <div>
          <dt>{t('origin')}</dt>
          <dd>{tLabels(`origins.${charge.price_origin}`)}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <ChargeStatusTag status={charge.status} />
          </dd>
        </div>
        <div>
          <dt>{t('paid')}</dt>
          <dd>{formatMoney(charge.paid_cents)}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd>{formatMoney(charge.balance_cents)}</dd>
        </div>
        {charge.credit_cents > 0 ? (
          <div>
            <dt>{t('credit')}</dt>
            <dd>{formatMoney(charge.credit_cents)}</dd>
          </div>
        ) : null}
      </dl>
      {charge.covered_by ? <p>{t('coveredBy', { name: charge.covered_by.name })}</p> : null}
      {charge.waiver ? (
        <p className={styles.muted}>{t('waivedBecause', { reason: charge.waiver.reason })}</p>
      ) : null}
      {children}
      <div className={styles.actions}>
        {canPay ? <Button onClick={() => setOpen('pay')}>{t('recordPayment')}</Button> : null}
        {!waived && !covered ? (
          <Button variant="secondary" onClick={() => setOpen('amount')}>
            {t('changeAmount')}
          </Button>
        ) : null}
        {waived ? (
          <Button
            variant="secondary"
            loading={action.busy}
            onClick={() => void action.run(() => writes.unwaive(), t(texts.unwaived))}
          >
            {t('unwaive')}
          </Button>
        ) : !covered && charge.payments.every((payment) => payment.reversal !== null) ? (
          <Button variant="secondary" onClick={() => setOpen('waive')}>
            {t('waive')}
          </Button>
        ) : null}
      </div>
      {open === 'none' && action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
      <h3 className={styles.subtitle}>{t('payments')}</h3>
      {charge.payments.length === 0 ? (
        <p className={styles.muted}>{t('noPayments')}</p>
      ) : (
        <ul className={styles.payments}>
          {charge.payments.map((payment) => (
            <PaymentItem key={payment.id} writes={writes} payment={payment} />
          ))}
        </ul>
      )}
      <PaymentDialog
        key={`pay-${charge.balance_cents}`}
        open={open === 'pay'}
        balanceCents={charge.balance_cents}
        busy={action.busy}
        error={action.error}
        onClose={close}
        onSubmit={async (payment) =>
          closeAfter(await action.run(() => writes.recordPayment(payment), t('paymentRecorded')))
        }
      />
      <ChargeAmountDialog
        key={`amount-${charge.amount_cents}`}
        kind={charge.kind}
        open={open === 'amount'}
        amountCents={charge.amount_cents}
        listPriceCents={charge.price_origin === 'SET' ? charge.list_price_cents : null}
        busy={action.busy}
        error={action.error}
        onClose={close}
        onSubmit={async (amount) =>
          closeAfter(await action.run(() => writes.setAmount(amount), t('amountSaved')))
        }
      />
      <ReasonDialog
        open={open === 'waive'}
        title={t(texts.waiveTitle)}
        description={t(texts.waiveText)}
        confirmLabel={t('waive')}
        busy={action.busy}
        error={action.error}
        onClose={close}
        onConfirm={async (reason) =>
          closeAfter(await action.run(() => writes.waive(reason), t(texts.waived)))
        }
      />
    </>
  );
}
