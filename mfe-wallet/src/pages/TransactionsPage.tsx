// /transactions (facts §3.6): every money movement of the member, filtered by dates and category, paginated.
import { useState, type FormEvent } from 'react';
import {
  Button, formatDateTime, formatNaira, MembershipGate, Pagination, Select, Table, type TableColumn, DateRangeFields, LoadState, Page, Section, rangeError, useLoad,
} from '@coop/shared';
import type { TransactionRow } from '@coop/api/contract';
import { DirectionBadge } from '../components/DirectionBadge';
import { NO_RECORD } from '../components/wallet/WalletTable';
import { useWalletVersion } from '../features/calls';
import { EMPTY_FILTERS, transactionsApi, type TransactionsQuery } from '../features/transactions/api';
import filterStyles from '../components/Filters.module.css';

const columns: TableColumn<TransactionRow>[] = [
  { key: 'id', header: 'I.D', render: (row) => `Fin${row.id}`, nowrap: true },
  { key: 'type', header: 'TYPE', render: (row) => row.category_label },
  { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'payment_method', header: 'PAYMENT METHOD' },
  { key: 'transaction', header: 'TRANSACTION', render: (row) => <DirectionBadge type={row.transaction_type} status={(row as TransactionRow & { status?: string }).status} /> },
  { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.entry_date), nowrap: true },
];

function Transactions() {
  const version = useWalletVersion();
  // each Apply reads again, even with the same filters
  const [asked, setAsked] = useState<{ query: TransactionsQuery; n: number }>({ query: { page: 1, ...EMPTY_FILTERS }, n: 0 });
  const query = asked.query;
  const setQuery = (next: TransactionsQuery) => setAsked((a) => ({ query: next, n: a.n + 1 }));
  const state = useLoad((signal) => transactionsApi.list(query, signal), `transactions-${asked.n}-${version}`);
  const loading = state.status === 'loading';
  const [from, setFrom] = useState<string>(EMPTY_FILTERS.from);
  const [to, setTo] = useState<string>(EMPTY_FILTERS.to);
  const [category, setCategory] = useState<string>(EMPTY_FILTERS.category);
  const [error, setError] = useState<string | undefined>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const backwards = rangeError(from, to);
    setError(backwards);
    if (backwards) return;
    setQuery({ page: 1, from, to, category });
  };

  const clear = () => {
    setFrom('');
    setTo('');
    setCategory('');
    setError(undefined);
    setQuery({ page: 1, ...EMPTY_FILTERS });
  };

  const goTo = (page: number) => setQuery({ ...query, page });
  const categories = state.data?.categories ?? [];
  const rows = state.data?.data ?? [];

  return (
    <Page title="Transactions" intro="Every movement of your money across the wallet, savings, loans and shop.">
      <form className={filterStyles.filters} onSubmit={apply} aria-label="Filter transactions" noValidate>
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} error={error} />
        <Select
          label="Category"
          name="category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          placeholder="All categories"
          options={categories.map((c) => ({ value: String(c.code), label: c.label }))}
        />
        <div className={filterStyles.buttons}>
          <Button type="submit" disabled={loading}>
            Apply
          </Button>
          <Button variant="secondary" onClick={clear} disabled={loading}>
            Clear
          </Button>
        </div>
      </form>
      <Section title="Transactions Table">
        <LoadState
          loading={loading}
          error={state.status === 'error' ? state.message : null}
          hasData={state.data !== undefined}
          empty={rows.length === 0}
          loadingLabel="Loading transactions…"
          emptyTitle={NO_RECORD}
          emptyDescription={query.from || query.to || query.category ? 'Nothing matches these filters. Clear them to see everything.' : undefined}
          onRetry={state.retry}
        >
          <Table caption="Transactions Table" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
          <Pagination page={state.data?.current_page ?? query.page} lastPage={state.data?.last_page ?? 1} onPageChange={goTo} label="Transactions Table pages" disabled={loading} />
        </LoadState>
      </Section>
    </Page>
  );
}

export default function TransactionsPage() {
  return (
    <MembershipGate>
      <Transactions />
    </MembershipGate>
  );
}
