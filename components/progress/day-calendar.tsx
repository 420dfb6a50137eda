'use client';

import { useTranslations } from 'next-intl';
import { describePartialSum } from '@/components/nutrients/partial-totals';
import { StatusIcon } from '@/components/patients/summary/status-tag';
import type { ProgressDay } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from './progress.module.css';

const kcal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * One cell a day, in weeks from Sunday: the status colour, the day of the month and the kcal eaten. Today is
 * outlined and named as such: its status is only what has been logged so far.
 */
export function DayCalendar({ days, today }: { days: readonly ProgressDay[]; today: string }) {
  const t = useTranslations('Progress');
  const tUnknown = useTranslations('UnknownNutrients');
  // A judged day whose calories left foods out says so: 'adesão parcial: 1 alimento sem valor de energia'.
  const partialOf = (day: ProgressDay) =>
    day.status === 'UNREGISTERED'
      ? null
      : describePartialSum(
          { calories: day.acquired_foods_without_energy + day.required_foods_without_energy },
          (key, values) => tUnknown(key as 'partialTotal', values as { details: string }),
          'partialAdherence',
        );
  const first = days[0];
  const leading = first ? new Date(`${first.date}T00:00:00Z`).getUTCDay() : 0;
  return (
    <section aria-labelledby="progress-calendar-title" className={styles.section}>
      <h2 id="progress-calendar-title">{t('calendar.title')}</h2>
      <p className={styles.muted}>{t('calendar.caption')}</p>
      <ul className={styles.legend} aria-label={t('calendar.legend')}>
        {(['FOLLOWED', 'NOT_FOLLOWED', 'UNREGISTERED'] as const).map((status) => (
          <li key={status}>
            <span className={styles.swatch} data-status={status} aria-hidden="true" />
            {t(`statuses.${status}`)}
          </li>
        ))}
        <li>
          <span className={styles.swatch} data-today aria-hidden="true" />
          {t('calendar.todayLegend')}
        </li>
        {days.some((day) => partialOf(day) !== null) ? (
          <li>
            <span aria-hidden="true">*</span>
            {t('calendar.partialLegend')}
          </li>
        ) : null}
      </ul>
      <ol className={styles.calendar} data-testid="progress-calendar">
        {Array.from({ length: leading }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" className={styles.blank} />
        ))}
        {days.map((day) => {
          const isToday = day.date === today;
          const date = isToday
            ? t('calendar.todaySoFar', { date: formatIsoDateToBr(day.date) })
            : formatIsoDateToBr(day.date);
          const status = t(`statuses.${day.status}`);
          const partial = partialOf(day);
          const judged =
            day.required === null
              ? t('calendar.cellNoRequired', { date, status, acquired: kcal.format(day.acquired) })
              : t('calendar.cell', {
                  date,
                  status,
                  acquired: kcal.format(day.acquired),
                  required: kcal.format(day.required),
                });
          const label = partial ? `${judged} (${partial})` : judged;
          return (
            <li
              key={day.date}
              className={styles.cell}
              data-status={day.status}
              data-date={day.date}
              data-today={isToday || undefined}
              data-partial={partial ? true : undefined}
              aria-label={label}
              title={label}
            >
              <span className={styles.dayNumber} aria-hidden="true">
                {Number(day.date.slice(8))}
              </span>
              <StatusIcon status={day.status} />
              <span className={styles.kcal} aria-hidden="true">
                {day.meal_count > 0 ? kcal.format(day.acquired) : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
