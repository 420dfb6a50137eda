import { useTranslations } from 'next-intl';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import styles from './table.module.css';

/**
 * Where a column's cell goes when the table is narrower than 40rem and each row becomes a card:
 * 'title' (the row header, first and bold), 'media' (a picture beside the title), 'actions' (buttons or
 * links at the title's right), 'line' (a labelled line under the title: 'Marca  Nestlé'), or 'hidden'
 * (left out of the card; still read in the table on wide screens).
 */
export type TableCardSlot = 'title' | 'media' | 'actions' | 'line' | 'hidden';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Keeps the header for screen readers only, e.g. an image or an action column. */
  hideHeader?: boolean;
  /** Marks this column's cells as the row's header (th scope="row"), usually the name. */
  rowHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  width?: string;
  /** Its place in the narrow card; by default the row header is the 'title', any other column a 'line'. */
  card?: TableCardSlot;
  /** The label of a 'line' in the card when the header is not plain text. */
  cardLabel?: string;
  /** Keeps the cell on one line (numbers with units, dates). */
  nowrap?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  caption?: ReactNode;
  /** Keeps the caption for screen readers only when a visible heading already names the table. */
  hideCaption?: boolean;
  /** Shown in place of the rows when there are none; defaults to 'Nenhum item encontrado.'. */
  empty?: ReactNode;
  className?: string;
}

const ALIGN_CLASSES = { start: '', center: styles.center, end: styles.end } as const;
const SLOT_CLASSES: Record<TableCardSlot, string | undefined> = {
  title: styles.slotTitle,
  media: styles.slotMedia,
  actions: styles.slotActions,
  line: styles.slotLine,
  hidden: styles.slotHidden,
};

function labelOf<Row>(column: TableColumn<Row>): string | undefined {
  return column.cardLabel ?? (typeof column.header === 'string' ? column.header : undefined);
}

function slotOf<Row>(column: TableColumn<Row>): TableCardSlot {
  return column.card ?? (column.rowHeader ? 'title' : 'line');
}

/**
 * A semantic table described by columns, so every list screen shares headers, alignment and emptiness.
 * In a container narrower than 40rem (a phone) each row is drawn as a card: the title first, the other
 * columns as labelled lines, the actions beside the title; it stays the same table for assistive
 * technology, so nothing scrolls sideways and no screen needs its own narrow layout.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption,
  empty,
  className,
}: TableProps<Row>) {
  const t = useTranslations('Ui.Table');
  const hasMedia = columns.some((column) => slotOf(column) === 'media');
  return (
    <div className={[styles.wrapper, className ?? ''].filter(Boolean).join(' ')}>
      <table className={styles.table} data-media={hasMedia || undefined}>
        {caption ? (
          <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={ALIGN_CLASSES[column.align ?? 'start']}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={styles.emptyRow}>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {empty ?? <EmptyState title={t('empty')} headingLevel={3} />}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  const slot = slotOf(column);
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={[
                        ALIGN_CLASSES[column.align ?? 'start'],
                        SLOT_CLASSES[slot],
                        column.nowrap ? styles.nowrap : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      data-label={slot === 'line' ? labelOf(column) : undefined}
                    >
                      <span className={styles.cellValue}>{column.cell(row, index)}</span>
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
