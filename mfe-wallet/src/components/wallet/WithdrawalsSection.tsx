import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, formatDateTime, formatNaira, Pagination, Table, type TableColumn, LoadState, Section } from '@coop/shared';
import type { Withdrawal } from '@coop/api/contract';
import { selectWithdrawalList } from '../../features/withdrawal/selectors';
import { listRequested } from '../../features/withdrawal/slice';
import { WithdrawalStatusBadge } from '../WithdrawalStatusBadge';
import { WithdrawalDetailDialog } from './WithdrawalDetailDialog';

export const NO_WITHDRAWALS = 'You have not made any withdrawals yet';

/** The member's withdrawals with their status; each opens its timeline. */
export function WithdrawalsSection() {
  const list = useSelector(selectWithdrawalList);
  const dispatch = useDispatch();
  const [openId, setOpenId] = useState<number | null>(null);
  const load = (page: number) => dispatch(listRequested({ page }));
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
        loading={list.loading}
        error={list.error}
        hasData={list.data !== null}
        empty={rows.length === 0}
        loadingLabel="Loading your withdrawals…"
        emptyTitle={NO_WITHDRAWALS}
        onRetry={() => load(list.page)}
      >
        <Table caption="Withdrawals" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Pagination page={list.data?.current_page ?? list.page} lastPage={list.data?.last_page ?? 1} onPageChange={load} label="Withdrawals pages" disabled={list.loading} />
      </LoadState>
      <WithdrawalDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Section>
  );
}
