// Proposals (maker-checker): listed newest first with keyset paging and the pending count, each saying whether it is
// the reader's and whether they may approve it; approved once by someone other than the proposer (with an
// Idempotency-Key), rejected by any other administrator, cancelled by the proposer only; every decision audited.
import { desc, eq } from 'drizzle-orm';
import { adminProposals, auditLog } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, member, newKey, type Member } from '../wallet/support/money';
import { approve, cancel, proposal, reject, sa } from './proposalSupport';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await sa(t);
});
afterAll(() => t.close());

let fee = 1000;
/** an ADMIN's settings change: a proposal only an SA may approve */
async function propose(by: Member): Promise<number> {
  fee += 1;
  const res = await call(t, by, 'PUT', '/api/admin/settings', { loan_form_fee: String(fee) });
  if (!res.json().proposal) throw new Error(res.body);
  return res.json().proposal.id;
}

const list = (who: Member, query = '') => call(t, who, 'GET', `/api/admin/proposals${query}`);
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET admin/proposals', () => {
  it('lists pending ones newest first with the count, keyset pages, and filters by status and kind', async () => {
    const clerk = await admin(t);
    const ids = [await propose(clerk), await propose(clerk), await propose(clerk)];
    const first = await list(clerk, '?limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pending_count).toBeGreaterThanOrEqual(3);
    expect(body.proposals.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(body.proposals[0]).toMatchObject({ kind: 'settings', status: 'pending', yours: true, can_approve: false, proposed_by: { id: clerk.id, email: clerk.email }, decided_by: null });
    expect(body.next_cursor).toBe(String(ids[1]));
    const second = (await list(clerk, `?limit=2&cursor=${body.next_cursor}`)).json();
    expect(second.proposals[0].id).toBe(ids[0]);

    // the SA may approve them
    expect((await list(boss, '?limit=1')).json().proposals[0]).toMatchObject({ id: ids[2], yours: false, can_approve: true });

    await cancel(t, clerk, ids[2]);
    expect((await list(clerk, '?status=cancelled')).json().proposals.map((p: { id: number }) => p.id)).toContain(ids[2]);
    expect((await list(clerk)).json().proposals.map((p: { id: number }) => p.id)).not.toContain(ids[2]);
    expect((await list(clerk, '?status=all')).json().proposals.map((p: { id: number }) => p.id)).toContain(ids[2]);
    expect((await list(clerk, '?kind=adjustment')).json().proposals).toEqual([]);

    for (const query of ['?status=maybe', '?kind=loan', '?cursor=abc', '?limit=0', '?limit=101']) {
      const res = await list(clerk, query);
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect((await call(t, clerk, 'GET', '/api/admin/proposals/999999')).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const ada = await member(t);
    expect((await list(ada)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/admin/proposals')).statusCode).toBe(401);
    expect((await approve(t, ada, 1)).statusCode).toBe(403);
  });
});

describe('approving', () => {
  it('carries it out once: the proposer is refused, a replay with the key answers the same, a second approval gets 409', async () => {
    const clerk = await admin(t);
    const id = await propose(clerk);

    const own = await approve(t, clerk, id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You proposed this: another administrator must approve it');
    expect(await lastAudit()).toMatchObject({ action: 'proposals.approve', outcome: 'refused', actorId: clerk.id, subjectType: 'proposal', subjectId: String(id) });

    expect((await call(t, boss, 'POST', `/api/admin/proposals/${id}/approve`)).statusCode).toBe(400);
    const key = newKey();
    const approved = await approve(t, boss, id, key);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ success: true, proposal: { id, status: 'approved', decided_by: { id: boss.id }, decided_at: expect.any(String), yours: false, can_approve: false } });
    expect(await lastAudit()).toMatchObject({
      action: 'proposals.approve',
      outcome: 'done',
      actorId: boss.id,
      actorRole: 'SA',
      subjectType: 'proposal',
      subjectId: String(id),
      before: { status: 'pending', kind: 'settings' },
      after: expect.objectContaining({ status: 'approved', kind: 'settings' }),
      detail: expect.stringMatching(/^settings: Raise the loan form fee/),
    });

    const replay = await approve(t, boss, id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(approved.json());

    const again = await approve(t, await sa(t), id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This proposal was already approved');
    expect((await reject(t, boss, id)).json().message).toBe('This proposal was already approved');
    expect((await approve(t, boss, 999999)).statusCode).toBe(404);
  });

  it('the database itself refuses an approval by the proposer', async () => {
    const clerk = await admin(t);
    const id = await propose(clerk);
    await expect(
      t.database.db.update(adminProposals).set({ status: 'approved', decidedBy: clerk.id, decidedAt: new Date() }).where(eq(adminProposals.id, id)),
    ).rejects.toThrow();
    expect((await proposal(t, clerk, id)).status).toBe('pending');
  });
});

describe('rejecting and cancelling', () => {
  it('any other administrator rejects with a note; the proposer cannot reject but may cancel; nobody else cancels', async () => {
    const clerk = await admin(t);
    const colleague = await admin(t);
    const rejected = await propose(clerk);
    expect((await reject(t, clerk, rejected)).json()).toMatchObject({ success: false, message: 'You proposed this: cancel it instead of rejecting it' });
    expect((await reject(t, colleague, rejected, '')).statusCode).toBe(422);
    const res = await reject(t, colleague, rejected, 'The fee was set in January');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Proposal rejected', proposal: { status: 'rejected', decided_by: { id: colleague.id }, decision_note: 'The fee was set in January' } });
    expect(await lastAudit()).toMatchObject({ action: 'proposals.reject', outcome: 'done', actorId: colleague.id, subjectType: 'proposal', subjectId: String(rejected), detail: 'The fee was set in January' });
    expect((await approve(t, boss, rejected)).json().message).toBe('This proposal was already rejected');

    const withdrawn = await propose(clerk);
    const refused = await cancel(t, colleague, withdrawn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the administrator who proposed it can cancel it');
    // no body is needed to cancel
    const cancelled = await call(t, clerk, 'POST', `/api/admin/proposals/${withdrawn}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Proposal cancelled', proposal: { status: 'cancelled', decided_by: { id: clerk.id }, yours: true } });
    expect((await approve(t, boss, withdrawn)).json().message).toBe('This proposal was already cancelled');
    // nothing was applied
    expect((await call(t, boss, 'GET', '/api/admin/settings')).json().settings.loan_form_fee).not.toBe(`${fee}.00`);
  });
});
