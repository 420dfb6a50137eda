'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Donut } from '@/components/charts/donut';
import { PartialNote } from '@/components/nutrients/partial-note';
import { formatCalories } from '@/lib/format/numbers';
import styles from './summary.module.css';

const PERIODS = [
  { key: 'morning', color: '#f2a33a' },
  { key: 'afternoon', color: '#e8437a' },
  { key: 'evening', color: '#5b4bc4' },
] as const;

type Periods = Record<(typeof PERIODS)[number]['key'], number>;

/**
 * The day's calories by period (Manhã, Tarde, Noite); the legend and a summary sentence carry the numbers for
 * everyone, and a note says when some logged foods brought no known energy to them.
 */
export function CaloriesDonut({
  periods,
  foodsWithoutEnergy,
}: {
  periods: Periods;
  foodsWithoutEnergy: number;
}) {
  const t = useTranslations('PatientSummary');
  const captionId = useId();
  const data = PERIODS.map((period) => ({ ...period, value: periods[period.key] }));
  const total = data.reduce((sum, item) => sum + item.value, 0);
  const share = (value: number) => (total > 0 ? Math.round((value / total) * 100) : 0);
  return (
    <figure className={styles.donut} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.sectionTitle}>
        {t('byPeriod')}
      </figcaption>
      {/* The legend below carries the numbers; the drawing is kept out of reach of keyboard and screen readers. */}
      <div className={styles.donutChart} inert>
        <Donut size={180} inner={55} outer={85} slices={data} />
      </div>
      <ul className={styles.legend}>
        {data.map((item) => (
          <li key={item.key} data-period={item.key}>
            <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
            <span>{t(`periods.${item.key}`)}</span>
            <strong>{t('kcal', { value: formatCalories(item.value) })}</strong>
          </li>
        ))}
      </ul>
      <PartialNote unknown={{ calories: foodsWithoutEnergy }} />
      {/* What the drawing shows and the legend does not: each period's share of the day. */}
      <p className="visually-hidden" data-testid="by-period-summary">
        {total > 0
          ? t('byPeriodSummary', {
              total: formatCalories(total),
              morning: share(periods.morning),
              afternoon: share(periods.afternoon),
              evening: share(periods.evening),
            })
          : t('byPeriodEmpty')}
      </p>
    </figure>
  );
}
