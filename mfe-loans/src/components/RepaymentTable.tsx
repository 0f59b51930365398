// "Repayment Transactions" (facts §3.7, §3.8): TRANSACTION ID (SES{id}), AMOUNT REPAID, Payment Method ("Loan
// Disbursement" for Bank, "Loan Repayment" otherwise), DATE; paginated.
import { useState } from 'react';
import { formatDateTime, formatNaira, LoadState, Pagination, Table, useLoad, type TableColumn } from '@coop/shared';
import type { LoanRepaymentRow } from '@coop/api/contract';
import { loansApi } from '../features/api';
import { useLoansVersion } from './useCall';

const COLUMNS: TableColumn<LoanRepaymentRow>[] = [
  { key: 'id', header: 'TRANSACTION ID', render: (r) => `SES${r.id}`, nowrap: true },
  { key: 'amount', header: 'AMOUNT REPAID', render: (r) => formatNaira(r.repayment_amount), align: 'end', nowrap: true },
  { key: 'method', header: 'Payment Method', render: (r) => (r.payment_method === 'Bank' ? 'Loan Disbursement' : 'Loan Repayment') },
  { key: 'date', header: 'DATE', render: (r) => formatDateTime(r.trans_date), nowrap: true },
];

export function RepaymentTable({ loanId, business }: { loanId: number; business?: boolean }) {
  const version = useLoansVersion();
  const [page, setPage] = useState(1);
  const history = useLoad((signal) => loansApi.repayments(loanId, page, Boolean(business), signal), `repayments-${loanId}-${page}-${version}`);
  const rows = history.data?.data ?? [];
  return (
    <LoadState
      loading={history.status === 'loading'}
      error={history.status === 'error' ? history.message : null}
      empty={rows.length === 0}
      loadingLabel="Loading the repayment transactions…"
      emptyTitle="No Record Found"
      emptyDescription="The disbursement and each repayment will show here."
      onRetry={history.retry}
      hasData={history.data !== undefined}
    >
      <Table caption="Repayment Transactions" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />
      <Pagination page={history.data?.current_page ?? page} lastPage={history.data?.last_page ?? 1} onPageChange={setPage} disabled={history.status === 'loading'} label="Repayment transactions pages" />
    </LoadState>
  );
}
