// After a crash, read straight from the database: what each request sent did (its Idempotency-Key's stored
// outcome), whether each wallet holds exactly what the completed requests say, and the ledger check.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { idempotencyKeys } from '../../../src/db/schema';
import { userScope } from '../../../src/idempotency/request';
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
 * Every acknowledged request's outcome is stored as replied; each wallet equals the card verification plus what the
 * completed requests moved (a request cut by the kill counts when it committed, and only then).
 */
export async function expectWalletsAsCompleted(db: Database, members: CrashMember[], sent: Sent[]): Promise<void> {
  const expected = new Map(members.map((m) => [m.id, CARD_VERIFICATION_KOBO]));
  for (const s of sent) {
    const status = await storedStatus(db, s);
    if (isAcknowledged(s)) expect({ key: s.key, status }).toEqual({ key: s.key, status: s.status });
    if (status !== null && status >= 200 && status < 300) expected.set(s.member, expected.get(s.member)! + walletEffect(s));
  }
  for (const m of members) {
    const wallet = await findMemberAccount(db, m.id, MEMBER_ACCOUNT_KIND.wallet);
    expect({ member: m.id, balance: wallet?.balance }).toEqual({ member: m.id, balance: expected.get(m.id) });
  }
}

export function ledgerCheckNow(db: Database): Promise<LedgerCheckResult> {
  return db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
}
