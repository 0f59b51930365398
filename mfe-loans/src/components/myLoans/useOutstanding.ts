// What is still owed, read fresh each time a repayment dialog opens (facts §2.6: `loanBalance/{id}`, "checked before
// repayment"). Business finance has no balance call and is open to non-members, who cannot reach loanBalance: its
// row is read again from `business_view_loan` (disbursed and completed business finance).
import { useLoad } from '@coop/shared';
import { loansApi } from '../../features/loans/api';

export const NOT_BEING_REPAID = 'This business finance is no longer being repaid';

async function businessOutstanding(id: number, signal: AbortSignal): Promise<string> {
  const row = (await loansApi.businessFinanced(signal)).find((r) => r.id === id);
  if (!row) throw new Error(NOT_BEING_REPAID);
  return row.outstanding;
}

export function useOutstanding(loanId: number, business: boolean, open: boolean) {
  return useLoad(
    async (signal) => (business ? businessOutstanding(loanId, signal) : (await loansApi.loanBalance(loanId, signal)).balance),
    `outstanding-${business ? 'business' : 'loan'}-${loanId}`,
    open,
  );
}
