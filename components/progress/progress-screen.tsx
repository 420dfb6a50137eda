'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
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
  /** Her goals' energy target (kcal a day) and target weight, compared beside the requirement and weights. */
  goals?: { energy: number | null; weight: { weight: number; date: string | null } | null };
}

/** The adherence record: the calendar of days, weekly adherence, calories against the need, weight. */
export function ProgressScreen({ patientId, initial, goals }: ProgressScreenProps) {
  const t = useTranslations('Progress');
  const [days, setDays] = useState(initial.days);
  const { data: loaded, error, isLoading, mutate } = useProgress(patientId, days, initial);
  // With keepPreviousData a failed period still has the previous period as data: it is not the one
  // chosen, so its summary and charts give way to the error and its retry.
  const data = error ? undefined : loaded;
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
      <LoadState
        failed={Boolean(error)}
        loading={!data}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        onRetry={() => void mutate()}
        className={styles.error}
        loadingClassName={styles.muted}
      >
        {data ? (
          <div aria-busy={isLoading || undefined} className={styles.sections}>
            <DayCalendar days={data.days} today={data.to} />
            <WeeklyAdherenceChart weeks={data.weeks} />
            <CaloriesChart days={data.days} energyTarget={goals?.energy ?? null} />
            <WeightTrendChart weights={data.weights} target={goals?.weight ?? null} />
          </div>
        ) : null}
      </LoadState>
    </div>
  );
}
