// A savings package's transactions (savingsTransactions, targets/transactions/{id}, save_loan/transactions/{id},
// shareHoldingsTransactions): one ledger account's postings, newest first. The ledger's statement reads a page by
// the postings' running entry numbers, so a page costs the same at 10 or 100,000 postings and the paginator's total
// is the account's last entry number (no count over the member's history).
import type { SavingsTransaction, SavingsTransactionsReply } from '../../contract';
import type { Executor } from '../../db/client';
import { paginator } from '../../http/pagination';
import { accountStatement, findMemberAccount, transferMetadata } from '../../ledger';
import { formatKobo } from '../../money/money';
import { transactionLabel } from '../transactions';

export interface HistoryPage {
  page: number;
  perPage: number;
  /** the route's own path, for the page links */
  path: string;
}

/** the newest `perPage` rows of an account (null: the member never had money there) */
export async function accountTransactions(executor: Executor, accountId: number | null, request: HistoryPage): Promise<SavingsTransactionsReply> {
  if (accountId === null) return paginator([], 0, request);
  const statement = await accountStatement(executor, accountId, { page: request.page, perPage: request.perPage, order: 'desc' });
  const metadata = await transferMetadata(executor, statement.rows.map((r) => r.transfer_id));
  const rows = statement.rows.map((row): SavingsTransaction => {
    const meta = metadata.get(row.transfer_id) ?? {};
    const type = row.amount > 0n ? 'credit' : 'debit';
    return {
      id: row.posting_id,
      reference: row.reference,
      amount: formatKobo(row.amount < 0n ? -row.amount : row.amount),
      transaction_type: type,
      date_time: row.created_at.toISOString(),
      payment_method: typeof meta.payment_method === 'string' ? meta.payment_method : 'Wallet',
      description: row.description,
      category_label: transactionLabel(row.kind, meta, type),
    };
  });
  return paginator(rows, statement.total, request);
}

/** a member's package by its ledger purpose */
export async function packageHistory(executor: Executor, userId: number, purpose: string, request: HistoryPage): Promise<SavingsTransactionsReply> {
  const account = await findMemberAccount(executor, userId, purpose);
  return accountTransactions(executor, account?.id ?? null, request);
}
