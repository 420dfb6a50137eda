'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import styles from './anthropometry.module.css';

export interface RecordListProps {
  records: readonly AnthropometricRecord[];
  fatPercentOf: (record: AnthropometricRecord) => number | null;
  onEdit: (record: AnthropometricRecord) => void;
  onDelete: (record: AnthropometricRecord) => void;
}

/** Every record, newest first, with its weight, waist and body fat, to edit or delete. */
export function RecordList({ records, fatPercentOf, onEdit, onDelete }: RecordListProps) {
  const t = useTranslations('Anthropometry.list');
  const show = (value: number | null, unit: string) =>
    value === null ? '—' : `${formatDecimal(value)} ${unit}`;
  return (
    <Card as="section" title={t('title')}>
      {records.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.records}>
          {records.map((record) => {
            const date = formatIsoDateToBr(record.date);
            return (
              <li key={record.id} className={styles.record}>
                <div className={styles.recordFacts}>
                  <strong>{date}</strong>
                  <span>
                    {t('weight')}: {show(record.weight, 'kg')}
                  </span>
                  <span>
                    {t('waist')}: {show(record.waist_circumference, 'cm')}
                  </span>
                  <span>
                    {t('fat')}: {show(fatPercentOf(record), '%')}
                  </span>
                </div>
                <div className={styles.recordActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('editLabel', { date })}
                    onClick={() => onEdit(record)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('deleteLabel', { date })}
                    onClick={() => onDelete(record)}
                  >
                    {t('delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
