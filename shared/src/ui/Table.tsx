import { useId, useRef, type Key, type ReactNode } from 'react';
import { useScrollsSideways } from '../hooks/useScrollsSideways';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** the cell's content; defaults to `row[key]` */
  render?: (row: Row) => ReactNode;
  /** numbers and amounts align right on wide screens */
  align?: 'start' | 'end';
  /** keep the cell on one line on wide screens (dates, phone numbers, amounts) */
  nowrap?: boolean;
}

export interface TableProps<Row> {
  /** every table is named: shown above it (or only to assistive technology with `hideCaption`) */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  className?: string;
}

/**
 * A data table that becomes stacked cards under 768 px (each cell shows its column name), so nothing
 * scrolls sideways on a phone. Explicit roles keep the table semantics when CSS changes the display. A wide table
 * that scrolls inside its box on a wider screen makes the box a named, focusable region, so a keyboard can scroll it.
 */
export function Table<Row>({ caption, hideCaption = false, columns, rows, rowKey, className }: TableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scrolls = useScrollsSideways(box);
  const scrollable = scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {};
  return (
    <div ref={box} className={`${styles.wrapper} ${className ?? ''}`} {...scrollable}>
      <table className={styles.table} role="table">
        <caption id={captionId} className={`${styles.caption} ${hideCaption ? 'visually-hidden' : ''}`}>
          {caption}
        </caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={`${styles.headerCell} ${column.align === 'end' ? styles.end : ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={styles.row} role="row">
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.header}
                  className={`${styles.cell} ${column.align === 'end' ? styles.end : ''} ${column.nowrap ? styles.nowrap : ''}`}
                >
                  {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
