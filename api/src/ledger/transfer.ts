// The one way money moves: a balanced set of postings written under row locks on every touched account.
// Two round trips: lock + read the accounts, then one statement that writes the transfer, the new cached
// balances and the postings (with their running balance) together.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { DuplicateReferenceError, InsufficientFundsError, AccountNotFoundError, AlreadyReversedError, InvalidLedgerRequestError, UnbalancedTransferError } from './errors';
import { inTransaction, int8Array, jsonText, pgConstraint, pgErrorCode, queryRows, toBigInt, toDate, toId } from './sql';

export interface PostingInput {
  accountId: number;
  /** signed kobo, never zero: positive credits the account */
  amount: bigint;
}

export interface TransferInput {
  /** our own unique reference; a second transfer with it throws DuplicateReferenceError */
  reference: string;
  kind: string;
  /** the member concerned, if any */
  userId?: number | null;
  description: string;
  /** ≥ 2, each ≠ 0, summing to 0; applied in this order */
  postings: PostingInput[];
  /** 'pending': the postings take effect at once; postPending / voidPending settle it later */
  status?: 'posted' | 'pending';
  /** required for pending transfers: the watcher raises an alert when it passes */
  deadlineAt?: Date;
  metadata?: Record<string, unknown>;
  reversesTransferId?: number;
}

export interface TransferResult {
  id: number;
  reference: string;
  status: 'posted' | 'pending';
  createdAt: Date;
  postings: Array<{ accountId: number; amount: bigint; balanceAfter: bigint }>;
}

interface LockedAccount {
  kind: string;
  balance: bigint;
  postingCount: bigint;
  debitTotal: bigint;
  startBalance: bigint;
  requested: bigint;
}

export function validateTransfer(input: TransferInput): void {
  if (typeof input.reference !== 'string' || input.reference.length < 1 || input.reference.length > 200) {
    throw new InvalidLedgerRequestError('A transfer reference must be 1–200 characters');
  }
  if (typeof input.kind !== 'string' || !/^[a-z][a-z0-9_]{0,63}$/.test(input.kind)) {
    throw new InvalidLedgerRequestError(`Invalid transfer kind: ${JSON.stringify(input.kind)}`);
  }
  if (typeof input.description !== 'string' || input.description.length > 500) {
    throw new InvalidLedgerRequestError('A transfer description must be a string of at most 500 characters');
  }
  const status = input.status ?? 'posted';
  if (status !== 'posted' && status !== 'pending') throw new InvalidLedgerRequestError(`Invalid transfer status: ${String(status)}`);
  if (status === 'pending' && !(input.deadlineAt instanceof Date && !Number.isNaN(input.deadlineAt.getTime()))) {
    throw new InvalidLedgerRequestError('A pending transfer needs a deadlineAt');
  }
  if (status === 'posted' && input.deadlineAt !== undefined) throw new InvalidLedgerRequestError('Only pending transfers have a deadline');
  const postings = input.postings;
  if (!Array.isArray(postings) || postings.length < 2) throw new UnbalancedTransferError('A transfer needs at least two postings');
  let sum = 0n;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.accountId) || posting.accountId <= 0) throw new InvalidLedgerRequestError(`Invalid account id: ${posting.accountId}`);
    if (typeof posting.amount !== 'bigint') throw new UnbalancedTransferError('Posting amounts must be bigint kobo');
    if (posting.amount === 0n) throw new UnbalancedTransferError('A posting amount cannot be zero');
    sum += posting.amount;
  }
  if (sum !== 0n) throw new UnbalancedTransferError(`The postings sum to ${sum} kobo, not zero`, sum);
}

export async function transfer(executor: Executor, input: TransferInput): Promise<TransferResult> {
  validateTransfer(input);
  return inTransaction(executor, (tx) => lockAndWrite(tx, input));
}

async function lockAndWrite(executor: Executor, input: TransferInput): Promise<TransferResult> {
  const status = input.status ?? 'posted';
  const accountIds = [...new Set(input.postings.map((p) => p.accountId))].sort((a, b) => a - b);

  // One statement, id order: concurrent transfers over overlapping accounts queue instead of deadlocking.
  // NO KEY UPDATE (not UPDATE) so foreign-key checks from postings (KEY SHARE) do not block on it.
  const lockedRows = await queryRows(
    executor,
    sql`SELECT id, kind, balance::text AS balance, posting_count::text AS posting_count, debit_total::text AS debit_total
        FROM ledger_accounts WHERE id = ANY(${int8Array(accountIds)}::bigint[]) ORDER BY id FOR NO KEY UPDATE`,
  );
  if (lockedRows.length !== accountIds.length) {
    const found = new Set(lockedRows.map((r) => toId(r.id)));
    throw new AccountNotFoundError(accountIds.filter((id) => !found.has(id)));
  }
  const accounts = new Map<number, LockedAccount>();
  for (const row of lockedRows) {
    const balance = toBigInt(row.balance);
    accounts.set(toId(row.id), {
      kind: String(row.kind),
      balance,
      startBalance: balance,
      postingCount: toBigInt(row.posting_count),
      debitTotal: toBigInt(row.debit_total),
      requested: 0n,
    });
  }
  for (const p of input.postings) if (p.amount < 0n) accounts.get(p.accountId)!.requested -= p.amount;

  const postings: TransferResult['postings'] = [];
  const entryNos: bigint[] = [];
  const debitsAfter: bigint[] = [];
  let shortfall: { accountId: number; account: LockedAccount } | null = null;
  for (const p of input.postings) {
    const account = accounts.get(p.accountId)!;
    account.balance += p.amount;
    account.postingCount += 1n;
    if (p.amount < 0n) account.debitTotal -= p.amount;
    // every running balance of a member account stays ≥ 0, not only the final one
    if (account.kind === 'member' && account.balance < 0n && !shortfall) shortfall = { accountId: p.accountId, account };
    postings.push({ accountId: p.accountId, amount: p.amount, balanceAfter: account.balance });
    entryNos.push(account.postingCount);
    debitsAfter.push(account.debitTotal);
  }
  if (shortfall) {
    // a retried request whose first attempt went through should hear "duplicate", not "insufficient"
    const existing = await queryRows(executor, sql`SELECT 1 FROM ledger_transfers WHERE reference = ${input.reference}`);
    if (existing.length) throw new DuplicateReferenceError(input.reference);
    throw new InsufficientFundsError(shortfall.accountId, shortfall.account.startBalance, shortfall.account.requested);
  }

  const ids = [...accounts.keys()];
  const state = ids.map((id) => accounts.get(id)!);
  let written: Record<string, unknown>[];
  try {
    written = await queryRows(
      executor,
      sql`WITH ts AS MATERIALIZED (SELECT clock_timestamp() AS at),
        t AS (
          INSERT INTO ledger_transfers (reference, kind, status, user_id, description, reverses_transfer_id, metadata, created_at, deadline_at, posted_at)
          SELECT ${input.reference}, ${input.kind}, ${status}::text, ${input.userId ?? null}::int, ${input.description},
                 ${input.reversesTransferId ?? null}::bigint, ${jsonText(input.metadata ?? {})}::jsonb, ts.at,
                 ${input.deadlineAt ? input.deadlineAt.toISOString() : null}::timestamptz,
                 CASE WHEN ${status}::text = 'posted' THEN ts.at END
          FROM ts
          ON CONFLICT (reference) DO NOTHING
          RETURNING id, created_at
        ),
        acc AS (
          UPDATE ledger_accounts a
          SET balance = v.balance, posting_count = v.posting_count, debit_total = v.debit_total
          FROM t, unnest(${int8Array(ids)}::bigint[], ${int8Array(state.map((s) => s.balance))}::bigint[],
                         ${int8Array(state.map((s) => s.postingCount))}::bigint[], ${int8Array(state.map((s) => s.debitTotal))}::bigint[])
               AS v(id, balance, posting_count, debit_total)
          WHERE a.id = v.id
          RETURNING a.id
        ),
        p AS (
          INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
          SELECT t.id, v.account_id, v.amount, v.balance_after, v.entry_no, v.debits_after, t.created_at
          FROM t, unnest(${int8Array(postings.map((p) => p.accountId))}::bigint[], ${int8Array(postings.map((p) => p.amount))}::bigint[],
                         ${int8Array(postings.map((p) => p.balanceAfter))}::bigint[], ${int8Array(entryNos)}::bigint[],
                         ${int8Array(debitsAfter)}::bigint[])
               WITH ORDINALITY AS v(account_id, amount, balance_after, entry_no, debits_after, ord)
          ORDER BY v.ord
          RETURNING id
        )
        SELECT t.id, t.created_at, (SELECT count(*) FROM acc)::int AS accounts, (SELECT count(*) FROM p)::int AS postings FROM t`,
    );
  } catch (error) {
    throw translateWriteError(error, input, accounts);
  }
  if (!written.length) throw new DuplicateReferenceError(input.reference);
  const row = written[0];
  if (Number(row.accounts) !== ids.length || Number(row.postings) !== postings.length) {
    throw new Error(`Transfer ${input.reference} wrote ${String(row.accounts)} accounts and ${String(row.postings)} postings`);
  }
  return { id: toId(row.id), reference: input.reference, status, createdAt: toDate(row.created_at), postings };
}

function translateWriteError(error: unknown, input: TransferInput, accounts: Map<number, LockedAccount>): unknown {
  const code = pgErrorCode(error);
  const constraint = pgConstraint(error);
  if (code === '23505' && constraint === 'ledger_transfers_reverses_unique' && input.reversesTransferId) {
    return new AlreadyReversedError(input.reversesTransferId, null);
  }
  if (code === '23514' && constraint === 'ledger_accounts_member_balance_non_negative') {
    // the safety net fired: the check above should have caught it first
    const [accountId, account] = [...accounts.entries()].find(([, a]) => a.kind === 'member' && a.balance < 0n) ?? [0, null];
    return new InsufficientFundsError(accountId, account?.startBalance ?? 0n, account?.requested ?? 0n);
  }
  return error;
}
