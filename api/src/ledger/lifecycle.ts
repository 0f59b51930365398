// Two-phase transfers (pending → posted | voided) and reversals of posted transfers. Each first locks
// the transfer row (FOR NO KEY UPDATE), so two settlements of one transfer queue and the second sees
// the first's outcome.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { TransferStatus } from '../db/schema';
import { AlreadyReversedError, NotReversibleError, TransferNotFoundError, TransferNotPendingError } from './errors';
import { REVERSAL_KIND } from './transferKinds';
import { inTransaction, queryRows, toBigInt, toId } from './sql';
import { transfer, type PostingInput, type TransferResult } from './transfer';

interface LockedTransfer {
  id: number;
  reference: string;
  kind: string;
  status: TransferStatus;
  userId: number | null;
  description: string;
  reversesTransferId: number | null;
}

async function lockTransfer(executor: Executor, transferId: number): Promise<LockedTransfer> {
  const rows = await queryRows(
    executor,
    sql`SELECT id, reference, kind, status, user_id, description, reverses_transfer_id
        FROM ledger_transfers WHERE id = ${transferId} FOR NO KEY UPDATE`,
  );
  if (!rows.length) throw new TransferNotFoundError(transferId);
  const r = rows[0];
  return {
    id: toId(r.id),
    reference: String(r.reference),
    kind: String(r.kind),
    status: r.status as TransferStatus,
    userId: r.user_id === null ? null : Number(r.user_id),
    description: String(r.description),
    reversesTransferId: r.reverses_transfer_id === null ? null : toId(r.reverses_transfer_id),
  };
}

async function postingsOf(executor: Executor, transferId: number): Promise<PostingInput[]> {
  const rows = await queryRows(executor, sql`SELECT account_id, amount::text AS amount FROM ledger_postings WHERE transfer_id = ${transferId} ORDER BY id`);
  return rows.map((r) => ({ accountId: toId(r.account_id), amount: toBigInt(r.amount) }));
}

async function resolveAlert(executor: Executor, transferId: number): Promise<void> {
  await executor.execute(sql`UPDATE ledger_alerts SET resolved_at = clock_timestamp() WHERE transfer_id = ${transferId} AND resolved_at IS NULL`);
}

/** a derived reference: readable when it fits, else built from the id */
function derivedReference(original: LockedTransfer, suffix: string): string {
  const readable = `${original.reference}:${suffix}`;
  return readable.length <= 200 ? readable : `${suffix}:${original.id}`;
}

export interface PostPendingOptions {
  /** a follow-up posted transfer, e.g. payouts_in_flight → provider_clearing once the provider confirms */
  settlePostings?: PostingInput[];
  /** default `<reference>:settlement` */
  settleReference?: string;
  /** default `<kind>_settlement` */
  settleKind?: string;
  settleDescription?: string;
  settleMetadata?: Record<string, unknown>;
}

export interface PostPendingResult {
  transferId: number;
  settlement: TransferResult | null;
}

/** pending → posted. Throws TransferNotPendingError (status 'posted' = already done) when not pending. */
export function postPending(executor: Executor, transferId: number, options: PostPendingOptions = {}): Promise<PostPendingResult> {
  return inTransaction(executor, (tx) => post(tx, transferId, options));
}

async function post(executor: Executor, transferId: number, options: PostPendingOptions): Promise<PostPendingResult> {
  const pending = await lockTransfer(executor, transferId);
  if (pending.status !== 'pending') throw new TransferNotPendingError(transferId, pending.status);
  await executor.execute(sql`UPDATE ledger_transfers SET status = 'posted', posted_at = clock_timestamp() WHERE id = ${transferId}`);
  await resolveAlert(executor, transferId);
  let settlement: TransferResult | null = null;
  if (options.settlePostings) {
    settlement = await transfer(executor, {
      reference: options.settleReference ?? derivedReference(pending, 'settlement'),
      kind: options.settleKind ?? `${pending.kind}_settlement`.slice(0, 64),
      userId: pending.userId,
      description: options.settleDescription ?? pending.description,
      postings: options.settlePostings,
      metadata: { ...options.settleMetadata, settles_transfer_id: pending.id, settles_reference: pending.reference },
    });
  }
  return { transferId, settlement };
}

export interface ReversalOptions {
  /** shown on statements; default `Reversal: <original description>` */
  description?: string;
  metadata?: Record<string, unknown>;
}

/**
 * pending → voided, plus a posted reversal that negates its postings (the money goes back).
 * Throws TransferNotPendingError (status 'voided' = already done) when not pending.
 */
export function voidPending(executor: Executor, transferId: number, reason: string, options: ReversalOptions = {}): Promise<TransferResult> {
  return inTransaction(executor, (tx) => voidIt(tx, transferId, reason, options));
}

async function voidIt(executor: Executor, transferId: number, reason: string, options: ReversalOptions): Promise<TransferResult> {
  const pending = await lockTransfer(executor, transferId);
  if (pending.status !== 'pending') throw new TransferNotPendingError(transferId, pending.status);
  await executor.execute(sql`UPDATE ledger_transfers SET status = 'voided', voided_at = clock_timestamp() WHERE id = ${transferId}`);
  await resolveAlert(executor, transferId);
  return writeReversal(executor, pending, reason, 'void', options);
}

/** A new transfer negating a posted one; once only. */
export function reverse(executor: Executor, transferId: number, reason: string, options: ReversalOptions = {}): Promise<TransferResult> {
  return inTransaction(executor, (tx) => reverseIt(tx, transferId, reason, options));
}

async function reverseIt(executor: Executor, transferId: number, reason: string, options: ReversalOptions): Promise<TransferResult> {
  const original = await lockTransfer(executor, transferId);
  if (original.status === 'pending') throw new NotReversibleError(transferId, 'it is pending: void it instead');
  if (original.status === 'voided') throw new NotReversibleError(transferId, 'it was voided');
  if (original.reversesTransferId !== null) throw new NotReversibleError(transferId, 'it is itself a reversal');
  const existing = await queryRows(executor, sql`SELECT id FROM ledger_transfers WHERE reverses_transfer_id = ${transferId}`);
  if (existing.length) throw new AlreadyReversedError(transferId, toId(existing[0].id));
  return writeReversal(executor, original, reason, 'reversal', options);
}

async function writeReversal(
  executor: Executor,
  original: LockedTransfer,
  reason: string,
  via: 'void' | 'reversal',
  options: ReversalOptions,
): Promise<TransferResult> {
  const postings = (await postingsOf(executor, original.id)).map((p) => ({ accountId: p.accountId, amount: -p.amount }));
  return transfer(executor, {
    reference: derivedReference(original, via),
    kind: REVERSAL_KIND,
    userId: original.userId,
    description: options.description ?? `Reversal: ${original.description}`.slice(0, 500),
    postings,
    reversesTransferId: original.id,
    metadata: { ...options.metadata, reason, via, reversed_reference: original.reference, reversed_kind: original.kind },
  });
}
