'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { computeValueAxis } from '@/components/anthropometry/value-axis';
import { DrawingOnDemand } from '@/components/charts/drawing-on-demand';
import { PartialNote } from '@/components/nutrients/partial-note';
import type { Progress } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatCalories, formatDecimal } from '@/lib/format/numbers';
import styles from './progress.module.css';

const shortDate = (date: string) => formatIsoDateToBr(date).slice(0, 5);

// The drawings (recharts) load when they are about to be seen, beside the text that says what they show:
// the tables and notes below each one are there from the start.
const loadWeeklyDrawing = () => import('./progress-drawings').then((module) => module.WeeklyDrawing);
const loadCaloriesDrawing = () => import('./progress-drawings').then((module) => module.CaloriesDrawing);
const loadWeightDrawing = () => import('./progress-drawings').then((module) => module.WeightDrawing);

function ChartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A table that says what the chart draws, for screen readers (and anyone who opens it). Its rows are made
 * when it is first opened: a closed table is out of sight and out of the accessibility tree, and the
 * calories table alone is one row a day (up to 180), which the page would otherwise render and hydrate.
 */
function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  /** Each row starts with its own label (the key); a cell may carry a note under its value. */
  rows: () => [string, ...ReactNode[]][];
}) {
  const t = useTranslations('Progress');
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('showTable')}</summary>
      {opened ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows().map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}

export function WeeklyAdherenceChart({ weeks }: { weeks: Progress['weeks'] }) {
  const t = useTranslations('Progress.weekly');
  const data = weeks.map((week) => ({ week: shortDate(week.start_date), value: week.adherence_percentage }));
  return (
    <ChartSection id="progress-weekly-title" title={t('title')}>
      <div className={styles.chart}>
        <DrawingOnDemand
          load={loadWeeklyDrawing}
          height={220}
          props={{ data, percentage: t('percentage') }}
        />
      </div>
      <DataTable
        caption={t('caption')}
        headers={[t('week'), t('percentage')]}
        rows={() =>
          weeks.map((week) => [
            `${formatIsoDateToBr(week.start_date)} – ${formatIsoDateToBr(week.end_date)}`,
            week.adherence_percentage === null
              ? t('noData')
              : `${week.adherence_percentage}% (${week.followed_days}/${week.days})`,
          ])
        }
      />
    </ChartSection>
  );
}

type ProgressDay = Progress['days'][number];

// A day with nothing logged is a gap in the line, not a drop to 0 kcal as if the patient had not eaten.
const isLogged = (day: ProgressDay) => day.status !== 'UNREGISTERED';
/** A judged day whose calories left foods without energy out: partial, as the calendar marks it. */
const isPartial = (day: ProgressDay) =>
  isLogged(day) && day.acquired_foods_without_energy + day.required_foods_without_energy > 0;

/** `energyTarget`: the day's energy target of her goals (kcal), drawn and listed beside the requirement. */
export function CaloriesChart({
  days,
  energyTarget = null,
}: {
  days: Progress['days'];
  energyTarget?: number | null;
}) {
  const t = useTranslations('Progress.kcal');
  const tGoals = useTranslations('ProgressGoals');
  const tStatuses = useTranslations('Progress.statuses');
  const data = days.map((day) => ({
    date: shortDate(day.date),
    consumed: isLogged(day) ? Math.round(day.acquired) : null,
    required: day.required,
    target: energyTarget,
    partial: isPartial(day),
  }));
  const partialDays = days.filter(isPartial).length;
  return (
    <ChartSection id="progress-kcal-title" title={t('title')}>
      <div className={styles.chart}>
        <DrawingOnDemand
          load={loadCaloriesDrawing}
          height={240}
          props={{
            data,
            withTarget: energyTarget !== null,
            names: { consumed: t('consumed'), required: t('required'), target: tGoals('energyTarget') },
          }}
        />
      </div>
      {partialDays > 0 ? (
        <p className={styles.chartNote} data-testid="kcal-partial-legend">
          <span aria-hidden="true">* </span>
          {t('partialLegend', { count: partialDays })}
        </p>
      ) : null}
      <DataTable
        caption={t('caption')}
        headers={[
          t('date'),
          t('consumed'),
          t('required'),
          ...(energyTarget === null ? [] : [tGoals('energyTarget')]),
        ]}
        rows={() =>
          days.map((day) => [
            formatIsoDateToBr(day.date),
            isLogged(day) ? (
              <>
                {formatCalories(day.acquired)}
                <PartialNote unknown={{ calories: day.acquired_foods_without_energy }} />
              </>
            ) : (
              tStatuses('UNREGISTERED')
            ),
            day.required === null ? (
              '—'
            ) : (
              <>
                {formatCalories(day.required)}
                <PartialNote unknown={{ calories: day.required_foods_without_energy }} />
              </>
            ),
            ...(energyTarget === null ? [] : [formatCalories(energyTarget)]),
          ])
        }
      />
    </ChartSection>
  );
}

/** `target`: the target weight of her goals and its date, drawn as a line and said under the title. */
export function WeightTrendChart({
  weights,
  target = null,
}: {
  weights: Progress['weights'];
  target?: { weight: number; date: string | null } | null;
}) {
  const t = useTranslations('Progress.weight');
  const tGoals = useTranslations('ProgressGoals');
  const data = weights.map((entry) => ({ date: formatIsoDateToBr(entry.date), weight: entry.weight }));
  return (
    <ChartSection id="progress-weight-title" title={t('title')}>
      {target ? (
        <p className={styles.chartNote} data-testid="weight-target">
          {target.date
            ? tGoals('targetWeightUntil', {
                weight: formatDecimal(target.weight),
                date: formatIsoDateToBr(target.date),
              })
            : tGoals('targetWeight', { weight: formatDecimal(target.weight) })}
        </p>
      ) : null}
      {weights.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <>
          <div className={styles.chart}>
            <DrawingOnDemand
              load={loadWeightDrawing}
              height={220}
              props={{
                data,
                axis: computeValueAxis([
                  ...weights.map((entry) => entry.weight),
                  ...(target ? [target.weight] : []),
                ]),
                target: target?.weight ?? null,
                name: t('weight'),
              }}
            />
          </div>
          <DataTable
            caption={t('caption')}
            headers={[t('date'), t('weight')]}
            rows={() => weights.map((entry) => [formatIsoDateToBr(entry.date), formatDecimal(entry.weight)])}
          />
        </>
      )}
    </ChartSection>
  );
}
