'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { PartialNote } from '@/components/nutrients/partial-note';
import type { SummaryWeek } from '@/lib/api/contract';
import { getMonthName, SHORT_WEEKDAY_NAMES } from '@/lib/format/dates';
import { formatCalories } from '@/lib/format/numbers';
import { addMonthsToMonth, getWeekdayOf, toYearMonth } from '@/lib/rules/calendar';
import { useMonthlySummary } from '../use-meal-summaries';
import { classifySummaryDay, DayRow, isFutureDay } from './day-row';
import { PeriodStepper } from './period-stepper';
import { StatusIcon } from './status-tag';
import styles from './summary.module.css';
import { SummaryLoadState } from './summary-load-state';

/** Mensal: 'Semana N' rows with the kcal range and one icon per day, opening to the days. */
export function MonthlySummary({ patientId, today }: { patientId: number; today: string }) {
  const t = useTranslations('PatientSummary');
  const thisMonth = toYearMonth(today);
  const [month, setMonth] = useState(thisMonth);
  const { data, error, isLoading, mutate } = useMonthlySummary(patientId, month);
  const [year, monthNumber] = month.split('-').map(Number);

  return (
    <div className={styles.view}>
      <PeriodStepper
        type="month"
        value={month}
        max={thisMonth}
        labels={{ field: t('monthLabel'), previous: t('previousMonth'), next: t('nextMonth') }}
        caption={t('monthTitle', { month: getMonthName((monthNumber ?? 1) - 1), year: year ?? '' })}
        onChange={setMonth}
        onStep={(delta) => setMonth((value) => addMonthsToMonth(value, delta))}
      />
      <SummaryLoadState
        failed={Boolean(error)}
        loading={isLoading || !data}
        errorText={t('monthlyError')}
        onRetry={() => void mutate()}
      >
        <ul className={styles.weekList} aria-label={t('monthWeeks')}>
          {data?.weeks.map((week) => (
            <WeekRow key={week.week_index} week={week} today={today} />
          ))}
        </ul>
      </SummaryLoadState>
    </div>
  );
}

function WeekRow({ week, today }: { week: SummaryWeek; today: string }) {
  const t = useTranslations('PatientSummary');
  const tStatus = useTranslations('PatientSummary.status');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  // The range is of the days' totals: any logged food without energy makes it partial.
  const foodsWithoutEnergy = week.days.reduce((sum, day) => sum + day.foods_without_value.calories, 0);
  const range =
    week.minimum_calories === null || week.maximum_calories === null
      ? t('noRecords')
      : t('kcalRange', {
          min: formatCalories(week.minimum_calories),
          max: formatCalories(week.maximum_calories),
        });
  return (
    <li className={styles.weekItem}>
      <button
        type="button"
        className={styles.weekButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className={styles.weekTitle}>{t('weekTitle', { number: week.week_index + 1 })}</span>
        <span className={`${styles.dayKcal} ${styles.weekRange}`}>
          {range}
          <PartialNote unknown={{ calories: foodsWithoutEnergy }} />
        </span>
        <span className={styles.weekIcons}>
          {week.days.map((day) => {
            const short = SHORT_WEEKDAY_NAMES[getWeekdayOf(day.date)] ?? '';
            const number = Number(day.date.slice(8, 10));
            if (isFutureDay(day.date, today)) {
              return (
                <span key={day.date} className={`${styles.weekIcon} ${styles.futureDay}`}>
                  <span aria-hidden="true">{short}</span>
                  <span className={styles.futureIcon} aria-hidden="true" />
                  <span className="visually-hidden">{t('dayIconFuture', { day: short, number })}</span>
                </span>
              );
            }
            const status = classifySummaryDay(day);
            return (
              <span key={day.date} className={styles.weekIcon}>
                <span aria-hidden="true">{short}</span>
                <StatusIcon status={status} />
                <span className="visually-hidden">
                  {t('dayIconLabel', { day: short, number, status: tStatus(status) })}
                </span>
              </span>
            );
          })}
        </span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={panelId} hidden={!expanded} className={styles.dayList}>
        {week.days.map((day) => (
          <DayRow key={day.date} day={day} today={today} />
        ))}
      </ul>
    </li>
  );
}
