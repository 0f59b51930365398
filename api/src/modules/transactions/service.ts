// A member's transactions: every money movement across all their accounts, from the ledger, newest first,
// in the original's categories (facts §4.6) and seen from the member's side.
import { inArray, sql } from 'drizzle-orm';
import type { Paginator, TransactionRow } from '../../contract';
import type { Executor } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { paginator } from '../../http/pagination';
import { MEMBER_ACCOUNT_KIND, transfersForUser, type UserTransferRow } from '../../ledger';
import { formatKobo } from '../../money/money';
import { categoryOf, kindsOfCategory, transactionLabel } from './categories';
import type { DateRange } from './dateRange';

export interface TransactionsRequest {
  page: number;
  perPage: number;
  range: DateRange;
  category?: number;
}

interface TransferFacts {
  paymentMethod: string | null;
  /** kobo: Σ of the transfer's positive postings */
  gross: bigint;
}

/** payment methods (of the rows, and of the originals reversals undo) and gross amounts, in one query */
async function transferFacts(executor: Executor, ids: number[]): Promise<Map<number, TransferFacts>> {
  if (!ids.length) return new Map();
  const rows = await executor
    .select({
      id: ledgerTransfers.id,
      paymentMethod: sql<string | null>`${ledgerTransfers.metadata}->>'payment_method'`,
      gross: sql<string>`(SELECT coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text FROM ledger_postings p WHERE p.transfer_id = "ledger_transfers"."id")`,
    })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.id, ids));
  return new Map(rows.map((r) => [Number(r.id), { paymentMethod: r.paymentMethod, gross: BigInt(r.gross) }]));
}

/**
 * Direction and amount for the member:
 *  - money in or out of their accounts: the net, by its sign;
 *  - a move between their own accounts (net 0): the amount moved, a credit when it went into a product and a
 *    debit when it came back to the wallet (the original's "Regular Savings" / "Savings Withdrawal");
 *  - a transfer naming them without touching their accounts (a fee paid straight by card): a debit of its gross.
 */
function sideOf(row: UserTransferRow, gross: bigint): { type: 'credit' | 'debit'; amount: bigint } {
  if (!row.postings.length) return { type: 'debit', amount: gross };
  if (row.net_amount > 0n) return { type: 'credit', amount: row.net_amount };
  if (row.net_amount < 0n) return { type: 'debit', amount: -row.net_amount };
  const moved = row.postings.reduce((sum, p) => (p.amount > 0n ? sum + p.amount : sum), 0n);
  const wallet = row.postings.find((p) => p.purpose === MEMBER_ACCOUNT_KIND.wallet);
  return { type: wallet && wallet.amount > 0n ? 'debit' : 'credit', amount: moved };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export async function memberTransactions(executor: Executor, userId: number, request: TransactionsRequest): Promise<Paginator<TransactionRow>> {
  const link = {
    path: '/api/transactions/details',
    page: request.page,
    perPage: request.perPage,
    query: { from: request.range.from ?? undefined, to: request.range.to ?? undefined, category: request.category?.toString() },
  };
  // the member's history index lists only member-facing kinds: without a category there is nothing to filter
  const kinds = request.category === undefined ? undefined : kindsOfCategory(request.category);
  // a category no module writes yet: nothing to list (an empty `kinds` would mean "no filter" to the ledger)
  if (kinds && !kinds.length) return { ...paginator([], 0, link), has_more: false };

  const page = await transfersForUser(executor, userId, {
    page: request.page,
    perPage: request.perPage,
    from: request.range.fromInstant,
    to: request.range.toInstant,
    kinds,
  });
  const facts = await transferFacts(executor, [
    ...page.rows.map((r) => r.id),
    ...page.rows.flatMap((r) => (r.reverses_transfer_id === null ? [] : [r.reverses_transfer_id])),
  ]);

  const data = page.rows.map((row): TransactionRow => {
    const own = facts.get(row.id);
    const { type, amount } = sideOf(row, own?.gross ?? 0n);
    const original = row.reverses_transfer_id === null ? undefined : facts.get(row.reverses_transfer_id);
    return {
      id: row.id,
      reference: row.reference,
      transaction_category: categoryOf(row.kind, row.metadata) ?? 0,
      category_label: transactionLabel(row.kind, row.metadata, type),
      transaction_type: type,
      amount: formatKobo(amount),
      payment_method: text(row.metadata.payment_method) ?? text(original?.paymentMethod) ?? '',
      description: row.description,
      status: row.status,
      entry_date: row.created_at.toISOString(),
    };
  });
  return { ...paginator(data, page.total, link), has_more: page.has_more };
}
