'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DailyMealSummary } from '@/lib/api/contract';
import { formatLongDate, formatTime } from '@/lib/format/dates';
import { classifyDayAdherence } from '@/lib/rules/adherence';
import { addDaysToDate } from '@/lib/rules/calendar';
import { getRelativeTime } from '@/lib/rules/relative-time';
import { useDailySummary } from '../use-meal-summaries';
import { CaloriesDonut } from './calories-donut';
import { AdherenceNote } from './day-row';
import { MealTable } from './meal-list';
import { NutrientTotals } from './nutrient-totals';
import { PeriodStepper } from './period-stepper';
import { StatusTag } from './status-tag';
import styles from './summary.module.css';
import { SummaryLoadState } from './summary-load-state';

/** Diário: one day's donut, totals and meals, moved with a day picker. */
export function DailySummary({ patientId, today }: { patientId: number; today: string }) {
  const t = useTranslations('PatientSummary');
  const [date, setDate] = useState(today);
  const { data, error, isLoading, mutate } = useDailySummary(patientId, date);
  const move = (days: number) => setDate((current) => addDaysToDate(current, days));

  return (
    <div className={styles.view}>
      <PeriodStepper
        type="date"
        value={date}
        max={today}
        labels={{ field: t('dayLabel'), previous: t('previousDay'), next: t('nextDay') }}
        caption={formatLongDate(date)}
        onChange={setDate}
        onStep={move}
      />
      <SummaryLoadState
        failed={Boolean(error)}
        loading={isLoading || !data}
        errorText={t('dailyError')}
        onRetry={() => void mutate()}
      >
        {data ? <DailyContent summary={data} isToday={date === today} /> : null}
      </SummaryLoadState>
    </div>
  );
}

/** The latest of the day's own meals (the summary's last_meal_date_time is the latest of any day). */
function findLastMealOfDay(summary: DailyMealSummary): string | null {
  let last: string | null = null;
  for (const meal of summary.meals) {
    if (last === null || new Date(meal.date_time) > new Date(last)) last = meal.date_time;
  }
  return last;
}

function DailyContent({ summary, isToday }: { summary: DailyMealSummary; isToday: boolean }) {
  const t = useTranslations('PatientSummary');
  const tRelative = useTranslations('Ui.RelativeTime');
  const status = classifyDayAdherence({
    required: summary.calories.required,
    acquired: summary.total_of_calories,
    mealCount: summary.meals.length,
  });
  const lastMealAt = findLastMealOfDay(summary);
  // Today reads as time ago; any other day as the clock time of its last meal; a day without meals says nothing.
  let lastMealText: string | null = null;
  if (lastMealAt && isToday) {
    const relative = getRelativeTime(lastMealAt, new Date());
    lastMealText = t('lastMeal', { relative: tRelative(relative.key, { count: relative.count }) });
  } else if (lastMealAt) {
    lastMealText = t('lastMeal', { relative: formatTime(lastMealAt) });
  }
  return (
    <>
      <div className={styles.dayStatus}>
        <StatusTag status={status} />
        <AdherenceNote
          status={status}
          foodsWithoutEnergy={
            summary.foods_without_value.calories + summary.calories.required_foods_without_energy
          }
        />
        {/* Today's tag judges only what has been logged so far. */}
        {isToday ? (
          <p className={styles.muted} data-testid="day-in-progress">
            {t('dayInProgress')}
          </p>
        ) : null}
        {lastMealText ? (
          <p className={styles.muted} data-testid="last-meal">
            {lastMealText}
          </p>
        ) : null}
      </div>
      <div className={styles.dailyGrid}>
        <CaloriesDonut
          periods={summary.calories_period}
          foodsWithoutEnergy={summary.foods_without_value.calories}
        />
        <NutrientTotals
          calories={summary.total_of_calories}
          proteins={summary.total_of_proteins}
          sodium={summary.total_of_sodium}
          carbohydrates={summary.total_of_carbohydrates}
          unknown={summary.foods_without_value}
          required={summary.calories.required}
          requiredFoodsWithoutEnergy={summary.calories.required_foods_without_energy}
          requiredEstimated={summary.calories.required_estimated}
          date={summary.date}
        />
      </div>
      <h3 className={styles.sectionTitle}>{t('mealsTitle')}</h3>
      <MealTable meals={summary.meals} caption={t('mealsTitle')} />
    </>
  );
}
