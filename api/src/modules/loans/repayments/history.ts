// A loan's repayment history (`loanRepaymentsDetails/{id}`, `business_repayment_details/{id}`): the postings of its
// receivable account, newest first, read by entry number like every ledger history (no count over the history).
// The disbursement shows as payment method "Bank" ("Loan Disbursement"), each repayment with how it was paid.
import { inArray } from 'drizzle-orm';
import type { LoanRepaymentRow, LoanRepaymentsPage } from '../../../contract';
import type { Executor } from '../../../db/client';
import { ledgerTransfers, type Loan } from '../../../db/schema';
import { paginator } from '../../../http/pagination';
import { accountStatement, findMemberAccount, loanReceivableAccountKind, transferMetadata } from '../../../ledger';
import { formatKobo } from '../../../money/money';

export async function repaymentHistory(executor: Executor, loan: Loan, request: { page: number; perPage: number; path: string }): Promise<LoanRepaymentsPage> {
  const account = await findMemberAccount(executor, loan.userId, loanReceivableAccountKind(loan.id));
  if (!account) return paginator([], 0, request);
  const statement = await accountStatement(executor, account.id, { page: request.page, perPage: request.perPage, order: 'desc' });
  const settlements = await transferMetadata(executor, statement.rows.map((r) => r.transfer_id));
  const paymentRefs = [...settlements.values()].map((m) => m.repayment_reference).filter((r): r is string => typeof r === 'string');
  const methods = new Map<string, string>();
  if (paymentRefs.length) {
    const rows = await executor
      .select({ reference: ledgerTransfers.reference, method: ledgerTransfers.metadata })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.reference, paymentRefs));
    for (const r of rows) methods.set(r.reference, String((r.method as Record<string, unknown> | null)?.payment_method ?? 'Wallet'));
  }
  const rows = statement.rows.map((row): LoanRepaymentRow => {
    const meta = settlements.get(row.transfer_id) ?? {};
    const reference = typeof meta.repayment_reference === 'string' ? meta.repayment_reference : row.reference;
    const disbursement = row.amount > 0n;
    return {
      id: row.posting_id,
      repayment_amount: formatKobo(disbursement ? loan.amountKobo : -row.amount),
      payment_method: disbursement ? 'Bank' : (methods.get(reference) ?? 'Wallet').toLowerCase(),
      trans_date: row.created_at.toISOString(),
      reference,
    };
  });
  return paginator(rows, statement.total, request);
}
