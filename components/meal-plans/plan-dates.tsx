'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { brDateToIso, formatIsoDateToBr } from '@/lib/format/dates';
import { isValidPlanDateRange } from '@/lib/rules/meal-plan-rules';
import styles from './meal-plan.module.css';

export interface PlanDateValues {
  start_date: string | null;
  end_date: string | null;
}

/** Start and end, typed as dd/mm/aaaa whatever the browser's language; the end must come after the start. */
export function PlanDates({
  initial,
  onChange,
}: {
  initial: { start_date: string; end_date: string };
  onChange: (dates: PlanDateValues) => void;
}) {
  const t = useTranslations('MealPlan');
  const [start, setStart] = useState(formatIsoDateToBr(initial.start_date));
  const [end, setEnd] = useState(formatIsoDateToBr(initial.end_date));
  const startIso = brDateToIso(start);
  const endIso = brDateToIso(end);
  const rangeError =
    startIso && endIso && !isValidPlanDateRange(startIso, endIso) ? t('endBeforeStart') : undefined;

  const update = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    onChange({ start_date: brDateToIso(nextStart), end_date: brDateToIso(nextEnd) });
  };

  return (
    <div className={styles.dates}>
      <DateField
        label={t('startDate')}
        value={startIso ?? ''}
        onChange={() => undefined}
        text={start}
        onTextChange={(value) => update(value, end)}
        error={startIso ? undefined : t('invalidDate')}
      />
      <DateField
        label={t('endDate')}
        value={endIso ?? ''}
        onChange={() => undefined}
        text={end}
        onTextChange={(value) => update(start, value)}
        error={endIso ? rangeError : t('invalidDate')}
      />
    </div>
  );
}
