import { getTranslations } from 'next-intl/server';
import { Table, type TableColumn } from '@/components/ui/table';
import type { AccessTrailEntry } from '@/lib/api/contract';
import { formatDateTimeBr } from '@/lib/format/dates';
import styles from './access-trail.module.css';

/** The trail's rows: when (dd/mm/yyyy HH:mm), who and as what, what was done, the outcome, the request. */
export async function AccessTrailTable({ rows }: { rows: readonly AccessTrailEntry[] }) {
  const t = await getTranslations('AccessTrail');
  const columns: TableColumn<AccessTrailEntry>[] = [
    {
      key: 'at',
      header: t('columns.at'),
      rowHeader: true,
      nowrap: true,
      cell: (row) => formatDateTimeBr(row.at),
    },
    {
      key: 'actor',
      header: t('columns.actor'),
      cell: (row) => `${row.actor?.name ?? t('unknownActor')} (${t(`roles.${row.actor_role}`)})`,
    },
    {
      key: 'what',
      header: t('columns.what'),
      cell: (row) =>
        t('what', { action: t(`actions.${row.action}`), resource: t(`resources.${row.resource}`) }),
    },
    {
      key: 'outcome',
      header: t('columns.outcome'),
      cell: (row) => (
        <span className={row.outcome === 'REFUSED' ? styles.refused : undefined}>
          {t(`outcomes.${row.outcome}`)}
        </span>
      ),
    },
    {
      key: 'request',
      header: t('columns.request'),
      cell: (row) => <code className={styles.request}>{row.request_id}</code>,
    },
  ];
  return (
    <Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption={t('caption')} hideCaption />
  );
}
