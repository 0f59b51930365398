// After a crash, read straight from the database: what each request sent did (its Idempotency-Key's stored
// outcome), whether each wallet holds exactly what the completed requests say, and the ledger check.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { idempotencyKeys, paymentCharges } from '../../../src/db/schema';
import { userScope } from '../../../src/idempotency/request';
import { savedCardReference } from '../../../src/modules/payments/cardPayment';
import { findMemberAccount, MEMBER_ACCOUNT_KIND, runLedgerCheck, type LedgerCheckResult } from '../../../src/ledger';
import { CARD_VERIFICATION_KOBO, isAcknowledged, walletEffect, type CrashMember, type Sent } from './crashRun';

/** the reply status stored under the request's key, or null when it never completed */
export async function storedStatus(db: Database, s: Sent): Promise<number | null> {
  const [row] = await db
    .select({ status: idempotencyKeys.status, responseStatus: idempotencyKeys.responseStatus })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, userScope(s.member)), eq(idempotencyKeys.key, s.key)));
  return row?.status === 'done' ? row.responseStatus : null;
}

/**
 * Whether a saved-card funding cut before it completed was paid anyway: the kill came after the card was charged
 * and before the request's own transaction, so the charge.success webhook (or the card-charge job) gave the value
 * later, on the next start. Its reference comes from the Idempotency-Key (savedCardReference).
 */
async function chargeAppliedWithoutReply(db: Database, s: Sent): Promise<boolean> {
  if (s.kind !== 'fund') return false;
  const [charge] = await db
    .select({ appliedAt: paymentCharges.appliedAt })
    .from(paymentCharges)
    .where(eq(paymentCharges.reference, savedCardReference('wallet_funding', s.member, s.key)));
  return Boolean(charge?.appliedAt);
}

/**
 * Every acknowledged request's outcome is stored as replied; each wallet equals the card verification plus what the
 * completed requests moved (a request cut by the kill counts when it committed, and only then), plus the card
 * charges of cut fundings that settlement applied later (the member was charged, so the wallet must have it).
 */
export async function expectWalletsAsCompleted(db: Database, members: CrashMember[], sent: Sent[]): Promise<void> {
  const expected = new Map(members.map((m) => [m.id, CARD_VERIFICATION_KOBO]));
  for (const s of sent) {
    const status = await storedStatus(db, s);
    if (isAcknowledged(s)) expect({ key: s.key, status }).toEqual({ key: s.key, status: s.status });
    const completed = status !== null && status >= 200 && status < 300;
    if (completed || (status === null && (await chargeAppliedWithoutReply(db, s)))) expected.set(s.member, expected.get(s.member)! + walletEffect(s));
  }
  for (const m of members) {
    const wallet = await findMemberAccount(db, m.id, MEMBER_ACCOUNT_KIND.wallet);
    expect({ member: m.id, balance: wallet?.balance }).toEqual({ member: m.id, balance: expected.get(m.id) });
  }
}

export function ledgerCheckNow(db: Database): Promise<LedgerCheckResult> {
  return db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
}
