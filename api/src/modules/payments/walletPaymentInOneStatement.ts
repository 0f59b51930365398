// A wallet payment into one of the member's own accounts as one statement (wallet_payment, drizzle/0022 and 0028): the
// Idempotency-Key's claim, membership when the purpose is for members only, the purpose's shareholding gate, the ledger transfer and the stored reply in one round trip
// and one transaction, where the general path (withIdempotency and the purpose's apply) takes six. The purpose
// describes its transfer (`inOneStatement`, ./purposes.ts) and the request gives its reply with the balance left out.
// Whatever this path does not answer itself (no amount, a key whose holder's lock ran out or that was released in
// between) returns null, and the caller takes the general path, which answers it as it always has.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { forbidden, unprocessable } from '../../http/errors';
import { answerTakenKey, recordRefusal, releaseClaim, storableAppError, type IdempotencyClaim, type IdempotentResult, type KeyRow } from '../../idempotency/withIdempotency';
import { MEMBER_ACCOUNT_KIND, memberAccount, memberHistoryKind, refusedTransfer, retryingAborted } from '../../ledger';
import { jsonText, preparedRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import type { PaymentPurpose, TakenPayment, WalletPaymentInOneStatement } from './purposes';
import { isMembersOnly, membersOnlyMessage } from './purposeGate';
import { newChargeReference } from './references';
import { insufficientBalanceMessage } from './takenPayment';

export interface ReplyWithoutBalance<Reply> {
  status: number;
  body: Reply;
  /** the body's key for the credited account's balance right after the payment, written as formatKobo writes it */
  balanceKey: keyof Reply & string;
}

/** what the statement answers: the state, the balance after a payment made, and the rest only when it was not made */
interface Outcome {
  state: string;
  balance_after: string | null;
  detail: Detail | null;
}

interface Detail {
  gate_minimum: string | null;
  short_account: string | null;
  short_balance: string | null;
  short_requested: string | null;
  missing_accounts: string | null;
  key_request_hash: string | null;
  key_status: 'in_flight' | 'done' | null;
  key_response_status: number | null;
  key_response_body: unknown;
  key_expired: boolean | null;
}

export async function walletPaymentInOneStatement<Input, Reply>(
  db: Database,
  purpose: PaymentPurpose<Input>,
  transfer: WalletPaymentInOneStatement<Input>,
  request: { userId: number; input: Input; claim: IdempotencyClaim & { lockMs: number }; reply(payment: TakenPayment): ReplyWithoutBalance<Reply> },
): Promise<IdempotentResult<Reply> | null> {
  const { userId, input, claim } = request;
  const amountKobo = await purpose.amount(db, { userId, input });
  if (amountKobo === null || amountKobo <= 0n) return null;
  const wallet = await memberAccount(db, userId, MEMBER_ACCOUNT_KIND.wallet);
  const to = await memberAccount(db, userId, transfer.accountKind);
  const reference = purpose.walletReference?.(userId) ?? newChargeReference(purpose.name, userId);
  const payment: TakenPayment = {
    userId,
    purpose: purpose.name,
    amountKobo,
    reference,
    paymentMethod: 'Wallet',
    charge: null,
    transferTo: () => Promise.reject(new Error('a payment made in one statement is transferred by it')),
  };
  const reply = request.reply(payment);
  const metadata = { payment_method: 'Wallet', ...transfer.metadata?.(input) };
  const token = crypto.randomUUID();

  const [row] = await retryingAborted(() =>
    preparedRows<Outcome>(
      db,
      'wallet_payment',
      // three columns, not the function's twelve: the driver describes and parses every column of every reply
      sql`SELECT state, balance_after::text AS balance_after,
                 CASE WHEN state <> 'done' THEN jsonb_build_object('gate_minimum', gate_minimum::text, 'short_account', short_account::text,
                   'short_balance', short_balance::text, 'short_requested', short_requested::text, 'missing_accounts', missing_accounts::text,
                   'key_request_hash', key_request_hash, 'key_status', key_status, 'key_response_status', key_response_status,
                   'key_response_body', key_response_body, 'key_expired', key_expired) END AS detail
          FROM wallet_payment(${claim.scope}, ${claim.key}, ${claim.requestHash}, ${token}, ${claim.lockMs}::int,
            ${userId}::int, ${wallet}::bigint, ${to}::bigint, ${amountKobo.toString()}::bigint,
            ${reference}, ${transfer.kind}, ${transfer.description}, ${jsonText(metadata)}::jsonb, ${memberHistoryKind({ kind: transfer.kind, metadata })}::text,
            ${transfer.gate?.accountKind ?? null}::text, ${jsonText(reply.body)}::jsonb, ${reply.balanceKey}, ${isMembersOnly(purpose)}::boolean)`,
    ),
  );
  if (!row) return null;
  if (row.state === 'done') {
    const body = { ...reply.body, [reply.balanceKey]: formatKobo(toBigInt(row.balance_after)) };
    return { status: reply.status, body, replayed: false };
  }
  const detail = row.detail ?? ({} as Detail);
  switch (row.state) {
    case 'key_taken':
      return answerTakenKey(keyRow(detail), claim) as IdempotentResult<Reply> | null;
    case 'members_only':
      return refused<Reply>(db, claim, token, forbidden(membersOnlyMessage(purpose.title)));
    case 'gate':
      return refused<Reply>(db, claim, token, transfer.gate?.refusal(toBigInt(detail.gate_minimum)));
    case 'insufficient':
      if (Number(detail.short_account) === wallet) return refused<Reply>(db, claim, token, unprocessable(insufficientBalanceMessage(toBigInt(detail.short_balance))));
      break;
  }
  await releaseClaim(db, claim, token);
  throw refusedTransfer(reference, row.state, detail as unknown as Record<string, unknown>);
}

/** a business refusal is the key's answer; anything else frees the key and propagates */
async function refused<Reply>(db: Database, claim: IdempotencyClaim, token: string, error: Error | undefined): Promise<IdempotentResult<Reply>> {
  if (storableAppError(error)) return recordRefusal<Reply>(db, claim, token, error);
  await releaseClaim(db, claim, token);
  throw error ?? new Error('wallet_payment refused at a gate the purpose does not have');
}

function keyRow(row: Detail): KeyRow {
  return {
    request_hash: row.key_request_hash ?? '',
    status: row.key_status ?? 'in_flight',
    response_status: row.key_response_status,
    response_body: row.key_response_body,
    expired: row.key_expired === true,
  };
}
