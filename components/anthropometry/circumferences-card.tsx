'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import { CIRCUMFERENCE_SITES } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';

/**
 * The latest record's circumferences, each with its change since the previous record that measured it. Before the
 * first record the seven sites are still listed, unmeasured, so the card shows what a record will hold.
 */
export function CircumferencesCard({
  records,
  actions,
}: {
  records: readonly AnthropometricRecord[];
  actions?: React.ReactNode;
}) {
  const t = useTranslations('Anthropometry');
  const [latest, ...older] = records;
  return (
    <Card as="section" title={t('current.title')} actions={actions}>
      <p className={styles.muted}>
        {latest ? t('current.measuredOn', { date: formatIsoDateToBr(latest.date) }) : t('current.empty')}
      </p>
      <dl className={styles.circumferences}>
        {CIRCUMFERENCE_SITES.map((site) => {
          const value = latest?.[site] ?? null;
          const previous = older.find((record) => record[site] !== null);
          const before = previous?.[site] ?? null;
          const difference =
            value !== null && before !== null ? Math.round((value - before) * 10) / 10 : null;
          const since = previous ? formatIsoDateToBr(previous.date) : '';
          return (
            <div key={site} className={styles.circumference}>
              <dt>{t(`circumferenceNames.${site}`)}</dt>
              <dd>
                {value === null ? t('current.notMeasured') : `${formatDecimal(value)} cm`}
                {difference === null ? null : (
                  <span
                    className={styles.delta}
                    data-direction={difference > 0 ? 'up' : difference < 0 ? 'down' : 'same'}
                  >
                    <span aria-hidden="true">
                      {difference > 0 ? '▲ +' : difference < 0 ? '▼ −' : '= '}
                      {formatDecimal(Math.abs(difference))}
                    </span>
                    <span className="visually-hidden">
                      {difference > 0
                        ? t('current.up', { value: formatDecimal(difference), date: since })
                        : difference < 0
                          ? t('current.down', { value: formatDecimal(-difference), date: since })
                          : t('current.same', { date: since })}
                    </span>
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
