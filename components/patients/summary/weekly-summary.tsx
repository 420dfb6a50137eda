'use client';

import { useTranslations } from 'next-intl';
import type { SummaryDay } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { getWeekDates, listYearMonths } from '@/lib/rules/calendar';
import { useMonthlySummary } from '../use-meal-summaries';
import { DayRow } from './day-row';
import styles from './summary.module.css';
import { SummaryLoadState } from './summary-load-state';

/** Semanal: the days of the week containing today, read from the month report(s) it falls in. */
export function WeeklySummary({ patientId, today }: { patientId: number; today: string }) {
  const t = useTranslations('PatientSummary');
  const dates = getWeekDates(today);
  const [firstMonth, secondMonth] = listYearMonths(dates);
  const first = useMonthlySummary(patientId, firstMonth ?? null);
  const second = useMonthlySummary(patientId, secondMonth ?? null);
  const error = first.error ?? second.error;
  const loading = !first.data || (secondMonth !== undefined && !second.data);

  const retry = () => {
    void first.mutate();
    void second.mutate();
  };
  const byDate = new Map<string, SummaryDay>();
  for (const report of [first.data, second.data]) {
    for (const week of report?.weeks ?? []) for (const day of week.days) byDate.set(day.date, day);
  }
  const days = dates.map((date) => byDate.get(date)).filter((day): day is SummaryDay => day !== undefined);
  return (
    <SummaryLoadState failed={Boolean(error)} loading={loading} errorText={t('monthlyError')} onRetry={retry}>
      <div className={styles.view}>
        <p className={styles.sectionTitle}>
          {t('weekRange', {
            from: formatIsoDateToBr(dates[0] ?? today),
            to: formatIsoDateToBr(dates[6] ?? today),
          })}
        </p>
        <ul className={styles.dayList} aria-label={t('weekDays')}>
          {days.map((day) => (
            <DayRow key={day.date} day={day} today={today} />
          ))}
        </ul>
      </div>
    </SummaryLoadState>
  );
}
