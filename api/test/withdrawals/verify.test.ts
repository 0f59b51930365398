// Withdrawal step 1 (`verifyPasswordBeforeWithdrawal`): password, bank account and profile, balance, then a PIN mailed
// for the amount.
import { eq } from 'drizzle-orm';
import { withdrawalPins } from '../../src/db/schema';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, creditWallet, latestPin, member, PASSWORD } from '../wallet/support/money';
import { giveBankAccount } from '../helpers/memberRecords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => t.close());

const verify = (user: Parameters<typeof call>[1], body: Record<string, unknown>) => call(t, user, 'POST', '/api/verifyPasswordBeforeWithdrawal', body);

it('mails a 6-digit PIN for the amount and tells the member to check their e-mail', async () => {
  const ada = await member(t);
  await giveBankAccount(t, ada);
  await creditWallet(t, ada, 500_000n);
  const res = await verify(ada, { password: PASSWORD, amount: '1500', withdrawal_pin: '' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({
    success: true,
    message: `We have sent a withdrawal PIN to ${ada.email}. Please check your e-mail and enter the PIN to confirm the withdrawal of ₦1,500.00. It expires in 10 minutes.`,
    expires_at: expect.any(String),
    amount: '1500.00',
  });
  expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  const pin = await latestPin(t, ada);
  expect(pin).toMatch(/^\d{6}$/);
  const [mail] = await sentMails(t, ada.email);
  expect(mail.text).toContain('₦1,500.00');
  expect(mail.text).toContain('Access Bank (****6784, ADA OKAFOR)');
  // only a salted hash is stored
  const [row] = await t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, ada.id));
  expect(row.pinHash).not.toContain(pin);
  expect(row.amountKobo).toBe(150_000n);
});

it('refuses a wrong password with 400 and mails nothing', async () => {
  const ada = await member(t);
  await giveBankAccount(t, ada);
  await creditWallet(t, ada, 500_000n);
  const res = await verify(ada, { password: 'not-it', amount: '10' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: 'Your password is not correct', retry_after: 0 });
  expect(await sentMails(t, ada.email)).toEqual([]);
});

it('sends a member without a bank account or a complete profile to update them (422, the spec’s words)', async () => {
  const ada = await member(t);
  await creditWallet(t, ada, 500_000n);
  const noBank = await verify(ada, { password: PASSWORD, amount: '10' });
  expect(noBank.statusCode).toBe(422);
  expect(noBank.json()).toEqual({ success: false, message: 'Please Update your profile and bank account to continue' });
  await giveBankAccount(t, ada, undefined, { profileComplete: false });
  const noProfile = await verify(ada, { password: PASSWORD, amount: '10' });
  expect(noProfile.statusCode).toBe(422);
  expect(noProfile.json().message).toBe('Please Update your profile and bank account to continue');
  expect(await t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, ada.id))).toEqual([]);
});

it('is what the real sessionFlags gives every member on this branch (no bank accounts yet)', async () => {
  jest.restoreAllMocks();
  const ada = await member(t);
  await creditWallet(t, ada, 500_000n);
  const res = await verify(ada, { password: PASSWORD, amount: '10' });
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('Please Update your profile and bank account to continue');
});

it('refuses more than the balance with the balance in the message', async () => {
  const ada = await member(t);
  await giveBankAccount(t, ada);
  await creditWallet(t, ada, 123_456n);
  const res = await verify(ada, { password: PASSWORD, amount: '1234.57' });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ success: false, message: 'Insufficient balance: your available balance is ₦1,234.56' });
  expect((await verify(ada, { password: PASSWORD, amount: '1234.56' })).statusCode).toBe(200);
});

it.each([
  [{ amount: '10' }, 'Your password is required'],
  [{ password: '', amount: '10' }, 'Your password is required'],
  [{ password: 42, amount: '10' }, 'Your password must be text'],
  [{ password: PASSWORD }, 'The amount is required'],
  [{ password: PASSWORD, amount: -10 }, 'The amount must be a number with at most 2 decimal places'],
  [{ password: PASSWORD, amount: '0' }, 'The amount must be greater than zero'],
  [{ password: PASSWORD, amount: '10.001' }, 'The amount must be a number with at most 2 decimal places'],
  [{ password: PASSWORD, amount: '1000000000.01' }, 'The amount is above the limit of ₦1,000,000,000'],
  [{ password: PASSWORD, amount: { naira: 10 } }, 'The amount is required'],
])('refuses %j with a 422', async (body, message) => {
  const ada = await member(t);
  await giveBankAccount(t, ada);
  await creditWallet(t, ada, 500_000n);
  const res = await verify(ada, body);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ success: false, message });
});

it('needs a signed-in member', async () => {
  expect((await verify(null, { password: PASSWORD, amount: '10' })).statusCode).toBe(401);
});
