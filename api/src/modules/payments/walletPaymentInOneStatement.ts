// A wallet payment into one of the member's own accounts as one statement (wallet_payment, drizzle/0022): the
// Idempotency-Key's claim, the purpose's shareholding gate, the ledger transfer and the stored reply in one round trip
// and one transaction, where the general path (withIdempotency and the purpose's apply) takes six. The purpose
// describes its transfer (`inOneStatement`, ./purposes.ts) and the request gives its reply with the balance left out.
// Whatever this path does not answer itself (no amount, a key whose holder's lock ran out or that was released in
// between) returns null, and the caller takes the general path, which answers it as it always has.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { answerTakenKey, recordRefusal, releaseClaim, storableAppError, type IdempotencyClaim, type IdempotentResult, type KeyRow } from '../../idempotency/withIdempotency';
import { MEMBER_PURPOSE, memberAccount, memberHistoryKind, refusedTransfer, retryingAborted } from '../../ledger';
import { jsonText, preparedRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import type { PaymentPurpose, TakenPayment, WalletPaymentInOneStatement } from './purposes';
import { newChargeReference } from './references';
import { insufficientBalanceMessage } from './takenPayment';

export interface ReplyWithoutBalance<Reply> {
  status: number;
  body: Reply;
  /** the body's key for the credited account's balance right after the payment, written as formatKobo writes it */
  balanceKey: keyof Reply & string;
}

interface Outcome {
  state: string;
  balance_after: unknown;
  gate_minimum: unknown;
  short_account: unknown;
  short_balance: unknown;
  short_requested: unknown;
  missing_accounts: unknown;
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
  const wallet = await memberAccount(db, userId, MEMBER_PURPOSE.wallet);
  const to = await memberAccount(db, userId, transfer.accountPurpose);
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
      sql`SELECT state, balance_after::text AS balance_after, gate_minimum::text AS gate_minimum, short_account, short_balance::text AS short_balance,
                 short_requested::text AS short_requested, missing_accounts::text AS missing_accounts, key_request_hash, key_status,
                 key_response_status, key_response_body, key_expired
          FROM wallet_payment(${claim.scope}, ${claim.key}, ${claim.requestHash}, ${token}, ${claim.lockMs}::int,
            ${userId}::int, ${wallet}::bigint, ${to}::bigint, ${amountKobo.toString()}::bigint,
            ${reference}, ${transfer.kind}, ${transfer.description}, ${jsonText(metadata)}::jsonb, ${memberHistoryKind({ kind: transfer.kind, metadata })}::text,
            ${transfer.gate?.accountPurpose ?? null}::text, ${jsonText(reply.body)}::jsonb, ${reply.balanceKey})`,
    ),
  );
  if (!row) return null;
  switch (row.state) {
    case 'done': {
      const body = { ...reply.body, [reply.balanceKey]: formatKobo(toBigInt(row.balance_after)) };
      return { status: reply.status, body, replayed: false };
    }
    case 'key_taken':
      return answerTakenKey(keyRow(row), claim) as IdempotentResult<Reply> | null;
    case 'gate':
      return refused<Reply>(db, claim, token, transfer.gate?.refusal(toBigInt(row.gate_minimum)));
    case 'insufficient':
      if (Number(row.short_account) === wallet) return refused<Reply>(db, claim, token, unprocessable(insufficientBalanceMessage(toBigInt(row.short_balance))));
      break;
  }
  await releaseClaim(db, claim, token);
  throw refusedTransfer(reference, row.state, row as unknown as Record<string, unknown>);
}

/** a business refusal is the key's answer; anything else frees the key and propagates */
async function refused<Reply>(db: Database, claim: IdempotencyClaim, token: string, error: Error | undefined): Promise<IdempotentResult<Reply>> {
  if (storableAppError(error)) return recordRefusal<Reply>(db, claim, token, error);
  await releaseClaim(db, claim, token);
  throw error ?? new Error('wallet_payment refused at a gate the purpose does not have');
}

function keyRow(row: Outcome): KeyRow {
  return {
    request_hash: row.key_request_hash ?? '',
    status: row.key_status ?? 'in_flight',
    response_status: row.key_response_status,
    response_body: row.key_response_body,
    expired: row.key_expired === true,
  };
}
