// Loan groups and group loans (facts §2.6, §4.2): five people, joined by code, managed by the creator; a member's group
// loan approved by the quorum, each approval pledging its share; outsiders see nothing and approve nothing.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loanGroupMembers, savingsLiens, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { sentMails } from '../helpers/mail';
import { admin, call, ledgerCheck, newKey, notificationsOf, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { dayFromToday, loanBody, loanNow } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const emailOf = async (m: Member) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, m.id)))[0].email;

async function groupOfFive(options: { join?: number } = {}) {
  const people = await Promise.all(Array.from({ length: 5 }, () => saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n })));
  const [creator, ...invitees] = people;
  const emails = await Promise.all(invitees.map(emailOf));
  const body: Record<string, string> = { group_name: 'Market Women', group_id: 'cub12345' };
  invitees.forEach((_, i) => {
    body[`name${i + 2}`] = `Member ${i + 2}`;
    body[`email${i + 2}`] = emails[i].toUpperCase();
  });
  const res = await call(t, creator, 'POST', '/api/loan/create_loan_group', body);
  expect(res.statusCode).toBe(200);
  const group = res.json().group;
  for (const [i, who] of invitees.slice(0, options.join ?? 4).entries()) {
    const joined = await call(t, who, 'POST', '/api/loan/join_group', { email: emails[i], code: group.code });
    expect(joined.json()).toEqual({ success: true, message: 'You have joined the group' });
  }
  return { creator, invitees, emails, group };
}

describe('a loan group', () => {
  it('is created with a server-made code, invitations mailed, and becomes active when all five have joined', async () => {
    const { creator, invitees, emails, group } = await groupOfFive({ join: 3 });
    expect(group).toMatchObject({ group_name: 'Market Women', group_status: 0, member_status: 1, request_status: 1, user_id: creator.id });
    expect(group.code).toMatch(/^cub\d{5}$/);
    expect(group.code).not.toBe('cub12345');
    const mail = (await sentMails(t, emails[3])).find((m) => m.subject.includes('Market Women'));
    expect(mail?.text).toContain(`Your group code is ${group.code}`);
    const mine = (await call(t, invitees[3], 'GET', '/api/loan/loan_group')).json();
    expect(mine).toMatchObject([{ group_id: group.group_id, member_status: 0, request_status: 0 }]);
    await call(t, invitees[3], 'POST', '/api/loan/join_group', { email: emails[3], code: group.code });
    expect((await call(t, creator, 'GET', '/api/loan/loan_group')).json()[0]).toMatchObject({ group_status: 1, active_members: 5 });
    expect((await notificationsOf(t, invitees[0])).map((n) => n.title)).toContain('Loan group active');
    const members = (await call(t, invitees[0], 'GET', `/api/loanGroupMembers/${group.group_id}`)).json();
    expect(members).toHaveLength(5);
  });

  it.each([
    [{ group_name: '' }, 'The group name is required'],
    [{ email3: 'not-an-email' }, 'Member 3 email is not valid'],
    [{ name4: '' }, 'Member 4 name is required'],
  ])('refuses a bad creation %j', async (change, message) => {
    const creator = await saver(t);
    const body = { group_name: 'G', name2: 'a', email2: 'a@x.ng', name3: 'b', email3: 'b@x.ng', name4: 'c', email4: 'c@x.ng', name5: 'd', email5: 'd@x.ng', ...change };
    const res = await call(t, creator, 'POST', '/api/loan/create_loan_group', body);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    const dup = await call(t, creator, 'POST', '/api/loan/create_loan_group', { ...body, ...change, email5: 'a@x.ng', group_name: 'G', name4: 'c', email3: 'b@x.ng' });
    expect(dup.statusCode).toBe(422);
  });

  it('joins only with my own e-mail and the right code; rejects; the creator manages, resends and replaces', async () => {
    const { creator, invitees, emails, group } = await groupOfFive({ join: 2 });
    expect((await call(t, invitees[2], 'POST', '/api/loan/join_group', { email: emails[3], code: group.code })).json().message).toBe('Use the e-mail address your invitation was sent to');
    expect((await call(t, invitees[2], 'POST', '/api/loan/join_group', { email: emails[2], code: 'cub00000' })).statusCode).toBe(404);
    const myPlace = (await call(t, invitees[3], 'GET', '/api/loan/loan_group')).json()[0];
    expect((await call(t, invitees[2], 'GET', `/api/loan/reject_group/${myPlace.request_id}`)).statusCode).toBe(404);
    expect((await call(t, invitees[3], 'GET', `/api/loan/reject_group/${myPlace.request_id}`)).json().message).toBe('You have rejected the invitation');
    expect((await call(t, invitees[3], 'GET', `/api/loan/reject_group/${myPlace.request_id}`)).statusCode).toBe(200);
    expect((await call(t, invitees[0], 'GET', `/api/loan/group_request_details/${group.group_id}`)).statusCode).toBe(403);
    const manage = (await call(t, creator, 'GET', `/api/loan/group_request_details/${group.group_id}`)).json();
    const rejected = manage.find((r: { status: number }) => r.status === 2);
    expect(rejected.email).toBe(`${emails[3].slice(0, 2)}***${emails[3].slice(emails[3].indexOf('@'))}`);
    const early = await call(t, creator, 'GET', `/api/loan/resend_join_notification/${rejected.request_id}`);
    expect(early.statusCode).toBe(429);
    const newcomer = await saver(t);
    const newcomerEmail = await emailOf(newcomer);
    const replaced = await call(t, creator, 'POST', `/api/loanReplaceMembers/${rejected.request_id}`, { name: 'New Person', email: newcomerEmail, id: 0, request_id: rejected.request_id });
    expect(replaced.json().message).toBe('The invitation has been replaced and sent');
    expect((await call(t, newcomer, 'POST', '/api/loan/join_group', { email: newcomerEmail, code: group.code })).statusCode).toBe(200);
    const member = manage.find((r: { status: number; is_creator: boolean }) => r.status === 1 && !r.is_creator);
    const outsider = await saver(t);
    const outsiderEmail = await emailOf(outsider);
    const swap = await call(t, creator, 'POST', '/api/loan/replace_member', { name: 'Swap', email: outsiderEmail, id: member.id, request_id: member.request_id });
    expect(swap.json().message).toBe('The member has been replaced and the new person invited');
    expect((await call(t, outsider, 'GET', '/api/loan/loan_group')).json()[0]).toMatchObject({ request_status: 0 });
    expect((await call(t, invitees[0], 'POST', `/api/loanReplaceMembers/${member.request_id}`, { name: 'x', email: 'x@x.ng' })).statusCode).toBe(404);
    const stranger = await saver(t);
    expect((await call(t, stranger, 'GET', `/api/loanGroupMembers/${group.group_id}`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/loanGroupDetailsActivities/${group.group_id}`)).statusCode).toBe(404);
  });

  it('lets a member exit, not the creator while others remain', async () => {
    const { creator, invitees, group } = await groupOfFive();
    expect((await call(t, creator, 'POST', `/api/loan/exit_group/${group.group_id}`)).json().message).toBe('As the group’s creator you cannot exit while other members remain; replace members instead');
    expect((await call(t, invitees[0], 'POST', `/api/loan/exit_group/${group.group_id}`)).json().message).toBe('You have left the group');
    expect((await call(t, creator, 'GET', '/api/loan/loan_group')).json()[0].group_status).toBe(0);
    const [place] = await t.database.db.select().from(loanGroupMembers).where(eq(loanGroupMembers.userId, invitees[0].id));
    expect(place.status).toBe(3);
  });
});

describe('a group loan', () => {
  it('needs an active group, is approved by the quorum with exact pledges, then goes to the society', async () => {
    const { creator, invitees, group } = await groupOfFive();
    // own savings ₦20,000 cover part of ₦30,000: ₦10,000 shared by four approvals, ₦2,500 each
    const res = await call(t, creator, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), groupId: group.group_id }), { key: newKey() });
    expect(res.statusCode).toBe(200);
    const loan = res.json().loan;
    expect(loan).toMatchObject({ kind: 'group', loan_status: 0, group_name: 'Market Women', loan_group: String(group.group_id) });
    const waiting = (await call(t, invitees[0], 'GET', `/api/loanGroupApproval/${group.group_id}`)).json();
    expect(waiting).toMatchObject([{ loan_id: loan.loan_id, my_share: '2500.00', approvals: 0, quorum: 4 }]);
    const stranger = await saver(t, { regularKobo: 10_000_000n });
    expect((await call(t, stranger, 'POST', `/api/loanAccepted/${group.group_id}/${loan.loan_id}`)).statusCode).toBe(404);
    for (const who of invitees) expect((await call(t, who, 'POST', `/api/loanAccepted/${group.group_id}/${loan.loan_id}`)).json().message).toBe('You have approved this group loan');
    expect((await loanNow(t, loan.loan_id)).status).toBe(LOAN_STATUS.processing);
    const pledges = await t.database.db.select().from(savingsLiens).where(eq(savingsLiens.reference, `loan:${loan.loan_id}`));
    expect(pledges.map((p) => p.amountKobo).sort((a, b) => Number(a - b))).toEqual([250_000n, 250_000n, 250_000n, 250_000n, 2_000_000n]);
    const activity = (await call(t, invitees[1], 'GET', `/api/loanGroupDetailsActivities/${group.group_id}`)).json();
    expect(activity[0]).toMatchObject({ loan_id: loan.loan_id, guaranteed_amount: '10000.00', approvals: 4, quorum: 4 });
    expect((await call(t, invitees[0], 'POST', `/api/loan/exit_group/${group.group_id}`)).statusCode).toBe(409);
  });

  it('is closed, every pledge released, when declines make the quorum impossible; refused for a pending group', async () => {
    const { creator, invitees, group } = await groupOfFive();
    const res = await call(t, creator, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), groupId: group.group_id }), { key: newKey() });
    const loanId = res.json().loan.loan_id;
    await call(t, invitees[0], 'POST', `/api/loanAccepted/${group.group_id}/${loanId}`);
    expect((await call(t, invitees[1], 'POST', `/api/loanDeclined/${group.group_id}/${loanId}`)).json().message).toBe('You have declined this group loan');
    expect(await loanNow(t, loanId)).toMatchObject({ status: LOAN_STATUS.cancelled, closedReason: 'Not enough members of the group approved it' });
    const live = (await t.database.db.select().from(savingsLiens).where(eq(savingsLiens.reference, `loan:${loanId}`))).filter((l) => !l.releasedAt);
    expect(live).toHaveLength(0);
    const pending = await groupOfFive({ join: 3 });
    const refused = await call(t, pending.creator, 'POST', '/api/loanAdd', loanBody({ amount: '1000', start: dayFromToday(t, 1), groupId: pending.group.group_id }), { key: newKey() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your group becomes active once all five members have joined');
    expect((await call(t, await admin(t), 'GET', '/api/loan/loan_group')).statusCode).toBe(403);
  });
});
