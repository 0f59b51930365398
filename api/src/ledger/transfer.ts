// The one way money moves: a balanced set of postings written under row locks on every touched account.
// One round trip: the request is validated here, then the database function ledger_transfer (drizzle/0017) locks the
// accounts, checks that no member account goes below zero, writes the transfer, the accounts' cached columns, the
// postings with their running balance, and the members' history entries, and answers with the outcome. It is one
// statement, so it is atomic on its own; inside the caller's transaction it is part of that transaction.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { DuplicateReferenceError, InsufficientFundsError, AccountNotFoundError, AlreadyReversedError, InvalidLedgerRequestError, UnbalancedTransferError } from './errors';
import { REVERSAL_KIND, SOCIETY_ONLY_KINDS } from './transferKinds';
import { int8Array, jsonText, pgConstraint, pgErrorCode, preparedRows, toBigInt, toDate, toId } from './sql';

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
  const status = input.status ?? 'posted';
  const amounts = input.postings.map((p) => p.amount);
  let rows: Record<string, unknown>[];
  try {
    rows = await preparedRows(
      executor,
      'ledger_transfer',
      sql`SELECT outcome, transfer_id, created_at, balances_after::text AS balances_after, missing_accounts::text AS missing_accounts,
                 short_account, short_balance::text AS short_balance, short_requested::text AS short_requested
          FROM ledger_transfer(${input.reference}, ${input.kind}, ${status}::text, ${input.userId ?? null}::int, ${input.description},
            ${input.reversesTransferId ?? null}::bigint, ${jsonText(input.metadata ?? {})}::jsonb,
            ${input.deadlineAt ? input.deadlineAt.toISOString() : null}::timestamptz,
            ${int8Array(input.postings.map((p) => p.accountId))}::bigint[], ${int8Array(amounts)}::bigint[],
            ${memberHistoryKind(input)}::text)`,
    );
  } catch (error) {
    throw translateWriteError(error, input);
  }
  const row = rows[0];
  switch (row?.outcome) {
    case 'ok': {
      const balances = bigintList(row.balances_after);
      return {
        id: toId(row.transfer_id),
        reference: input.reference,
        status,
        createdAt: toDate(row.created_at),
        postings: input.postings.map((p, i) => ({ accountId: p.accountId, amount: p.amount, balanceAfter: balances[i] })),
      };
    }
    default:
      throw refusedTransfer(input.reference, String(row?.outcome), row ?? {});
  }
}

/** the error for ledger_transfer's refusals ('duplicate', 'missing', 'insufficient') from the columns it returns them in */
export function refusedTransfer(reference: string, outcome: string, row: Record<string, unknown>): Error {
  switch (outcome) {
    case 'duplicate':
      return new DuplicateReferenceError(reference);
    case 'missing':
      return new AccountNotFoundError(bigintList(row.missing_accounts).map(Number));
    case 'insufficient':
      return new InsufficientFundsError(toId(row.short_account), toBigInt(row.short_balance), toBigInt(row.short_requested));
    default:
      return new Error(`Transfer ${reference}: unexpected outcome ${outcome}`);
  }
}

/** the kind a member's history lists the transfer under (a reversal: what it reverses), or null when it is not listed */
export function memberHistoryKind(input: Pick<TransferInput, 'kind' | 'metadata'>): string | null {
  const reversed = input.kind === REVERSAL_KIND ? input.metadata?.reversed_kind : undefined;
  const kind = typeof reversed === 'string' ? reversed : input.kind;
  return SOCIETY_ONLY_KINDS.has(kind) ? null : kind;
}

/** a PostgreSQL int8[] in its text form ("{1,2,3}") */
function bigintList(value: unknown): bigint[] {
  const text = String(value ?? '{}').replace(/[{}]/g, '');
  return text ? text.split(',').map((v) => BigInt(v)) : [];
}

function translateWriteError(error: unknown, input: TransferInput): unknown {
  const code = pgErrorCode(error);
  const constraint = pgConstraint(error);
  if (code === '23505' && constraint === 'ledger_transfers_reverses_unique' && input.reversesTransferId) {
    return new AlreadyReversedError(input.reversesTransferId, null);
  }
  // the safety net fired: ledger_transfer's own check should have refused first
  if (code === '23514' && constraint === 'ledger_accounts_member_balance_non_negative') return new InsufficientFundsError(0, 0n, 0n);
  return error;
}
