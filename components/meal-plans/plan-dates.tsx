'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { LATEST_DATE } from '@/lib/rules/date-bounds';
import { readTypedDate } from '@/lib/rules/date-time-masks';
import { isValidPlanDateRange } from '@/lib/rules/meal-plan-rules';
import styles from './meal-plan.module.css';

export interface PlanDateValues {
  start_date: string | null;
  end_date: string | null;
}

/** The typed date when the fields accept it: a real day from 1900 to LATEST_DATE, else null (never saved). */
function toPlanDate(text: string): string | null {
  const typed = readTypedDate(text, { max: LATEST_DATE });
  return typed.status === 'accepted' ? typed.date : null;
}

/**
 * Start and end, typed as dd/mm/aaaa whatever the browser's language; the end must come after the start.
 * A real day outside the years the fields take is told by the DateField itself, with its bound.
 */
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
  const startIso = toPlanDate(start);
  const endIso = toPlanDate(end);
  const formatError = (text: string) => {
    const status = readTypedDate(text, { max: LATEST_DATE }).status;
    return status === 'incomplete' || status === 'invalid' ? t('invalidDate') : undefined;
  };
  const rangeError =
    startIso && endIso && !isValidPlanDateRange(startIso, endIso) ? t('endBeforeStart') : undefined;

  const update = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    onChange({ start_date: toPlanDate(nextStart), end_date: toPlanDate(nextEnd) });
  };

  return (
    <div className={styles.dates}>
      <DateField
        label={t('startDate')}
        value={startIso ?? ''}
        onChange={() => undefined}
        text={start}
        onTextChange={(value) => update(value, end)}
        error={startIso ? undefined : formatError(start)}
      />
      <DateField
        label={t('endDate')}
        value={endIso ?? ''}
        onChange={() => undefined}
        text={end}
        onTextChange={(value) => update(start, value)}
        error={endIso ? rangeError : formatError(end)}
      />
    </div>
  );
}
