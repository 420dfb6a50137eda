'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/components/money/money.module.css';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/chevrons';
import { LoadState } from '@/components/ui/load-state';
import type { FinanceMonth } from '@/lib/api/contract';
import { capitalize, formatYearMonth } from '@/lib/format/dates';
import { addMonthsToMonth } from '@/lib/rules/calendar';
import { formatMoney } from '@/lib/rules/money';
import { ChargeLines } from './charge-lines';
import { MonthBreakdown } from './month-breakdown';
import { receivedCsvHref, useFinanceMonth } from './use-finance';

/** 'O mês': a month stepper, the month's totals, by method and by type, its charges and its CSV. */
export function MonthCard({
  nutritionistId,
  currentMonth,
}: {
  nutritionistId: number;
  currentMonth: string;
}) {
  const t = useTranslations('FinancePage');
  const [month, setMonth] = useState(currentMonth);
  const { data, error, isLoading, mutate } = useFinanceMonth(nutritionistId, month);
  const shown = data?.year_month === month ? data : undefined;
  return (
    <section className={styles.card} aria-labelledby="finance-month">
      <div className={styles.stepper}>
        <IconButton
          label={t('previousMonth')}
          icon={<ChevronLeftIcon />}
          onClick={() => setMonth(addMonthsToMonth(month, -1))}
        />
        <h2 id="finance-month" aria-live="polite">
          {capitalize(formatYearMonth(month))}
        </h2>
        <IconButton
          label={t('nextMonth')}
          icon={<ChevronRightIcon />}
          onClick={() => setMonth(addMonthsToMonth(month, 1))}
        />
      </div>
      <LoadState
        failed={!shown && Boolean(error)}
        loading={!shown && (isLoading || !error)}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void mutate()}
      >
        {shown ? <MonthFigures month={shown} /> : null}
      </LoadState>
    </section>
  );
}

function MonthFigures({ month }: { month: FinanceMonth }) {
  const t = useTranslations('FinancePage');
  const totals = [
    ['charged', month.charged_cents],
    ['received', month.received_cents],
    ['pending', month.pending_cents],
    ['waived', month.waived_cents],
  ] as const;
  return (
    <>
      <dl className={styles.facts}>
        {totals.map(([key, cents]) => (
          <div key={key}>
            <dt>{t(`totals.${key}`)}</dt>
            <dd>{formatMoney(cents)}</dd>
          </div>
        ))}
      </dl>
      {month.unpriced_count > 0 ? (
        <p className={styles.muted}>{t('unpriced', { count: month.unpriced_count })}</p>
      ) : null}
      <a href={receivedCsvHref(month.year_month)} download>
        {t('downloadCsv')}
      </a>
      <MonthBreakdown month={month} />
      <h3 className={styles.subtitle}>{t('monthCharges')}</h3>
      {month.charges.length === 0 ? (
        <p className={styles.muted}>{t('noCharges')}</p>
      ) : (
        <ChargeLines lines={month.charges} />
      )}
    </>
  );
}
