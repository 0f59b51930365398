// "Repayment Transactions" (facts §3.7, §3.8): TRANSACTION ID (SES{id}), AMOUNT REPAID, Payment Method ("Loan
// Disbursement" for Bank, "Loan Repayment" otherwise), DATE; paginated.
import { useState } from 'react';
import { formatDateTime, formatNaira, PagedTable, type TableColumn, useLoad } from '@coop/shared';
import type { LoanRepaymentRow } from '@coop/api/contract';
import { loansApi } from '../features/loans/api';
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
  return (
    <PagedTable load={history} page={page} onPageChange={setPage} caption="Repayment Transactions" pagesLabel="Repayment transactions pages" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the repayment transactions…" emptyTitle="No Record Found" emptyDescription="The disbursement and each repayment will show here." />
  );
}
