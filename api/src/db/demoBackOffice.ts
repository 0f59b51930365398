// The back office on the first embedded start (./seed.ts): the second administrator appointed by the SA, a settings
// proposal of theirs waiting for the SA's approval, and the audit trail of what the seed did in the officers' names,
// so /dashboard shows a working console at once.
import { eq } from 'drizzle-orm';
import { appendAudit } from '../http/auditTrail';
import { changeSettings } from '../modules/settings';
import type { Transaction } from './client';
import { loans, users } from './schema';

/** what the second administrator proposes: a higher dual-approval threshold (a weaker control, so the SA must approve) */
export const DEMO_PROPOSED_DUAL_APPROVAL_KOBO = 750_000_00n;

export async function seedDemoBackOffice(tx: Transaction, people: { saId: number; checkerId: number | null }, now: Date): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const sa = { actorId: people.saId, actorRole: 'SA' as const };
  await appendAudit(tx, { actorId: null, actorRole: 'SYSTEM', action: 'administrators.create', outcome: 'done', subjectType: 'user', subjectId: people.saId, after: { role: 'SA' }, detail: 'The first start made the society admin', at: at(60) });
  await appendAudit(tx, { ...sa, action: 'admin.sign_in', outcome: 'done', subjectType: 'user', subjectId: people.saId, at: at(55) });

  if (people.checkerId !== null) {
    await tx.update(users).set({ roleChangedBy: people.saId, roleChangedAt: at(50) }).where(eq(users.id, people.checkerId));
    await appendAudit(tx, { ...sa, action: 'administrators.appoint', outcome: 'done', subjectType: 'user', subjectId: people.checkerId, subjectUserId: people.checkerId, before: { role: 'MEMBER' }, after: { role: 'ADMIN' }, at: at(50) });
  }

  for (const loan of await tx.select({ id: loans.id, userId: loans.userId, kind: loans.kind, approvedBy: loans.approvedBy, disbursedBy: loans.disbursedBy, offeredBy: loans.offeredBy }).from(loans)) {
    const subject = { subjectType: 'loan', subjectId: loan.id, subjectUserId: loan.userId };
    if (loan.approvedBy === people.saId) await appendAudit(tx, { ...sa, ...subject, action: 'loans.approve', outcome: 'done', before: { status: 'processing' }, after: { status: 'approved' }, at: at(40) });
    if (loan.disbursedBy === people.saId) await appendAudit(tx, { ...sa, ...subject, action: 'loans.disburse', outcome: 'done', before: { status: 'approved' }, after: { status: 'disbursed' }, at: at(39) });
    if (loan.offeredBy === people.saId) await appendAudit(tx, { ...sa, ...subject, subjectType: 'business', action: 'business.offer', outcome: 'done', at: at(35) });
  }

  if (people.checkerId !== null) {
    const outcome = await changeSettings(tx, { admin: { id: people.checkerId, role: 'ADMIN' }, update: { dual_approval_above: DEMO_PROPOSED_DUAL_APPROVAL_KOBO }, now: at(20) });
    if (outcome.proposal) {
      await appendAudit(tx, { actorId: people.checkerId, actorRole: 'ADMIN', action: 'settings.propose', outcome: 'done', subjectType: 'proposal', subjectId: outcome.proposal.id, after: outcome.proposal.payload, detail: outcome.proposal.summary, at: at(20) });
    }
  }
}
