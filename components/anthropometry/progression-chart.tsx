'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import { describePersonOn } from '@/lib/rules/anthropometry/assessment';
import { assessBodyFat } from '@/lib/rules/anthropometry/body-fat';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import type { Sex } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';
import { createTensionCurve } from './tension-curve';
import { computeValueAxis } from './value-axis';

const SERIES = ['weight', 'fat', 'waist'] as const;
type Series = (typeof SERIES)[number];
const curve = createTensionCurve();

export interface ProgressionChartProps {
  records: readonly AnthropometricRecord[];
  equation: FatEquation;
  birthDate: string | null;
  gender: Sex | null;
}

function readSeriesValue(
  series: Series,
  record: AnthropometricRecord,
  props: ProgressionChartProps,
): number | null {
  if (series === 'weight') return record.weight;
  if (series === 'waist') return record.waist_circumference;
  const person = describePersonOn(props.birthDate, props.gender, record.date);
  return assessBodyFat(props.equation, record, person).fatPercent;
}

/** The records' weight, body fat % (the preferred equation) or waist over their dates, oldest first. */
export function ProgressionChart(props: ProgressionChartProps) {
  const t = useTranslations('Anthropometry.chart');
  const [series, setSeries] = useState<Series>('weight');
  const points = [...props.records]
    .reverse()
    .map((record) => ({
      date: formatIsoDateToBr(record.date),
      value: readSeriesValue(series, record, props),
    }))
    .filter((point): point is { date: string; value: number } => point.value !== null)
    .map((point) => ({ ...point, value: Math.round(point.value * 10) / 10 }));
  const label = t(series);

  return (
    <Card as="section" title={t('title')}>
      <Select
        label={t('series')}
        value={series}
        onChange={(event) => setSeries(event.target.value as Series)}
        options={SERIES.map((key) => ({ value: key, label: t(key) }))}
      />
      {props.records.length < 2 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : points.length < 2 ? (
        <p className={styles.muted}>{t('noValues')}</p>
      ) : (
        <>
          <div
            className={styles.chart}
            aria-hidden="true"
            data-testid="progression-chart"
            data-points={points.length}
          >
            <ResponsiveContainer width="100%" height={260}>
              <LineChart
                accessibilityLayer={false}
                data={points}
                margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" tick={{ fontSize: 12 }} />
                <YAxis
                  {...computeValueAxis(points.map((point) => point.value))}
                  tick={{ fontSize: 12 }}
                  width={40}
                />
                <Tooltip formatter={(value) => [formatDecimal(Number(value)), label]} />
                <Line
                  type={curve}
                  dataKey="value"
                  name={label}
                  stroke="#e91e63"
                  strokeWidth={2}
                  dot={{ r: 4 }}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <table className="visually-hidden">
            <caption>{t('tableCaption', { series: label })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('value')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date}>
                  <td>{point.date}</td>
                  <td>{formatDecimal(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
