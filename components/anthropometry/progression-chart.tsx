'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DrawingOnDemand } from '@/components/charts/drawing-on-demand';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import { assessBodyFat } from '@/lib/rules/anthropometry/body-fat';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import { describePersonOn } from '@/lib/rules/anthropometry/person';
import type { Sex } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';

const SERIES = ['weight', 'fat', 'waist'] as const;
type Series = (typeof SERIES)[number];
// The drawing (recharts) loads when it is about to be seen; the table below says the same in text from the
// start.
const loadProgressionDrawing = () =>
  import('./progression-drawing').then((module) => module.ProgressionDrawing);

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
          <div className={styles.chart} data-testid="progression-chart" data-points={points.length}>
            <DrawingOnDemand load={loadProgressionDrawing} height={260} props={{ points, label }} />
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
