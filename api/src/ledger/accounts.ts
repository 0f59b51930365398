// Ledger accounts: get-or-create (race-safe), lookups and balances.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { LedgerAccountKind } from '../db/schema';
import { AccountNotFoundError, InvalidLedgerRequestError } from './errors';
import { accountKey, knownAccountId, rememberAccountId } from './accountIdCache';
import { assertAccountKind } from './accountKinds';
import { preparedRows, queryRows, toBigInt, toId } from './sql';

export interface AccountSummary {
  id: number;
  owner_user_id: number | null;
  purpose: string;
  kind: LedgerAccountKind;
  balance: bigint;
}

/** The member's account for a purpose, created on first use. Returns its id. */
export async function memberAccount(executor: Executor, userId: number, purpose: string): Promise<number> {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new InvalidLedgerRequestError(`Invalid user id: ${userId}`);
  assertAccountKind(purpose);
  return getOrCreate(executor, userId, purpose);
}

/** The society's account for a purpose, created on first use. Returns its id. */
export async function societyAccount(executor: Executor, purpose: string): Promise<number> {
  assertAccountKind(purpose);
  return getOrCreate(executor, null, purpose);
}

async function findId(executor: Executor, ownerUserId: number | null, purpose: string): Promise<number | null> {
  const owner = ownerUserId === null ? sql`owner_user_id IS NULL` : sql`owner_user_id = ${ownerUserId}`;
  const rows = await queryRows<{ id: unknown }>(executor, sql`SELECT id FROM ledger_accounts WHERE ${owner} AND purpose = ${purpose}`);
  return rows.length ? toId(rows[0].id) : null;
}

// Look first (the common case, no write), then INSERT … ON CONFLICT DO NOTHING, then look again: a
// concurrent creator's row is visible to that last statement once its transaction has committed.
async function getOrCreate(executor: Executor, ownerUserId: number | null, purpose: string): Promise<number> {
  const key = accountKey(ownerUserId, purpose);
  const known = knownAccountId(executor, key);
  if (known !== undefined) return known;
  const id = await findOrInsert(executor, ownerUserId, purpose);
  rememberAccountId(executor, key, id);
  return id;
}

async function findOrInsert(executor: Executor, ownerUserId: number | null, purpose: string): Promise<number> {
  const existing = await findId(executor, ownerUserId, purpose);
  if (existing !== null) return existing;
  const kind: LedgerAccountKind = ownerUserId === null ? 'society' : 'member';
  const inserted = await queryRows<{ id: unknown }>(
    executor,
    sql`INSERT INTO ledger_accounts (owner_user_id, purpose, kind) VALUES (${ownerUserId}::int, ${purpose}, ${kind})
        ON CONFLICT ON CONSTRAINT ledger_accounts_owner_purpose_unique DO NOTHING RETURNING id`,
  );
  if (inserted.length) return toId(inserted[0].id);
  const raced = await findId(executor, ownerUserId, purpose);
  if (raced === null) throw new Error(`Ledger account ${ownerUserId ?? 'society'}/${purpose} vanished while being created`);
  return raced;
}

/** The member's account for a purpose without creating it (for read paths). */
export async function findMemberAccount(executor: Executor, userId: number, purpose: string): Promise<AccountSummary | null> {
  assertAccountKind(purpose);
  // every balance read and history page starts here: parsed and planned once per connection
  const rows = await preparedRows(executor, 'find_member_account', sql`SELECT id, owner_user_id, purpose, kind, balance::text AS balance FROM ledger_accounts WHERE owner_user_id = ${userId} AND purpose = ${purpose}`);
  return rows.length ? toSummary(rows[0]) : null;
}

/** Every account a member owns, by purpose. */
export async function memberAccounts(executor: Executor, userId: number): Promise<AccountSummary[]> {
  const rows = await queryRows(executor, sql`SELECT id, owner_user_id, purpose, kind, balance::text AS balance FROM ledger_accounts WHERE owner_user_id = ${userId} ORDER BY purpose`);
  return rows.map(toSummary);
}

export async function getAccount(executor: Executor, accountId: number): Promise<AccountSummary> {
  const rows = await queryRows(executor, sql`SELECT id, owner_user_id, purpose, kind, balance::text AS balance FROM ledger_accounts WHERE id = ${accountId}`);
  if (!rows.length) throw new AccountNotFoundError([accountId]);
  return toSummary(rows[0]);
}

/** The cached balance in kobo (= Σ of the account's postings). */
export async function accountBalance(executor: Executor, accountId: number): Promise<bigint> {
  return (await getAccount(executor, accountId)).balance;
}

function toSummary(row: Record<string, unknown>): AccountSummary {
  return {
    id: toId(row.id),
    owner_user_id: row.owner_user_id === null ? null : Number(row.owner_user_id),
    purpose: String(row.purpose),
    kind: row.kind as LedgerAccountKind,
    balance: toBigInt(row.balance),
  };
}
