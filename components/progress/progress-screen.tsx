'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import type { Progress } from '@/lib/api/contract';
import { PROGRESS_PERIODS } from '@/lib/rules/anthropometry/ranges';
import { toAdherencePercentage } from '@/lib/rules/weekly-adherence';
import { DayCalendar } from './day-calendar';
import styles from './progress.module.css';
import { CaloriesChart, WeeklyAdherenceChart, WeightTrendChart } from './progress-charts';
import { useProgress } from './use-progress';

export interface ProgressScreenProps {
  patientId: number;
  initial: { days: number; data: Progress };
}

/** The adherence record: the calendar of days, weekly adherence, calories against the need, weight. */
export function ProgressScreen({ patientId, initial }: ProgressScreenProps) {
  const t = useTranslations('Progress');
  const [days, setDays] = useState(initial.days);
  const { data, error, isLoading } = useProgress(patientId, days, initial);
  const followed = data?.days.filter((day) => day.status === 'FOLLOWED').length ?? 0;
  const total = data?.days.length ?? 0;
  const percentage = toAdherencePercentage(followed, total);

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Select
          label={t('period')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
          options={PROGRESS_PERIODS.map((period) => ({
            value: String(period),
            label: t('days', { days: period }),
          }))}
        />
        <p aria-live="polite" className={styles.summary}>
          {data
            ? t('summary', { followed, total, percentage: percentage === null ? '—' : `${percentage}%` })
            : null}
        </p>
      </div>
      {error && !data ? (
        <p role="alert" className={styles.error}>
          {t('loadFailed')}
        </p>
      ) : null}
      {data ? (
        <div aria-busy={isLoading || undefined} className={styles.sections}>
          <DayCalendar days={data.days} today={data.to} />
          <WeeklyAdherenceChart weeks={data.weeks} />
          <CaloriesChart days={data.days} />
          <WeightTrendChart weights={data.weights} />
        </div>
      ) : null}
    </div>
  );
}
