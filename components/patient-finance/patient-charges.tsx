'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import styles from '@/components/money/money.module.css';
import { useMoneyAction } from '@/components/money/use-money-action';
import { patientChargesPrefix, sellPackage, usePatientCharges } from '@/components/money/use-patient-charges';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import { ChargeItem } from './charge-item';
import { SellPackageDialog } from './sell-package-dialog';

/**
 * A patient's 'Financeiro': her charges with the nutritionist, the latest service first, a page at a time,
 * each with its payments and receipts; 'Vender pacote' sells her one of the nutritionist's packages.
 */
export function PatientCharges({ patientId, nutritionistId }: { patientId: number; nutritionistId: number }) {
  const t = useTranslations('PatientFinance');
  const [page, setPage] = useState(0);
  const [selling, setSelling] = useState(false);
  const { data, error, isLoading, mutate } = usePatientCharges(patientId, page);
  const { mutate: mutateAll } = useSWRConfig();
  const action = useMoneyAction();
  const closeSale = () => {
    setSelling(false);
    action.setError(null);
  };

  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => setSelling(true)}>{t('sellPackage')}</Button>
      </div>
      <LoadState
        failed={!data && Boolean(error)}
        loading={!data && isLoading}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void mutate()}
      >
        {data && data.total_elements === 0 ? (
          <EmptyState headingLevel={2} title={t('emptyTitle')} description={t('emptyText')} />
        ) : null}
        {data?.content.map((charge) => (
          <ChargeItem key={`${charge.kind}-${charge.id}`} charge={charge} mutatePage={mutate} />
        ))}
        {data && data.total_pages > 1 ? (
          <SimplePaginator
            page={page + 1}
            totalPages={data.total_pages}
            onPageChange={(next) => setPage(next - 1)}
          />
        ) : null}
      </LoadState>
      {selling ? (
        <SellPackageDialog
          nutritionistId={nutritionistId}
          busy={action.busy}
          error={action.error}
          onClose={closeSale}
          onSubmit={async (input) => {
            const done = await action.run(() => sellPackage(patientId, input), t('sold'));
            if (!done) return false;
            // The sale may land on any page of her charges, and among her packages: all are read again.
            const prefix = patientChargesPrefix(patientId);
            await mutateAll((key) => typeof key === 'string' && key.startsWith(prefix));
            setPage(0);
            setSelling(false);
            return true;
          }}
        />
      ) : null}
    </>
  );
}
