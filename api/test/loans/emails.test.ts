// E-mail addresses a member sees (issue 26, "E-mail addresses"): every other member's address is masked wherever a
// member reads it (a loan's guarantors, a group's members and invitations), their own stays whole, administrators
// see them whole; the guarantor search matches names only, so a masked address cannot be rebuilt by searching.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, ledgerCheck, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { dayFromToday, loanBody } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const masked = (email: string) => `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;
const named = async (m: Member, firstName: string, lastName: string) => t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, m.id));

/** Ada asks for ₦30,000 with ₦20,000 of her own: Bola ₦6,000 and Chidi ₦4,000 */
async function loanWithTwoGuarantors() {
  const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n });
  const bola = await saver(t, { regularKobo: 1_000_000n });
  const chidi = await saver(t, { regularKobo: 1_000_000n });
  const guarantors = [{ user_id: bola.id, guaranteed_amount: '6000' }, { user_id: chidi.id, guaranteed_amount: '4000' }];
  const res = await call(t, ada, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors }), { key: true });
  expect(res.statusCode).toBe(200);
  return { ada, bola, chidi, loanId: res.json().loan.loan_id as number };
}

const emailsById = (rows: Array<{ user_id: number; email: string }>) => Object.fromEntries(rows.map((r) => [r.user_id, r.email]));

describe('a loan’s guarantors', () => {
  it('reach the borrower with masked e-mails, in every member read of the loan', async () => {
    const { ada, bola, chidi, loanId } = await loanWithTwoGuarantors();
    const details = (await call(t, ada, 'GET', `/api/loanDetails/${loanId}`)).json();
    expect(emailsById(details.guarantors)).toEqual({ [bola.id]: masked(bola.email), [chidi.id]: masked(chidi.email) });
    for (const url of [`/api/loanGroupApprovalDetails/${loanId}`, `/api/show_non_group_loans_members/${loanId}`]) {
      expect(emailsById((await call(t, ada, 'GET', url)).json())).toEqual({ [bola.id]: masked(bola.email), [chidi.id]: masked(chidi.email) });
    }
  });

  it('show a co-guarantor masked and the reader’s own address whole', async () => {
    const { bola, chidi, loanId } = await loanWithTwoGuarantors();
    const seen = emailsById((await call(t, bola, 'GET', `/api/loanGroupApprovalDetails/${loanId}`)).json());
    expect(seen).toEqual({ [bola.id]: bola.email, [chidi.id]: masked(chidi.email) });
  });

  it('stay whole for an administrator', async () => {
    const { bola, chidi, loanId } = await loanWithTwoGuarantors();
    const res = await call(t, await admin(t), 'GET', `/api/admin/loans/${loanId}`);
    expect(res.statusCode).toBe(200);
    expect(emailsById(res.json().guarantors)).toEqual({ [bola.id]: bola.email, [chidi.id]: chidi.email });
  });
});

describe('a loan group’s members and invitations', () => {
  it('are masked but for the reader’s own address', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => saver(t)));
    const [creator, ...invitees] = people;
    const body: Record<string, string> = { group_name: 'Ajo Circle' };
    invitees.forEach((m, i) => {
      body[`name${i + 2}`] = `Member ${i + 2}`;
      body[`email${i + 2}`] = m.email;
    });
    const group = (await call(t, creator, 'POST', '/api/loan/create_loan_group', body)).json().group;
    await call(t, invitees[0], 'POST', '/api/loan/join_group', { email: invitees[0].email, code: group.code });
    const members = (await call(t, invitees[0], 'GET', `/api/loanGroupMembers/${group.group_id}`)).json() as Array<{ email: string }>;
    expect(members.map((m) => m.email)).toEqual([masked(creator.email), invitees[0].email, ...invitees.slice(1).map((m) => masked(m.email))]);
    const manage = (await call(t, creator, 'GET', `/api/loan/group_request_details/${group.group_id}`)).json() as Array<{ email: string }>;
    expect(manage.map((m) => m.email)).toEqual([creator.email, ...invitees.map((m) => masked(m.email))]);
  });
});

describe('searchGuarantors', () => {
  it('matches the start of a first, last or full name', async () => {
    const ada = await saver(t);
    const zed = await saver(t);
    await named(zed, 'Zebulon', 'Okonkwo-Pratt');
    const ids = async (term: string) => ((await call(t, ada, 'GET', `/api/searchGuarantors/${encodeURIComponent(term)}`)).json() as Array<{ id: number }>).map((f) => f.id);
    expect(await ids('zebu')).toContain(zed.id);
    expect(await ids('OKONKWO-P')).toContain(zed.id);
    expect(await ids('Zebulon Okon')).toContain(zed.id);
    expect(await ids('Zebulon Okonkwo-Pratt')).toContain(zed.id);
    expect(await ids('Zebulon Pratt')).not.toContain(zed.id);
  });

  it('never matches an e-mail address, so a masked address cannot be rebuilt letter by letter', async () => {
    const ada = await saver(t);
    const zed = await saver(t);
    await named(zed, 'Quentin', 'Abara');
    for (const length of [2, 4, 8, zed.email.length]) {
      const res = await call(t, ada, 'GET', `/api/searchGuarantors/${encodeURIComponent(zed.email.slice(0, length))}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Array<{ id: number }>).map((f) => f.id)).not.toContain(zed.id);
    }
    const found = (await call(t, ada, 'GET', '/api/searchGuarantors/quentin')).json() as Array<{ id: number; email: string }>;
    expect(found.find((f) => f.id === zed.id)?.email).toBe(masked(zed.email));
    expect((await call(t, ada, 'GET', '/api/searchGuarantors/q')).json().message).toBe('Type at least 2 letters to search');
  });
});
