// A console list read page by page (useKeysetPages): its loading, error and empty states, the table, and "Load more"
// while the server has older rows. Every admin list of every remote shows its pages this one way.
import type { Key, ReactNode } from 'react';
import { Button } from './Button';
import { LoadState } from './LoadState';
import { Table, type TableColumn } from './Table';

/** what useKeysetPages answers, as far as showing it goes */
export interface KeysetList<Row> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  message?: string;
  data?: unknown;
  rows: Row[];
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export interface KeysetTableProps<Row> {
  list: KeysetList<Row>;
  /** names the table: for assistive technology only, unless `showCaption` */
  caption: string;
  showCaption?: boolean;
  columns: TableColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
  loadingLabel: string;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
}

export function KeysetTable<Row>({ list, caption, showCaption = false, columns, rowKey, loadingLabel, emptyTitle, emptyDescription }: KeysetTableProps<Row>) {
  const loading = list.status === 'loading';
  return (
    <>
      <LoadState
        loading={loading}
        error={list.status === 'error' ? (list.message ?? null) : null}
        hasData={list.data !== undefined}
        empty={list.rows.length === 0}
        loadingLabel={loadingLabel}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        onRetry={list.retry}
      >
        <Table caption={caption} hideCaption={!showCaption} columns={columns} rows={list.rows} rowKey={rowKey} />
      </LoadState>
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} loading={loading}>
          Load more
        </Button>
      )}
    </>
  );
}
