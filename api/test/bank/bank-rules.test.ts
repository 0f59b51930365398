// A thief with a member's session cannot redirect their withdrawals: a change of bank account needs the password,
// is mailed, and withdrawals wait out the cooling period the administrators set; an account whose resolved name is
// not the member's is held until an administrator approves it.
import { and, eq } from 'drizzle-orm';
import { bankAccounts, societySettings, withdrawals } from '../../src/db/schema';
import { HELD_FOR_REVIEW } from '../../src/modules/bank/payoutAccount';
import { PASSWORD_FOR_BANK_CHANGE, WRONG_PASSWORD_FOR_BANK_CHANGE } from '../../src/modules/bank/passwordCheck';
import { UPDATE_PROFILE_AND_BANK } from '../../src/modules/withdrawals/bankAccount';
import { makeNuban } from '../../src/rails/nuban';
import { sandboxAccountName } from '../../src/rails/sandbox/names';
import { sentMails } from '../helpers/mail';
import { giveBankAccount, GOOD_BANK_ACCOUNT } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, creditWallet, latestPin, PASSWORD, type Member } from '../wallet/support/money';
import { accountHolder, ownerNames } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => t.close());

const ACCESS = { code: '044', name: 'Access Bank' };
const GTB = { code: '058', name: 'Guaranty Trust Bank' };
const newAccount = makeNuban(ACCESS.code, '555000111');
const someoneElses = makeNuban(GTB.code, '777000222');
const HOUR = 60 * 60_000;

const save = (user: Member, extra: Record<string, unknown> = {}, accountNo = newAccount, bank = ACCESS, path = 'bank_account/add') =>
  call(t, user, 'POST', `/api/${path}`, { bank_code: bank.code, account_no: accountNo, ...extra });
const details = async (user: Member) => (await call(t, user, 'GET', '/api/bank_account/details')).json().data;
const step1 = (user: Member) => call(t, user, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: '1000', withdrawal_pin: '' });
const step2 = (user: Member, pin: string) => call(t, user, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: '1000', withdrawal_pin: pin }, { key: true });
const pinMails = async (user: Member) => (await sentMails(t, user.email)).filter((m) => /withdrawal PIN/.test(m.subject));
// straight into the settings row: a shorter period is a proposal a second administrator approves (test/back-office)
const setCooling = async (hours: number) => {
  await t.database.db.update(societySettings).set({ bankChangeCoolingHours: hours }).where(eq(societySettings.id, 1));
};
const lagosText = (at: Date) =>
  new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' }).format(at);

/** 24 hours (the default period) after the live account was saved */
async function opensAtOf(user: Member): Promise<Date> {
  const rows = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
  const live = rows.find((row) => row.replacedAt === null)!;
  return new Date(live.createdAt.getTime() + 24 * HOUR);
}

/** a member with money, a complete profile and an approved account on file, named as the bank names `newAccount` */
async function payingMember(): Promise<Member> {
  const user = await accountHolder(t, ACCESS.code, newAccount);
  await giveBankAccount(t, user);
  await creditWallet(t, user, 500_000n);
  return user;
}

describe('changing the account on file needs the password', () => {
  it('counts wrong passwords with every other password check: after the free ones the member must wait', async () => {
    const user = await payingMember();
    for (let i = 0; i < 3; i++) expect((await save(user, { password: 'Wrong#123' }, newAccount, ACCESS, 'bank_accountUpdate')).statusCode).toBe(400);
    const waiting = await save(user, { password: PASSWORD }, newAccount, ACCESS, 'bank_accountUpdate');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/Too many wrong passwords/);
    expect(await details(user)).toMatchObject({ account_no: GOOD_BANK_ACCOUNT.accountNo });
  });

  it.each([
    ['no password', {}, 422, PASSWORD_FOR_BANK_CHANGE],
    ['an empty password', { password: '' }, 422, PASSWORD_FOR_BANK_CHANGE],
    ['a wrong password', { password: 'Wrong#123' }, 400, WRONG_PASSWORD_FOR_BANK_CHANGE],
  ])('refuses %s through either call; nothing changes, nothing is mailed, the bank is not asked', async (_case, extra, status, message) => {
    const user = await payingMember();
    const resolve = jest.spyOn(t.app.deps.payments.provider, 'resolveAccount');
    for (const path of ['bank_account/add', 'bank_accountUpdate']) {
      const res = await save(user, extra, newAccount, ACCESS, path);
      expect(res.statusCode).toBe(status);
      // a wrong password is a counted password check (auth/passwordAttempts): its reply says how long to wait
      expect(res.json()).toEqual({ success: false, message, ...(status === 400 ? { retry_after: 0 } : {}) });
    }
    expect(resolve).not.toHaveBeenCalled();
    expect(await details(user)).toMatchObject({ account_no: GOOD_BANK_ACCOUNT.accountNo, status: 'approved' });
    expect(await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id))).toHaveLength(1);
    expect(await sentMails(t, user.email)).toEqual([]);
  });

  it("accepts the member's first account without a password, as the original client sent it, and pays out at once", async () => {
    const user = await accountHolder(t, ACCESS.code, newAccount);
    const res = await save(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Bank account added', data: { account_no: newAccount, status: 'approved', withdrawals_open_at: null } });
    const [mail] = await sentMails(t, user.email);
    expect(mail.text).toContain('Withdrawals to this account are open now.');
  });
});

describe('after a change, withdrawals wait for the cooling period', () => {
  it('mails the change with when withdrawals open and what to do if it was not the member', async () => {
    const user = await payingMember();
    const res = await save(user, { password: PASSWORD }, newAccount, ACCESS, 'bank_accountUpdate');
    expect(res.statusCode).toBe(200);
    const opensAt = await opensAtOf(user);
    expect(res.json().data).toMatchObject({ status: 'cooling', withdrawals_open_at: opensAt.toISOString() });
    const [mail] = await sentMails(t, user.email);
    expect(mail.subject).toBe('Your Finnacrest Co-operative Society bank account was changed');
    expect(mail.text).toContain(`withdrawals to this account open on ${lagosText(opensAt)} (Lagos time)`);
    expect(mail.text).toContain('If you did not do this, change your password at once and contact the society');
  });

  it('refuses step 1 until the period ends, saying when withdrawals open, and mails no PIN', async () => {
    const user = await payingMember();
    await save(user, { password: PASSWORD });
    const opensAt = await opensAtOf(user);
    const refused = await step1(user);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: `Your bank account was changed recently. For your safety, withdrawals to it open on ${lagosText(opensAt)} (Lagos time).`,
    });
    expect(await pinMails(user)).toEqual([]);
    expect(await details(user)).toMatchObject({ status: 'cooling', withdrawals_open_at: opensAt.toISOString(), status_message: refused.json().message });

    // the period passes (moving the clock would end the session too)
    await t.database.db.update(bankAccounts).set({ createdAt: new Date(t.clock.now.getTime() - 24 * HOUR - 1000) }).where(and(eq(bankAccounts.userId, user.id), eq(bankAccounts.accountNo, newAccount)));
    expect((await step1(user)).statusCode).toBe(200);
    expect(await details(user)).toMatchObject({ status: 'approved', withdrawals_open_at: null, status_message: null });
  });

  it('refuses step 2 when the account changed after the PIN was mailed: no money moves', async () => {
    const user = await payingMember();
    expect((await step1(user)).statusCode).toBe(200);
    const pin = await latestPin(t, user);
    await save(user, { password: PASSWORD });
    const res = await step2(user, pin);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Your bank account was changed recently\. For your safety, withdrawals to it open on /);
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id))).toEqual([]);
  });

  it('does not wait when the administrators set the period to 0', async () => {
    await setCooling(0);
    try {
      const user = await payingMember();
      const res = await save(user, { password: PASSWORD });
      expect(res.json().data).toMatchObject({ status: 'approved', withdrawals_open_at: null });
      expect((await step1(user)).statusCode).toBe(200);
    } finally {
      await setCooling(24);
    }
  });
});

describe('an account not in the member’s name is held for an administrator', () => {
  /** a member with money and a complete profile whose first account is someone else's */
  async function heldMember(): Promise<Member> {
    const user = await accountHolder(t, ACCESS.code, newAccount);
    await giveBankAccount(t, user);
    await t.database.db.delete(bankAccounts).where(eq(bankAccounts.userId, user.id));
    await creditWallet(t, user, 500_000n);
    const res = await save(user, {}, someoneElses, GTB);
    expect(res.statusCode).toBe(200);
    return user;
  }

  const heldList = async (who: Member) => call(t, who, 'GET', '/api/admin/bank_accounts/held');
  const heldId = async (user: Member) => {
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
    return row.id;
  };

  it('saves it as held, tells the member, and refuses withdrawals without mailing a PIN', async () => {
    const user = await heldMember();
    expect(await details(user)).toMatchObject({ account_no: someoneElses, status: 'held', withdrawals_open_at: null, status_message: HELD_FOR_REVIEW });
    const [mail] = await sentMails(t, user.email);
    expect(mail.text).toContain('the society will check it before any withdrawal is paid into it');
    const refused = await step1(user);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(HELD_FOR_REVIEW);
    expect(await pinMails(user)).toEqual([]);
  });

  it('lists it for administrators with the name the bank gave beside the profile name; members get 403', async () => {
    const user = await heldMember();
    const boss = await admin(t);
    const res = await heldList(boss);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      id: await heldId(user),
      member: { id: user.id, name: `${ownerNames(ACCESS.code, newAccount).firstName} ${ownerNames(ACCESS.code, newAccount).lastName}`, email: user.email },
      bank_name: GTB.name,
      account_no: someoneElses,
      account_name: sandboxAccountName(GTB.code, someoneElses),
      created_at: expect.any(String),
      yours: false,
    });
    expect((await heldList(user)).statusCode).toBe(403);
    expect((await call(t, user, 'POST', `/api/admin/bank_accounts/${await heldId(user)}/approve`)).statusCode).toBe(403);
    expect((await call(t, null, 'POST', `/api/admin/bank_accounts/${await heldId(user)}/approve`)).statusCode).toBe(401);
    expect(await details(user)).toMatchObject({ status: 'held' });
  });

  it('opens withdrawals once approved, mails the member, and cannot be decided twice', async () => {
    const user = await heldMember();
    const boss = await admin(t);
    const id = await heldId(user);
    const res = await call(t, boss, 'POST', `/api/admin/bank_accounts/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Bank account approved: withdrawals can be paid into it' });
    expect((await sentMails(t, user.email))[0].subject).toBe('Your Finnacrest Co-operative Society bank account was approved');
    expect(await details(user)).toMatchObject({ status: 'approved' });
    expect((await step1(user)).statusCode).toBe(200);
    expect((await heldList(boss)).json().data.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await call(t, boss, 'POST', `/api/admin/bank_accounts/${id}/reject`)).statusCode).toBe(409);
  });

  it('on rejection takes it off file, mails the member, and the member adds another', async () => {
    const user = await heldMember();
    const boss = await admin(t);
    const res = await call(t, boss, 'POST', `/api/admin/bank_accounts/${await heldId(user)}/reject`);
    expect(res.statusCode).toBe(200);
    const [mail] = await sentMails(t, user.email);
    expect(mail.subject).toBe('Your Finnacrest Co-operative Society bank account was not approved');
    expect(mail.text).toContain('Please add a bank account in your own name');
    expect(await details(user)).toBeNull();
    expect((await step1(user)).json().message).toBe(UPDATE_PROFILE_AND_BANK);
    const again = await save(user);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ account_no: newAccount, status: 'cooling' });
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await call(t, await admin(t), 'POST', '/api/admin/bank_accounts/999999999/approve')).statusCode).toBe(404);
  });
});
