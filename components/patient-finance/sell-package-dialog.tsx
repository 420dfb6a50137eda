'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { usePackages } from '@/components/finance/use-finance';
import styles from '@/components/money/money.module.css';
import { MoneyFormFooter } from '@/components/money/money-form-footer';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Dialog } from '@/components/ui/dialog';
import { LoadState } from '@/components/ui/load-state';
import { Select } from '@/components/ui/select';
import type { PatientPackageInput } from '@/lib/api/contract';
import { toIsoDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/rules/money';

/**
 * 'Vender pacote': one of her active packages, sold on a day up to today. A refusal is told in the dialog,
 * which keeps what was chosen.
 */
export function SellPackageDialog({
  nutritionistId,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  nutritionistId: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (input: PatientPackageInput) => Promise<boolean>;
}) {
  const t = useTranslations('PatientFinance');
  const offered = usePackages(nutritionistId);
  const today = toIsoDate(new Date());
  const [packageId, setPackageId] = useState('');
  const [soldOn, setSoldOn] = useState(today);
  const [tried, setTried] = useState(false);
  const active = (offered.data?.packages ?? []).filter((one) => one.active);
  const soldOnValid = soldOn !== '' && soldOn <= today;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (packageId === '' || !soldOnValid) return;
    void onSubmit({ package_id: Number(packageId), sold_on: soldOn });
  }

  return (
    <Dialog open onClose={onClose} title={t('sellTitle')} description={t('sellText')} size="sm">
      <LoadState
        failed={!offered.data && Boolean(offered.error)}
        loading={!offered.data && offered.isLoading}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void offered.mutate()}
      >
        {active.length === 0 ? (
          <div className={styles.form}>
            <p>{t('noActivePackages')}</p>
            <div className={styles.actions}>
              <Link href="/finance">{t('packagesLink')}</Link>
              <Button variant="secondary" onClick={onClose}>
                {t('back')}
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className={styles.form}>
            <Select
              label={t('package')}
              placeholder
              value={packageId}
              options={active.map((one) => ({
                value: String(one.id),
                label: t('packageOption', {
                  name: one.name,
                  consultations: one.consultations,
                  price: formatMoney(one.amount_cents),
                }),
              }))}
              error={tried && packageId === '' ? t('packageRequired') : undefined}
              onChange={(event) => setPackageId(event.target.value)}
            />
            <DateField
              label={t('soldOn')}
              value={soldOn}
              max={today}
              today={today}
              error={tried && !soldOnValid ? t('soldOnRequired') : undefined}
              onChange={setSoldOn}
            />
            <MoneyFormFooter
              error={error}
              busy={busy}
              onBack={onClose}
              backLabel={t('back')}
              submitLabel={t('sell')}
            />
          </form>
        )}
      </LoadState>
    </Dialog>
  );
}
