'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/money/money.module.css';
import type { FinanceMonth } from '@/lib/api/contract';
import { formatMoney } from '@/lib/rules/money';

/** What the month received by payment method, and its charges by type of consultation. */
export function MonthBreakdown({ month }: { month: FinanceMonth }) {
  const t = useTranslations('FinancePage');
  const tLabels = useTranslations('MoneyLabels');
  return (
    <div className={styles.grid}>
      <section aria-labelledby="finance-by-method">
        <h3 id="finance-by-method" className={styles.subtitle}>
          {t('byMethod')}
        </h3>
        {month.by_method.length === 0 ? (
          <p className={styles.muted}>{t('nothingReceived')}</p>
        ) : (
          <ul className={styles.lines}>
            {month.by_method.map((row) => (
              <li key={row.method} className={styles.line}>
                <span>
                  {t('methodCount', { method: tLabels(`methods.${row.method}`), count: row.count })}
                </span>
                <strong>{formatMoney(row.received_cents)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="finance-by-type">
        <h3 id="finance-by-type" className={styles.subtitle}>
          {t('byType')}
        </h3>
        {month.by_type.length === 0 ? (
          <p className={styles.muted}>{t('noCharges')}</p>
        ) : (
          <ul className={styles.lines}>
            {month.by_type.map((row) => (
              <li key={row.type} className={styles.line}>
                <span>{t('typeCount', { type: tLabels(`financeTypes.${row.type}`), count: row.count })}</span>
                <span>
                  {t('typeFigures', {
                    charged: formatMoney(row.charged_cents),
                    received: formatMoney(row.received_cents),
                    pending: formatMoney(row.pending_cents),
                    waived: formatMoney(row.waived_cents),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
