'use client';

import { useTranslations } from 'next-intl';
import type { ProgressDay } from '@/lib/api/contract';
import { formatIsoDateToBr, SHORT_MONTH_NAMES, SHORT_WEEKDAY_NAMES, WEEKDAY_NAMES } from '@/lib/format/dates';
import { formatCalories } from '@/lib/format/numbers';
import { describePartialSum } from '@/lib/format/partial-totals';
import { getRangeGrid } from '@/lib/rules/calendar';
import styles from './progress.module.css';

/**
 * A table of the period's weeks, Sunday to Saturday under their names, one cell a day: the status colour,
 * the day of the month (with its month where a month starts, and on the first day) and the kcal eaten.
 * Each cell says its whole date, status and calories to screen readers. Today is outlined and named as
 * such: its status is only what has been logged so far.
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
  const last = days.at(-1);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks = first && last ? getRangeGrid(first.date, last.date) : [];
  return (
    <section aria-labelledby="progress-calendar-title" className={styles.section}>
      <h2 id="progress-calendar-title">{t('calendar.title')}</h2>
      <p id="progress-calendar-caption" className={styles.muted}>
        {t('calendar.caption')}
      </p>
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
      <table
        className={styles.calendar}
        aria-labelledby="progress-calendar-title"
        aria-describedby="progress-calendar-caption"
        data-testid="progress-calendar"
      >
        <thead>
          <tr>
            {SHORT_WEEKDAY_NAMES.map((name, index) => (
              <th key={name} scope="col">
                <span aria-hidden="true">{name}</span>
                <span className="visually-hidden">{WEEKDAY_NAMES[index]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((date) => date !== null) ?? ''}>
              {week.map((date, index) => {
                const day = date === null ? undefined : byDate.get(date);
                return day ? (
                  <DayCell
                    key={day.date}
                    day={day}
                    today={today}
                    showMonth={day === first}
                    partial={partialOf(day)}
                  />
                ) : (
                  <td key={`blank-${index}`} className={styles.blank} />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayCell({
  day,
  today,
  showMonth,
  partial,
}: {
  day: ProgressDay;
  today: string;
  showMonth: boolean;
  /** 'adesão parcial: …' when the day's calories left foods out. */
  partial: string | null;
}) {
  const t = useTranslations('Progress');
  const isToday = day.date === today;
  const dayOfMonth = Number(day.date.slice(8));
  const date = isToday
    ? t('calendar.todaySoFar', { date: formatIsoDateToBr(day.date) })
    : formatIsoDateToBr(day.date);
  const status = t(`statuses.${day.status}`);
  const required = day.required === null ? null : formatCalories(day.required);
  // A day with no meal logged has no intake to state, as its cell shows no kcal: not '0 de …'.
  const logged = day.meal_count > 0;
  const judged = !logged
    ? required === null
      ? t('calendar.cellNothingLoggedNoRequired', { date, status })
      : t('calendar.cellNothingLogged', { date, status, required })
    : required === null
      ? t('calendar.cellNoRequired', { date, status, acquired: formatCalories(day.acquired) })
      : t('calendar.cell', { date, status, acquired: formatCalories(day.acquired), required });
  const label = partial ? `${judged} (${partial})` : judged;
  // Where a month starts (and on the period's first day) the cell names it: '1' alone is ambiguous.
  const month = showMonth || dayOfMonth === 1 ? SHORT_MONTH_NAMES[Number(day.date.slice(5, 7)) - 1] : null;
  return (
    <td
      className={styles.cell}
      data-status={day.status}
      data-date={day.date}
      data-today={isToday || undefined}
      data-month-start={month ? true : undefined}
      data-partial={partial ? true : undefined}
      title={label}
    >
      <span className="visually-hidden">{label}</span>
      <span className={styles.cellContent} aria-hidden="true">
        {month ? <span className={styles.monthName}>{month}</span> : null}
        <span className={styles.dayNumber}>{dayOfMonth}</span>
        <span className={styles.statusIcon} />
        <span className={styles.kcal}>{logged ? formatCalories(day.acquired) : ''}</span>
      </span>
    </td>
  );
}
