// Shared steps for the maker-checker tests: an SA, a proposal approved / rejected / cancelled through the real routes,
// a society account's balance, and settings changed the way the back office allows (proposed, then approved).
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SOCIETY_ACCOUNT_KIND, societyAccount, transfer, withMoneyTransaction } from '../../src/ledger';
import { queryRows, toBigInt } from '../../src/ledger/sql';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/testApp';
import { admin, call, member, newKey, type Member } from '../wallet/support/money';

export const sa = (t: TestApp): Promise<Member> => member(t, { role: 'SA' });

export function approve(t: TestApp, who: Member, id: number, key: string | true = true): Promise<LightMyRequestResponse> {
  return call(t, who, 'POST', `/api/admin/proposals/${id}/approve`, undefined, { key });
}

export const reject = (t: TestApp, who: Member, id: number, note: unknown = 'Not this year') => call(t, who, 'POST', `/api/admin/proposals/${id}/reject`, { note });

export const cancel = (t: TestApp, who: Member, id: number) => call(t, who, 'POST', `/api/admin/proposals/${id}/cancel`, {});

export async function proposal(t: TestApp, who: Member, id: number) {
  const res = await call(t, who, 'GET', `/api/admin/proposals/${id}`);
  if (res.statusCode !== 200) throw new Error(`proposal ${id}: ${res.body}`);
  return res.json().proposal;
}

/** a society account's balance in kobo (0 when it was never used) */
export async function societyKobo(t: TestApp, purpose: string): Promise<bigint> {
  const rows = await queryRows<{ balance: unknown }>(t.database.db, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = ${purpose}`);
  return rows.length ? toBigInt(rows[0].balance) : 0n;
}

/** income the society earned, straight into a society account (provider_clearing → it), for funding tests */
export async function earn(t: TestApp, purpose: string, kobo: bigint): Promise<void> {
  await withMoneyTransaction(t.database.db, async (tx) => {
    await transfer(tx, {
      reference: `TEST-INCOME-${crypto.randomBytes(8).toString('hex')}`,
      kind: 'test_income',
      description: 'Test income',
      postings: [
        { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing), amount: -kobo },
        { accountId: await societyAccount(tx, purpose), amount: kobo },
      ],
    });
  });
}

/**
 * Changes settings as the back office lets them change: an SA sends them; what waits for a second administrator is
 * approved by an ADMIN. For tests that need a setting set (the wait after a bank account change turned off …).
 */
export async function applySettings(t: TestApp, update: Record<string, unknown>): Promise<void> {
  const boss = await sa(t);
  const res = await call(t, boss, 'PUT', '/api/admin/settings', update);
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
  const proposed = res.json().proposal as { id: number } | undefined;
  if (!proposed) return;
  const approved = await approve(t, await admin(t), proposed.id, newKey());
  if (approved.statusCode !== 200) throw new Error(`approving settings: ${approved.body}`);
}
