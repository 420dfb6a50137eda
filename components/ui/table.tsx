import { useTranslations } from 'next-intl';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import styles from './table.module.css';

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

/** A semantic table described by columns, so every list screen shares headers, alignment and emptiness. */
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
  return (
    // A region the keyboard can reach: on a narrow screen the table scrolls sideways inside it, and an
    // empty table has nothing else to focus (WCAG 2.1.1, axe's scrollable-region-focusable).
    <section
      className={[styles.wrapper, className ?? ''].filter(Boolean).join(' ')}
      aria-label={typeof caption === 'string' ? caption : t('region')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
    >
      <table className={styles.table}>
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
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {empty ?? <EmptyState title={t('empty')} headingLevel={3} />}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={ALIGN_CLASSES[column.align ?? 'start']}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
