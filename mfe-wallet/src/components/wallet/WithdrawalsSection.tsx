import { useState } from 'react';
import { Button, formatDateTime, formatNaira, Pagination, Table, type TableColumn, LoadState, Section, useLoad } from '@coop/shared';
import type { Withdrawal } from '@coop/api/contract';
import { withdrawalApi } from '../../features/withdrawal/api';
import { WithdrawalStatusBadge } from '../WithdrawalStatusBadge';
import { WithdrawalDetailDialog } from './WithdrawalDetailDialog';

export const NO_WITHDRAWALS = 'You have not made any withdrawals yet';

/** The member's withdrawals with their status; each opens its timeline. Read again whenever `readKey` changes. */
export function WithdrawalsSection({ readKey, onSettled }: { readKey: string; onSettled: () => void }) {
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => withdrawalApi.list(page, signal), `withdrawals-${page}-${readKey}`);
  const loading = list.status === 'loading';
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.data ?? [];

  const columns: TableColumn<Withdrawal>[] = [
    { key: 'reference', header: 'REFERENCE' },
    { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
    { key: 'bank', header: 'BANK', render: (row) => `${row.bank_name} · ${row.account_no}` },
    { key: 'status', header: 'STATUS', render: (row) => <WithdrawalStatusBadge status={row.status} /> },
    { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.created_at), nowrap: true },
    {
      key: 'action',
      header: 'ACTION',
      render: (row) => (
        <Button variant="ghost" onClick={() => setOpenId(row.id)} aria-label={`View withdrawal ${row.reference}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Section title="Withdrawals">
      <LoadState
        loading={loading}
        error={list.status === 'error' ? list.message : null}
        hasData={list.data !== undefined}
        empty={rows.length === 0}
        loadingLabel="Loading your withdrawals…"
        emptyTitle={NO_WITHDRAWALS}
        onRetry={list.retry}
      >
        <Table caption="Withdrawals" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Pagination page={list.data?.current_page ?? page} lastPage={list.data?.last_page ?? 1} onPageChange={setPage} label="Withdrawals pages" disabled={loading} />
      </LoadState>
      <WithdrawalDetailDialog id={openId} onSettled={onSettled} onClose={() => setOpenId(null)} />
    </Section>
  );
}
