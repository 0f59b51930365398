// A list read one numbered page at a time with useLoad (a member's transactions, a loan's repayments): its loading,
// error and empty states, the table, and the pages under it. The page on show is the caller's (`page`,
// `onPageChange`), so it keys the load; the reply says which page it is and how many there are.
import type { Key, ReactNode } from 'react';
import { LoadState } from './LoadState';
import { Pagination } from './Pagination';
import { Table, type TableColumn } from './Table';

/** a numbered page as the member lists send it */
export interface NumberedPage<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
}

export interface PagedTableProps<Row> {
  /** what useLoad answers for the page */
  load: { status: 'idle' | 'loading' | 'ready' | 'error'; message?: string; data?: NumberedPage<Row>; retry: () => void };
  page: number;
  onPageChange: (page: number) => void;
  /** names the table; the pages are named after it ("… pages") */
  caption: string;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
  loadingLabel: string;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  /** the pages' accessible name when it is not "<caption> pages" */
  pagesLabel?: string;
}

export function PagedTable<Row>({ load, page, onPageChange, caption, hideCaption, columns, rowKey, loadingLabel, emptyTitle, emptyDescription, pagesLabel }: PagedTableProps<Row>) {
  const loading = load.status === 'loading';
  const rows = load.data?.data ?? [];
  return (
    <LoadState
      loading={loading}
      error={load.status === 'error' ? (load.message ?? null) : null}
      empty={rows.length === 0}
      loadingLabel={loadingLabel}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
      onRetry={load.retry}
      hasData={load.data !== undefined}
    >
      <Table caption={caption} hideCaption={hideCaption} columns={columns} rows={rows} rowKey={rowKey} />
      <Pagination page={load.data?.current_page ?? page} lastPage={load.data?.last_page ?? 1} onPageChange={onPageChange} disabled={loading} label={pagesLabel ?? `${caption} pages`} />
    </LoadState>
  );
}
