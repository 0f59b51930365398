// A package's history (facts §3.3 "Latest Transactions"): ID `Fin{id}`, AMOUNT, TYPE (credit or debit), DATE, newest
// first, and what each movement was (the server's description).
import { formatDateTime, formatNaira, LoadState, Pagination, Table, type TableColumn } from '@coop/shared';
import type { Paginator, SavingsTransaction } from '@coop/api/contract';

const COLUMNS: TableColumn<SavingsTransaction>[] = [
  { key: 'id', header: 'ID', render: (row) => `Fin${row.id}` },
  { key: 'amount', header: 'AMOUNT', align: 'end', nowrap: true, render: (row) => formatNaira(row.amount) },
  { key: 'type', header: 'TYPE', render: (row) => (row.transaction_type === 'credit' ? 'Credit' : 'Debit') },
  { key: 'description', header: 'DETAILS', render: (row) => row.description || row.category_label },
  { key: 'date', header: 'DATE', nowrap: true, render: (row) => formatDateTime(row.date_time) },
];

export interface TransactionsTableProps {
  caption: string;
  loading: boolean;
  error: string | null;
  rows: SavingsTransaction[] | null;
  /** paginated lists: the paginator and the page to load */
  paginator?: Paginator<SavingsTransaction> | null;
  onPage?: (page: number) => void;
  onRetry: () => void;
}

export function TransactionsTable({ caption, loading, error, rows, paginator, onPage, onRetry }: TransactionsTableProps) {
  return (
    <LoadState
      loading={loading}
      error={error}
      hasData={rows !== null}
      empty={(rows ?? []).length === 0}
      loadingLabel={`Loading ${caption.toLowerCase()}…`}
      emptyTitle="No Record Found"
      onRetry={onRetry}
    >
      <Table caption={caption} columns={COLUMNS} rows={rows ?? []} rowKey={(row) => row.id} />
      {paginator && onPage && (
        <Pagination page={paginator.current_page} lastPage={paginator.last_page} onPageChange={onPage} label={`${caption} pages`} disabled={loading} />
      )}
    </LoadState>
  );
}
