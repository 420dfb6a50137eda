'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import styles from '@/components/money/money.module.css';
import { useMoneyAction } from '@/components/money/use-money-action';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import type { AppointmentType, ConsultationPrices } from '@/lib/api/contract';
import { APPOINTMENT_TYPES } from '@/lib/api/contract/values';
import { isAmountInRange, readAmountCents, toAmountFieldText } from '@/lib/rules/money';
import { FinanceCard } from './finance-card';
import { savePrices, usePrices } from './use-finance';

/** 'Preços': her price for each kind of consultation; a blank field takes the price away. */
export function PricesCard({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('FinancePage');
  const read = usePrices(nutritionistId);
  return (
    <FinanceCard id="finance-prices" title={t('pricesTitle')} text={t('pricesText')} read={read}>
      {read.data ? <PricesForm nutritionistId={nutritionistId} prices={read.data} /> : null}
    </FinanceCard>
  );
}

type Texts = Record<AppointmentType, string>;

function PricesForm({ nutritionistId, prices }: { nutritionistId: number; prices: ConsultationPrices }) {
  const t = useTranslations('FinancePage');
  const tTypes = useTranslations('AppointmentLabels');
  const action = useMoneyAction();
  const { mutate } = useSWRConfig();
  const initial = Object.fromEntries(
    APPOINTMENT_TYPES.map((type) => [
      type,
      toAmountFieldText(prices.prices.find((price) => price.type === type)?.amount_cents ?? null),
    ]),
  ) as Texts;
  const [texts, setTexts] = useState<Texts>(initial);
  const [tried, setTried] = useState(false);
  const cents = (type: AppointmentType) => readAmountCents(texts[type]);
  const invalid = (type: AppointmentType) => {
    const value = cents(type);
    return value !== null && !isAmountInRange(value);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (APPOINTMENT_TYPES.some(invalid)) return;
    const input = { prices: APPOINTMENT_TYPES.map((type) => ({ type, amount_cents: cents(type) })) };
    void action.run(() => savePrices(mutate, nutritionistId, input), t('pricesSaved'));
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {APPOINTMENT_TYPES.map((type) => (
        <TextInput
          key={type}
          label={t('priceOf', { type: tTypes(`types.${type}`) })}
          helpText={t('priceHelp')}
          inputMode="decimal"
          value={texts[type]}
          error={tried && invalid(type) ? t('priceInvalid') : undefined}
          onValueChange={(text) => setTexts((current) => ({ ...current, [type]: text }))}
        />
      ))}
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={action.busy}>
          {t('savePrices')}
        </Button>
      </div>
    </form>
  );
}
