// Ledger test fixtures: members straight in the users table (FK targets) and funded wallets.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction } from '../../../src/ledger';

export async function insertMember(db: Executor): Promise<number> {
  const tag = crypto.randomBytes(5).toString('hex');
  const [row] = await db
    .insert(users)
    .values({ email: `ledger-${tag}@example.com`, passwordHash: 'fixture', firstName: 'Ledger', lastName: tag, phoneNo: '08012345678', memberStatus: true })
    .returning({ id: users.id });
  return row.id;
}

export const ref = (prefix = 'T'): string => `${prefix}-${crypto.randomBytes(8).toString('hex')}`;

/** provider_clearing → the member's wallet; returns the wallet account id */
export async function fundWallet(db: Database, userId: number, kobo: bigint, reference = ref('FUND')): Promise<number> {
  return withMoneyTransaction(db, async (tx) => {
    const wallet = await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.wallet);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    await transfer(tx, {
      reference,
      kind: 'wallet_funding',
      userId,
      description: 'Wallet funding',
      postings: [
        { accountId: clearing, amount: -kobo },
        { accountId: wallet, amount: kobo },
      ],
    });
    return wallet;
  });
}

export async function balanceOf(db: Executor, accountId: number): Promise<bigint> {
  const result = await db.execute(sql`SELECT balance::text AS balance FROM ledger_accounts WHERE id = ${accountId}`);
  return BigInt((result as unknown as { rows: Array<{ balance: string }> }).rows[0].balance);
}

export async function count(db: Executor, table: 'ledger_transfers' | 'ledger_postings' | 'ledger_accounts' | 'idempotency_keys'): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
}

export async function rawRows<T = Record<string, unknown>>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** the PostgreSQL error under drizzle's wrapper */
export function pgCause(error: unknown): { code?: string; constraint?: string; message?: string } {
  let current = error as { code?: string; cause?: unknown } | undefined;
  while (current && typeof current === 'object') {
    if (typeof current.code === 'string') return current as { code?: string; constraint?: string; message?: string };
    current = current.cause as typeof current;
  }
  return {};
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
