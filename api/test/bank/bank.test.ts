// bank_account/add, bank_accountUpdate and bank_account/details: the provider's account name is what is
// stored, a bad check digit never reaches the provider, changes keep history, and each member sees their own.
import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../src/db/schema';
import { bankAccountHistory, bankAccountOf } from '../../src/modules/bank';
import { makeNuban } from '../../src/rails/nuban';
import { ConclusiveProviderError, InconclusiveProviderError } from '../../src/rails/provider';
import { sandboxAccountName } from '../../src/rails/sandbox/names';
import { sentMails } from '../helpers/mail';
import { PASSWORD } from '../wallet/support/money';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { accountHolder } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const INVALID_ACCOUNT = 'Invalid account, please check the account details and try again';
const GTB = { code: '058', name: 'Guaranty Trust Bank' };
const ACCESS = { code: '044', name: 'Access Bank' };
const gtbAccount = makeNuban(GTB.code, '012345678');
const accessAccount = makeNuban(ACCESS.code, '987654321');
/** the same serial with the wrong last digit */
const badCheckDigit = `${gtbAccount.slice(0, 9)}${(Number(gtbAccount[9]) + 1) % 10}`;

const save = (user: TestUser, payload: unknown, path = 'bank_account/add') =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, headers: user.headers, payload: payload as never });
const details = (user: TestUser) => t.app.inject({ url: '/api/bank_account/details', headers: user.headers });
const body = (accountNo: string, bank = GTB, extra: Record<string, unknown> = {}) => ({ bank_name: bank.name, account_no: accountNo, account_name: 'WHATEVER THE CLIENT SAYS', bank_code: bank.code, ...extra });
/** a change of the account on file, with the member's password */
const change = (accountNo: string, bank = GTB) => body(accountNo, bank, { password: PASSWORD });
const OPEN = { status: 'approved', withdrawals_open_at: null, status_message: null };

describe('anonymous', () => {
  it('gets 401 on every bank route', async () => {
    for (const [method, url] of [['GET', '/api/bank_account/details'], ['POST', '/api/bank_account/add'], ['POST', '/api/bank_accountUpdate']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? body(gtbAccount) : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });
});

describe('POST bank_account/add', () => {
  it("stores the provider's account name and the listed bank name, never the client's", async () => {
    const member = await accountHolder(t, GTB.code, gtbAccount);
    const res = await save(member, body(gtbAccount, { code: GTB.code, name: 'My Favourite Bank' }));
    expect(res.statusCode).toBe(200);
    const expected = { bank_name: GTB.name, bank_code: GTB.code, account_no: gtbAccount, account_name: sandboxAccountName(GTB.code, gtbAccount), ...OPEN };
    expect(res.json()).toEqual({ success: true, message: 'Bank account added', data: expected });
    expect(expected.account_name).not.toBe('WHATEVER THE CLIENT SAYS');
    expect((await details(member)).json()).toEqual({ success: true, data: expected });
    expect(await bankAccountOf(t.database.db, member.id)).toMatchObject({ bankCode: GTB.code, bankName: GTB.name, accountNo: gtbAccount, accountName: expected.account_name });
  });

  it('refuses a wrong check digit without asking the provider', async () => {
    const member = await createUser(t);
    const resolve = jest.spyOn(t.app.deps.payments.provider, 'resolveAccount');
    const res = await save(member, body(badCheckDigit));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: INVALID_ACCOUNT });
    expect(resolve).not.toHaveBeenCalled();
    expect((await details(member)).json().data).toBeNull();
  });

  it.each([
    ['the provider refuses the account', new ConclusiveProviderError('Could not resolve account name', 'rejected', 422)],
    ['the provider is down', new InconclusiveProviderError('down', 'timeout')],
  ])('answers 422 with the original text when %s, and stores nothing', async (_case, error) => {
    const member = await createUser(t);
    const resolve = jest.spyOn(t.app.deps.payments.provider, 'resolveAccount').mockRejectedValue(error);
    const res = await save(member, body(gtbAccount));
    expect(resolve).toHaveBeenCalledWith({ accountNumber: gtbAccount, bankCode: GTB.code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: INVALID_ACCOUNT });
    expect(await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, member.id))).toEqual([]);
  });

  it.each([
    [{ account_no: gtbAccount }, 'Choose your bank'],
    [{ account_no: gtbAccount, bank_code: '999' }, 'Unknown bank, please choose your bank from the list'],
    [{ account_no: gtbAccount, bank_code: 'GTB' }, 'Unknown bank, please choose your bank from the list'],
    [{ bank_code: GTB.code }, 'The account number is required'],
    [{ bank_code: GTB.code, account_no: '012345678' }, 'The account number must be 10 digits'],
    [{ bank_code: GTB.code, account_no: '01234567890' }, 'The account number must be 10 digits'],
    [{ bank_code: GTB.code, account_no: 123456789 }, 'The account number must be 10 digits'],
    [{ bank_code: GTB.code, account_no: gtbAccount, account_name: 'x'.repeat(201) }, 'The account name must be at most 200 characters'],
  ].map(([payload, message]) => [JSON.stringify(payload).slice(0, 80), payload, message] as const))('refuses %s', async (_shown, payload, message) => {
    const member = await createUser(t);
    const res = await save(member, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await details(member)).json().data).toBeNull();
  });

  it('mails the member when the account their withdrawals go to is set or changed', async () => {
    const member = await accountHolder(t, GTB.code, gtbAccount);
    await save(member, body(gtbAccount));
    await save(member, change(accessAccount, ACCESS));
    const mails = await sentMails(t, member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Finnacrest Co-operative Society bank account was changed', 'A bank account was added to your Finnacrest Co-operative Society account']);
    expect(mails[0].text).toContain(`Access Bank ******${accessAccount.slice(-4)}`);
    expect(mails[0].text).toContain(`instead of Guaranty Trust Bank ******${gtbAccount.slice(-4)}`);
    expect(mails[0].text).not.toContain(accessAccount);
  });
});

describe('changing the bank account', () => {
  it('replaces the live account through either call and keeps every earlier one for audit', async () => {
    const member = await accountHolder(t, GTB.code, gtbAccount);
    expect((await save(member, body(gtbAccount))).json().message).toBe('Bank account added');
    const updated = await save(member, change(accessAccount, ACCESS), 'bank_accountUpdate');
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: expect.stringMatching(/^Bank account updated\./), data: { bank_code: ACCESS.code, account_no: accessAccount, account_name: sandboxAccountName(ACCESS.code, accessAccount) } });
    // the original client always called /add, also to change the account
    expect((await save(member, change(gtbAccount))).json().message).toMatch(/^Bank account updated/);

    expect((await details(member)).json().data).toMatchObject({ bank_code: GTB.code, account_no: gtbAccount });
    const history = await bankAccountHistory(t.database.db, member.id);
    expect(history.map((h) => [h.bankCode, h.replacedAt === null])).toEqual([
      [GTB.code, true],
      [ACCESS.code, false],
      [GTB.code, false],
    ]);
  });

  it('does not add a history row when the same account is sent again', async () => {
    const member = await accountHolder(t, GTB.code, gtbAccount);
    await save(member, body(gtbAccount));
    const again = await save(member, change(gtbAccount), 'bank_accountUpdate');
    expect(again.json()).toMatchObject({ success: true, message: 'Your bank account is unchanged' });
    expect(await bankAccountHistory(t.database.db, member.id)).toHaveLength(1);
  });

  it('keeps one live account when two changes race', async () => {
    const member = await accountHolder(t, GTB.code, gtbAccount);
    await Promise.all([save(member, change(gtbAccount)), save(member, change(accessAccount, ACCESS)), save(member, change(gtbAccount), 'bank_accountUpdate')]);
    const history = await bankAccountHistory(t.database.db, member.id);
    expect(history.filter((h) => h.replacedAt === null)).toHaveLength(1);
    expect(history[0].replacedAt).toBeNull();
  });
});

describe('GET bank_account/details', () => {
  it('is null without an account, accepts ?token=, and shows each member only their own', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    await save(first, body(gtbAccount));
    expect((await details(second)).json()).toEqual({ success: true, data: null });
    const byQuery = await t.app.inject({ url: `/api/bank_account/details?token=${first.token}` });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['cache-control']).toBe('private, no-store');
    expect(byQuery.json().data.account_no).toBe(gtbAccount);
    // a second member adding the same account changes nothing for the first
    await save(second, change(accessAccount, ACCESS));
    expect((await details(first)).json().data.account_no).toBe(gtbAccount);
    expect((await details(second)).json().data.account_no).toBe(accessAccount);
  });

  it('adds 25 to the profile completeness', async () => {
    const member = await createUser(t);
    const before = (await t.app.inject({ url: '/api/show_profile', headers: member.headers })).json().data.completeness;
    await save(member, body(gtbAccount));
    const after = (await t.app.inject({ url: '/api/show_profile', headers: member.headers })).json().data.completeness;
    expect(after - before).toBe(25);
  });
});
