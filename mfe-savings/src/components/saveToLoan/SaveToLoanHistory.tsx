// Save-to-loan's history page by page (`save_loan/transactions/{id}`, the id being the member's plan), read again
// whenever the tab's figures are; before there is a plan, the latest rows `save_to_loan_all_api` gave (none).
import type { Loadable } from '@coop/shared';
import type { SaveToLoanAllReply } from '@coop/api/contract';
import { saveToLoanApi } from '../../features/saveToLoan/api';
import { PagedTransactions } from '../plan/PagedTransactions';
import { TransactionsTable } from '../plan/TransactionsTable';

const CAPTION = 'Save to loan transactions';

export interface SaveToLoanHistoryProps {
  planId: number | null;
  latest: Loadable<SaveToLoanAllReply>;
  onRetry: () => void;
}

export function SaveToLoanHistory({ planId, latest, onRetry }: SaveToLoanHistoryProps) {
  // the tab's balance moves with every payment in or out: the history reads again with it
  const version = latest.data?.[2] ?? '';
  if (planId !== null) return <PagedTransactions caption={CAPTION} load={(page) => saveToLoanApi.transactions(planId, page)} reloadKey={`${planId}:${version}`} />;
  return <TransactionsTable caption={CAPTION} loading={latest.loading} error={latest.error} rows={latest.data?.[3] ?? null} onRetry={onRetry} />;
}
