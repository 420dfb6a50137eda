'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { createTensionCurve } from '@/components/anthropometry/tension-curve';
import { computeValueAxis } from '@/components/anthropometry/value-axis';
import { PartialNote } from '@/components/nutrients/partial-note';
import type { Progress } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatCalories, formatDecimal } from '@/lib/format/numbers';
import styles from './progress.module.css';

const curve = createTensionCurve();
const shortDate = (date: string) => formatIsoDateToBr(date).slice(0, 5);

function ChartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table that says what the chart draws, for screen readers (and anyone who opens it). */
function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  /** Each row starts with its own label (the key); a cell may carry a note under its value. */
  rows: [string, ...ReactNode[]][];
}) {
  const t = useTranslations('Progress');
  return (
    <details className={styles.details}>
      <summary>{t('showTable')}</summary>
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
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function WeeklyAdherenceChart({ weeks }: { weeks: Progress['weeks'] }) {
  const t = useTranslations('Progress.weekly');
  const data = weeks.map((week) => ({ week: shortDate(week.start_date), value: week.adherence_percentage }));
  return (
    <ChartSection id="progress-weekly-title" title={t('title')}>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <LineChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" tick={{ fontSize: 12 }} />
            <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} width={44} />
            <Tooltip formatter={(value) => [`${value}%`, t('percentage')]} />
            <Line type={curve} dataKey="value" stroke="#e91e63" strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <DataTable
        caption={t('caption')}
        headers={[t('week'), t('percentage')]}
        rows={weeks.map((week) => [
          `${formatIsoDateToBr(week.start_date)} – ${formatIsoDateToBr(week.end_date)}`,
          week.adherence_percentage === null
            ? t('noData')
            : `${week.adherence_percentage}% (${week.followed_days}/${week.days})`,
        ])}
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

/** The consumed line's point: a ringed '*' on a partial day, no dot on the others. */
function ConsumedDot({ cx, cy, payload }: { cx?: number; cy?: number; payload?: { partial: boolean } }) {
  if (!payload?.partial || cx === undefined || cy === undefined) return <g />;
  return (
    <g data-partial-dot="">
      <circle cx={cx} cy={cy} r={6} fill="#fff" stroke="#e91e63" strokeWidth={2} />
      <text x={cx} y={cy + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill="#e91e63">
        *
      </text>
    </g>
  );
}

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
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          <LineChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tick={{ fontSize: 12 }} width={48} />
            <Tooltip />
            <Legend />
            <Line
              dataKey="consumed"
              name={t('consumed')}
              stroke="#e91e63"
              dot={(props) => <ConsumedDot key={props.index} {...props} />}
              activeDot={false}
              isAnimationActive={false}
            />
            {/* A new plan or measurement changes the requirement from one day to the next: a step, not a slope. */}
            <Line
              type="stepAfter"
              dataKey="required"
              name={t('required')}
              stroke="#555"
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
            />
            {energyTarget === null ? null : (
              <Line
                dataKey="target"
                name={tGoals('energyTarget')}
                stroke="#2e7d32"
                strokeDasharray="2 3"
                dot={false}
                isAnimationActive={false}
              />
            )}
          </LineChart>
        </ResponsiveContainer>
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
        rows={days.map((day) => [
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
        ])}
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
          <div className={styles.chart} aria-hidden="true">
            <ResponsiveContainer width="100%" height={220}>
              <LineChart
                accessibilityLayer={false}
                data={data}
                margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" tick={{ fontSize: 12 }} />
                <YAxis
                  {...computeValueAxis([
                    ...weights.map((entry) => entry.weight),
                    ...(target ? [target.weight] : []),
                  ])}
                  tick={{ fontSize: 12 }}
                  width={40}
                />
                <Tooltip />
                <Line
                  type={curve}
                  dataKey="weight"
                  name={t('weight')}
                  stroke="#e91e63"
                  strokeWidth={2}
                  isAnimationActive={false}
                />
                {target ? <ReferenceLine y={target.weight} stroke="#2e7d32" strokeDasharray="2 3" /> : null}
              </LineChart>
            </ResponsiveContainer>
          </div>
          <DataTable
            caption={t('caption')}
            headers={[t('date'), t('weight')]}
            rows={weights.map((entry) => [formatIsoDateToBr(entry.date), formatDecimal(entry.weight)])}
          />
        </>
      )}
    </ChartSection>
  );
}
