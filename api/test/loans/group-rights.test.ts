// Group rights follow current membership (issue 26): only the group's current members read its members and loans (an
// invitee sees the group's name and who invited them); only current members' approvals count towards a group loan's
// quorum, someone who left can no longer answer, and a loan that lost an approver waits for the member who takes
// the place.
import { and, eq, isNull } from 'drizzle-orm';
import { GROUP_MEMBER_STATUS, LOAN_STATUS, loanGroupMembers, savingsLiens, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, ledgerCheck, newKey, notificationsOf, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { dayFromToday, loanBody, loanNow } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const MEMBERS_ONLY = 'Only the group’s members can see this: join the group first';

async function groupOfFive(options: { join?: number } = {}) {
  const people = await Promise.all(Array.from({ length: 5 }, () => saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n })));
  const [creator, ...invitees] = people;
  await t.database.db.update(users).set({ firstName: 'Ngozi', lastName: 'Eze' }).where(eq(users.id, creator.id));
  const body: Record<string, string> = { group_name: 'Market Women' };
  invitees.forEach((m, i) => {
    body[`name${i + 2}`] = `Member ${i + 2}`;
    body[`email${i + 2}`] = m.email;
  });
  const group = (await call(t, creator, 'POST', '/api/loan/create_loan_group', body)).json().group;
  for (const who of invitees.slice(0, options.join ?? 4)) {
    expect((await call(t, who, 'POST', '/api/loan/join_group', { email: who.email, code: group.code })).statusCode).toBe(200);
  }
  return { creator, invitees, group, groupId: group.group_id as number };
}

const reads = (groupId: number) => [`/api/loanGroupMembers/${groupId}`, `/api/loanGroupDetailsActivities/${groupId}`, `/api/loanGroupApproval/${groupId}`];
const approve = (who: Member, groupId: number, loanId: number) => call(t, who, 'POST', `/api/loanAccepted/${groupId}/${loanId}`);
const decline = (who: Member, groupId: number, loanId: number) => call(t, who, 'POST', `/api/loanDeclined/${groupId}/${loanId}`);
const placeOf = async (groupId: number, userId: number) =>
  (await t.database.db.select().from(loanGroupMembers).where(and(eq(loanGroupMembers.groupId, groupId), eq(loanGroupMembers.userId, userId))))[0];

/** the creator's group loan of ₦30,000: ₦20,000 own cover, ₦10,000 shared by the quorum of four */
async function groupLoan(creator: Member, groupId: number): Promise<number> {
  const res = await call(t, creator, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), groupId }), { key: newKey() });
  expect(res.statusCode).toBe(200);
  return res.json().loan.loan_id;
}

describe('reading a group', () => {
  it('is for its current members: a pending or rejected invitee sees only the group’s name and who invited them', async () => {
    const { invitees, groupId } = await groupOfFive({ join: 2 });
    const pendingInvitee = invitees[2];
    const rejecting = invitees[3];
    const place = (await call(t, rejecting, 'GET', '/api/loan/loan_group')).json()[0];
    expect((await call(t, rejecting, 'GET', `/api/loan/reject_group/${place.request_id}`)).statusCode).toBe(200);
    for (const who of [pendingInvitee, rejecting]) {
      for (const url of reads(groupId)) {
        const res = await call(t, who, 'GET', url);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MEMBERS_ONLY]);
      }
    }
    const mine = (await call(t, pendingInvitee, 'GET', '/api/loan/loan_group')).json();
    expect(mine).toMatchObject([{ group_id: groupId, group_name: 'Market Women', invited_by: 'Ngozi Eze', member_status: 0, request_status: 0 }]);
    for (const url of reads(groupId)) expect((await call(t, invitees[0], 'GET', url)).statusCode).toBe(200);
  });

  it('ends when a member leaves', async () => {
    const { invitees, groupId } = await groupOfFive();
    expect((await call(t, invitees[1], 'POST', `/api/loan/exit_group/${groupId}`)).statusCode).toBe(200);
    for (const url of reads(groupId)) expect((await call(t, invitees[1], 'GET', url)).statusCode).toBe(404);
  });
});

describe('a group loan’s approvals', () => {
  it('are refused from a member who left, who no longer counts; the member taking the place is asked instead', async () => {
    const { creator, invitees, groupId } = await groupOfFive();
    const [bola, chidi, dayo, emeka] = invitees;
    const loanId = await groupLoan(creator, groupId);
    expect((await call(t, dayo, 'POST', `/api/loan/exit_group/${groupId}`)).statusCode).toBe(200);
    expect((await approve(dayo, groupId, loanId)).statusCode).toBe(404);
    expect((await decline(dayo, groupId, loanId)).statusCode).toBe(404);
    for (const who of [bola, chidi, emeka]) expect((await approve(who, groupId, loanId)).statusCode).toBe(200);
    // three current approvals of four: the loan waits for the fifth place to be filled
    expect((await loanNow(t, loanId)).status).toBe(LOAN_STATUS.pending);
    expect((await call(t, bola, 'GET', `/api/loanGroupDetailsActivities/${groupId}`)).json()[0]).toMatchObject({ loan_id: loanId, approvals: 3, quorum: 4 });

    const manage = (await call(t, creator, 'GET', `/api/loan/group_request_details/${groupId}`)).json() as Array<{ request_id: number; id: number }>;
    const dayosPlace = manage.find((p) => p.id === dayo.id)!;
    const funmi = await saver(t, { regularKobo: 1_000_000n });
    expect((await call(t, creator, 'POST', '/api/loan/replace_member', { name: 'Funmi', email: funmi.email, id: dayo.id, request_id: dayosPlace.request_id })).statusCode).toBe(200);
    expect((await call(t, funmi, 'POST', '/api/loan/join_group', { email: funmi.email, code: (await call(t, funmi, 'GET', '/api/loan/loan_group')).json()[0].code })).statusCode).toBe(200);
    expect((await call(t, funmi, 'GET', `/api/loanGroupApproval/${groupId}`)).json()).toMatchObject([{ loan_id: loanId, approvals: 3, quorum: 4, my_share: '2500.00' }]);
    expect((await notificationsOf(t, funmi)).map((n) => n.title)).toContain('Group loan approval');
    expect((await approve(funmi, groupId, loanId)).statusCode).toBe(200);
    expect((await loanNow(t, loanId)).status).toBe(LOAN_STATUS.processing);
    const pledges = await t.database.db.select().from(savingsLiens).where(and(eq(savingsLiens.reference, `loan:${loanId}`), isNull(savingsLiens.releasedAt)));
    expect(pledges.filter((p) => p.userId !== creator.id).reduce((s, p) => s + p.amountKobo, 0n)).toBe(1_000_000n);
  });

  it('count only current members: an approval from someone no longer in the group does not reach the quorum', async () => {
    const { creator, invitees, groupId } = await groupOfFive();
    const [bola, chidi, dayo, emeka] = invitees;
    const loanId = await groupLoan(creator, groupId);
    expect((await approve(bola, groupId, loanId)).statusCode).toBe(200);
    // Bola's place ends without the exit route (as a removal by the society would): his approval stops counting
    await t.database.db.update(loanGroupMembers).set({ status: GROUP_MEMBER_STATUS.exited }).where(eq(loanGroupMembers.id, (await placeOf(groupId, bola.id)).id));
    for (const who of [chidi, dayo, emeka]) expect((await approve(who, groupId, loanId)).statusCode).toBe(200);
    expect((await loanNow(t, loanId)).status).toBe(LOAN_STATUS.pending);
    expect((await call(t, chidi, 'GET', `/api/loanGroupDetailsActivities/${groupId}`)).json()[0]).toMatchObject({ approvals: 3, quorum: 4 });
  });

  it('a decline closes the loan only when current members and open places can no longer reach the quorum', async () => {
    const { creator, invitees, groupId } = await groupOfFive();
    const [bola, chidi, dayo, emeka] = invitees;
    const loanId = await groupLoan(creator, groupId);
    await call(t, dayo, 'POST', `/api/loan/exit_group/${groupId}`);
    // Bola, Chidi, Emeka and whoever takes Dayo's place can still make four
    await approve(bola, groupId, loanId);
    await approve(chidi, groupId, loanId);
    expect((await decline(emeka, groupId, loanId)).statusCode).toBe(200);
    expect(await loanNow(t, loanId)).toMatchObject({ status: LOAN_STATUS.cancelled, closedReason: 'Not enough members of the group approved it' });
  });
});
