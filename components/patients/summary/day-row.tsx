'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import type { SummaryDay } from '@/lib/api/contract';
import { getWeekdayName } from '@/lib/format/dates';
import { formatCalories } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import { classifyDayAdherence, type DayAdherence } from '@/lib/rules/adherence';
import { getWeekdayOf } from '@/lib/rules/calendar';
import { MealTable } from './meal-list';
import { NutrientTotals } from './nutrient-totals';
import { StatusTag } from './status-tag';
import styles from './summary.module.css';

export function classifySummaryDay(day: SummaryDay) {
  return classifyDayAdherence({
    required: day.calories.required,
    acquired: day.total_of_calories,
    mealCount: day.meals.length,
  });
}

/**
 * Under a day's tag: 'adesão parcial: …' when the day was judged on calories some foods lack, logged ones
 * (what was eaten) or planned ones (what was required).
 */
export function AdherenceNote({
  status,
  foodsWithoutEnergy,
}: {
  status: DayAdherence;
  foodsWithoutEnergy: number;
}) {
  if (status === 'UNREGISTERED') return null;
  return <PartialNote unknown={{ calories: foodsWithoutEnergy }} kind="partialAdherence" />;
}

/** A day after today (of the product's zone): nothing to judge yet, so no tag and no count. */
export function isFutureDay(date: string, today: string): boolean {
  return date > today;
}

/** A day as an expandable row: name, number, kcal and status; open, its metrics and meals. */
export function DayRow({ day, today }: { day: SummaryDay; today: string }) {
  const t = useTranslations('PatientSummary');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const weekday = getWeekdayName(getWeekdayOf(day.date));
  const status = classifySummaryDay(day);
  const dayNumber = Number(day.date.slice(8, 10));
  if (isFutureDay(day.date, today)) {
    return (
      <li className={`${styles.dayItem} ${styles.futureDay}`}>
        <span className={styles.dayName}>
          {weekday} <span className={styles.dayNumber}>{dayNumber}</span>{' '}
          <span className="visually-hidden">{t('futureDay')}</span>
        </span>
      </li>
    );
  }
  return (
    <li className={styles.dayItem}>
      <button
        type="button"
        className={styles.dayButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className={styles.dayName}>
          {weekday} <span className={styles.dayNumber}>{dayNumber}</span>
        </span>
        <span className={styles.dayKcal}>
          <ShownValue
            text={formatSum(day.total_of_calories, day.foods_without_value.calories, (value) =>
              t('kcal', { value: formatCalories(value) }),
            )}
          />
          <PartialNote unknown={{ calories: day.foods_without_value.calories }} />
        </span>
        <StatusTag status={status} />
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} hidden={!expanded} className={styles.dayDetails}>
        <NutrientTotals
          calories={day.total_of_calories}
          proteins={day.total_of_proteins}
          sodium={day.total_of_sodium}
          carbohydrates={day.total_of_carbohydrates}
          unknown={day.foods_without_value}
          required={day.calories.required}
          requiredFoodsWithoutEnergy={day.calories.required_foods_without_energy}
          requiredEstimated={day.calories.required_estimated}
          date={day.date}
        />
        <AdherenceNote
          status={status}
          foodsWithoutEnergy={day.foods_without_value.calories + day.calories.required_foods_without_energy}
        />
        <MealTable meals={day.meals} caption={t('mealsOf', { day: `${weekday} ${dayNumber}` })} />
      </div>
    </li>
  );
}
