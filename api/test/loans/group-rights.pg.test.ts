// Group rights under races on a real PostgreSQL server (PGlite runs one statement at a time, so this file is skipped
// there): a member who exits while approving a group loan either exits without an approval that counts or approves
// and stays (their place is held while the answer is recorded); a member joining while others approve is asked about
// the waiting loan, with no deadlock and no 5xx.
import { and, eq } from 'drizzle-orm';
import { GROUP_MEMBER_STATUS, GUARANTOR_STATUS, LOAN_STATUS, loanGroupMembers, loanGuarantors, loans } from '../../src/db/schema';
import { fromNewAddress } from '../helpers/clientAddress';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, ledgerCheck, newKey, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { dayFromToday, loanBody } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

const post = (who: Member, url: string, body?: unknown) => call(t, who, 'POST', url, body, { headers: fromNewAddress() });

/** an active group of five and the creator's group loan waiting for approvals */
async function groupWithLoan() {
  const people = await Promise.all(Array.from({ length: 5 }, () => saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n })));
  const [creator, ...others] = people;
  const body: Record<string, string> = { group_name: 'Race Group' };
  others.forEach((m, i) => {
    body[`name${i + 2}`] = `Member ${i + 2}`;
    body[`email${i + 2}`] = m.email;
  });
  const group = (await post(creator, '/api/loan/create_loan_group', body)).json().group;
  for (const who of others) expect((await post(who, '/api/loan/join_group', { email: who.email, code: group.code })).statusCode).toBe(200);
  const res = await call(t, creator, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), groupId: group.group_id }), { key: newKey() });
  expect(res.statusCode).toBe(200);
  return { creator, others, groupId: group.group_id as number, code: group.code as string, loanId: res.json().loan.loan_id as number };
}

async function answerOf(loanId: number, userId: number) {
  const [row] = await t.database.db.select().from(loanGuarantors).where(and(eq(loanGuarantors.loanId, loanId), eq(loanGuarantors.userId, userId)));
  return row?.status;
}

describeOnPostgres('group rights under races (PostgreSQL, through HTTP)', () => {
  it('an exit and an approval sent at once never leave an approval from someone who left', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { others, groupId, loanId } = await groupWithLoan();
      const leaver = others[round % others.length];
      const [exit, approval] = await Promise.all([post(leaver, `/api/loan/exit_group/${groupId}`), post(leaver, `/api/loanAccepted/${groupId}/${loanId}`)]);
      for (const r of [exit, approval]) if (r.statusCode >= 500) throw new Error(r.body);
      const [place] = await t.database.db.select().from(loanGroupMembers).where(and(eq(loanGroupMembers.groupId, groupId), eq(loanGroupMembers.userId, leaver.id)));
      const approved = (await answerOf(loanId, leaver.id)) === GUARANTOR_STATUS.accepted;
      // exactly one of them took effect: left without approving, or approved and stayed (exit refused: 409)
      expect([place.status, approved, exit.statusCode, approval.statusCode]).toEqual(
        approved ? [GROUP_MEMBER_STATUS.active, true, 409, 200] : [GROUP_MEMBER_STATUS.exited, false, 200, 404],
      );
    }
    expect((await ledgerCheck(t)).ok).toBe(true);
  }, 120_000);

  it('a member joining while the others approve is asked about the waiting loan', async () => {
    const { creator, others, groupId, loanId } = await groupWithLoan();
    const [leaver, ...stayers] = others;
    expect((await post(leaver, `/api/loan/exit_group/${groupId}`)).statusCode).toBe(200);
    const manage = (await call(t, creator, 'GET', `/api/loan/group_request_details/${groupId}`)).json() as Array<{ request_id: number; id: number }>;
    const newcomer = await saver(t, { regularKobo: 1_000_000n });
    const place = manage.find((p) => p.id === leaver.id)!;
    expect((await post(creator, '/api/loan/replace_member', { name: 'Newcomer', email: newcomer.email, id: leaver.id, request_id: place.request_id })).statusCode).toBe(200);
    const code = (await call(t, newcomer, 'GET', '/api/loan/loan_group')).json()[0].code;
    const results = await Promise.all([post(newcomer, '/api/loan/join_group', { email: newcomer.email, code }), ...stayers.map((who) => post(who, `/api/loanAccepted/${groupId}/${loanId}`))]);
    for (const r of results) expect([r.statusCode, r.body]).toEqual([200, expect.any(String)]);
    expect(await answerOf(loanId, newcomer.id)).toBe(GUARANTOR_STATUS.pending);
    expect((await t.database.db.select().from(loans).where(eq(loans.id, loanId)))[0].status).toBe(LOAN_STATUS.pending);
    expect((await post(newcomer, `/api/loanAccepted/${groupId}/${loanId}`)).statusCode).toBe(200);
    expect((await t.database.db.select().from(loans).where(eq(loans.id, loanId)))[0].status).toBe(LOAN_STATUS.processing);
    expect((await ledgerCheck(t)).ok).toBe(true);
  }, 60_000);
});
