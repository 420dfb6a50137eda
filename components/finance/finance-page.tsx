'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/money/money.module.css';
import { MonthCard } from './month-card';
import { PackagesCard } from './packages-card';
import { PendingCard } from './pending-card';
import { PricesCard } from './prices-card';
import { ReceiptIssuerCard } from './receipt-issuer-card';

/**
 * 'Financeiro': her prices, packages and receipt data, the month, the debts, and what the product does for
 * taxes.
 */
export function FinancePage({
  nutritionistId,
  currentMonth,
}: {
  nutritionistId: number;
  currentMonth: string;
}) {
  const t = useTranslations('FinancePage');
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <MonthCard nutritionistId={nutritionistId} currentMonth={currentMonth} />
      <PendingCard nutritionistId={nutritionistId} />
      <div className={styles.grid}>
        <PricesCard nutritionistId={nutritionistId} />
        <ReceiptIssuerCard nutritionistId={nutritionistId} />
      </div>
      <PackagesCard nutritionistId={nutritionistId} />
      <p className={styles.muted}>{t('taxNote')}</p>
    </>
  );
}
