'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/components/money/money.module.css';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/rules/money';
import { ChargeLines } from './charge-lines';
import { FinanceCard } from './finance-card';
import { usePendingCharges } from './use-finance';

/** 'Pendências': every charge still owed whose service has happened, the oldest first, with its age. */
export function PendingCard({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('FinancePage');
  const [page, setPage] = useState(0);
  const read = usePendingCharges(nutritionistId, page);
  const { data } = read;
  return (
    <FinanceCard id="finance-pending" title={t('pendingTitle')} read={read}>
      {data && data.content.length === 0 ? <p className={styles.muted}>{t('noPending')}</p> : null}
      {data && data.content.length > 0 ? (
        <>
          <p>{t('pendingTotal', { total: formatMoney(data.balance_cents), count: data.total_elements })}</p>
          <ChargeLines lines={data.content} />
          {data.total_pages > 1 ? (
            <div className={styles.actions}>
              <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('previousPage')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={page + 1 >= data.total_pages}
                onClick={() => setPage(page + 1)}
              >
                {t('nextPage')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </FinanceCard>
  );
}
