// Money arrangements straight through the API, for tests whose subject is something else: a paying member, a funded
// wallet, a bank account, a complete profile, a withdrawal. The feature under test is always driven through the UI.
import crypto from 'node:crypto';
import { expect } from '@playwright/test';
import { sandboxAccountName } from '../../api/src/rails/sandbox/names';
import { createVerifiedMember } from './api';
import { API_URL, SOCIETY_NAME } from './env';
import { readOutbox } from './outbox';
import type { TestUser } from './users';

/** The sandbox's documented test data (api/src/rails/sandbox/cards.ts). */
export const TEST_CARDS = {
  success: '4084 0840 8408 4081',
  declined: '4000 0000 0000 0002',
  otp: '5060 6666 6666 6666 666',
} as const;
export const SANDBOX_OTP = '123456';
/** any future expiry and any 3-digit CVV work with every test card */
export const CARD_EXPIRY = '12/30';
export const CARD_CVV = '123';
/** GTBank 058 / 0123456785: resolves like any account, but every payout to it fails (SANDBOX_FAILING_ACCOUNT) */
export const FAILING_ACCOUNT = { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456785' } as const;
/** GTBank 058 / 0123456792: every payout to it fails, then the bank pays it anyway (SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT) */
export const PAID_AFTER_REVERSAL_ACCOUNT = { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456792' } as const;

/** A random valid NUBAN at a bank with a 3-digit CBN code (check digit: weights 3,7,3 over 000 + code + serial). */
export function randomNuban(bankCode: string): string {
  const serial = String(crypto.randomInt(0, 1e9)).padStart(9, '0');
  const digits = `000${bankCode}${serial}`;
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${serial}${(10 - (sum % 10)) % 10}`;
}

/** an ordinary account, new for each call, whose payouts succeed */
export function payingAccount(): { bankCode: string; bankName: string; accountNumber: string } {
  return { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: randomNuban('058') };
}

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/**
 * A member's names as the sandbox's bank gives the account ("OKAFOR CHIOMA EMEKA": last, first, middle), so the
 * name check approves it; a member with other names has the account held for an administrator.
 */
export function accountOwnerNames(account: { bankCode: string; accountNumber: string }): { firstName: string; lastName: string } {
  const [lastName, firstName] = sandboxAccountName(account.bankCode, account.accountNumber).split(' ');
  return { firstName: titleCase(firstName), lastName: titleCase(lastName) };
}

/** another account the sandbox's bank gives the same holder's name (about one in 900 accounts shares a name) */
export function anotherAccountOf(owner: { firstName: string; lastName: string }): { bankCode: string; bankName: string; accountNumber: string } {
  for (;;) {
    const account = payingAccount();
    const names = accountOwnerNames(account);
    if (names.firstName === owner.firstName && names.lastName === owner.lastName) return account;
  }
}

export const PIN_SUBJECT = `Your ${SOCIETY_NAME} withdrawal PIN`;

export interface Member extends TestUser {
  token: string;
}

type Json = Record<string, unknown>;

async function request(method: string, path: string, token: string | null, body?: unknown, idempotent = false): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotent) headers['idempotency-key'] = crypto.randomUUID();
  const res = await fetch(`${API_URL}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Json };
}

async function expectOk(what: string, reply: Promise<{ status: number; body: Json }>): Promise<Json> {
  const { status, body } = await reply;
  if (status < 200 || status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export async function apiGet(token: string, path: string): Promise<Json> {
  return expectOk(`GET ${path}`, request('GET', path, token));
}

/** `POST path` as the member; `idempotent` adds a fresh Idempotency-Key (money moves) */
export async function apiPost(token: string, path: string, body?: unknown, idempotent = false): Promise<Json> {
  return expectOk(`POST ${path}`, request('POST', path, token, body, idempotent));
}

/** `POST auth/login` → the session token */
export async function signInViaApi(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const body = await expectOk(`sign-in of ${user.email}`, request('POST', 'auth/login', null, { email: user.email, password: user.password }));
  const token = (body.user as Json | undefined)?.token;
  if (typeof token !== 'string') throw new Error(`sign-in of ${user.email} gave no token: ${JSON.stringify(body)}`);
  return token;
}

/** Pays a started charge on the sandbox checkout as a person would with `card` (the same form posts the page makes). */
export async function payOnCheckout(authorizationUrl: string, card: string = TEST_CARDS.success): Promise<void> {
  const url = `${API_URL}${new URL(authorizationUrl).pathname}`;
  const post = (form: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  const res = await post({ step: 'card', card_number: card, expiry: CARD_EXPIRY, cvv: CARD_CVV });
  if (!res.ok) throw new Error(`the sandbox checkout answered ${res.status}`);
  if (card === TEST_CARDS.otp) await post({ step: 'otp', otp: SANDBOX_OTP });
}

async function paidCharge(token: string, purpose: 'wallet_funding' | 'registration_fee' | 'card_verification', amount?: string, saveCard = false): Promise<string> {
  const started = await expectOk(`start a ${purpose} charge`, request('POST', 'payments/charges', token, { purpose, amount, save_card: saveCard }));
  await payOnCheckout(String(started.authorization_url));
  return String(started.reference);
}

/** The registration fee paid with a new card: the account becomes a member. */
export async function payRegistrationFeeViaApi(token: string): Promise<void> {
  const reference = await paidCharge(token, 'registration_fee');
  await expectOk('the registration fee', request('POST', 'registration_fee_payment', token, { payment_method: 'Paystack', paystack_id: reference }, true));
}

/** Funds the wallet with `amount` naira by a new card; returns the saved card's id when `saveCard`. */
export async function fundWalletViaApi(token: string, amount: string, saveCard = false): Promise<number | null> {
  const reference = await paidCharge(token, 'wallet_funding', amount, saveCard);
  const body = await expectOk('wallet funding', request('POST', 'save_wallet/store', token, { amount, payment_method: 'Paystack', paystack_id: reference }, true));
  return (body.card_id as number | null) ?? null;
}

/** Saves the success test card with the ₦100 verification charge (it lands in the wallet); returns the card's id. */
export async function saveCardViaApi(token: string): Promise<number> {
  const reference = await paidCharge(token, 'card_verification');
  const body = await expectOk('card verification', request('POST', 'save_wallet/store', token, { payment_method: 'Paystack', paystack_id: reference }, true));
  return Number(body.card_id);
}

export async function addBankViaApi(token: string, account: { bankCode: string; accountNumber: string }): Promise<void> {
  await expectOk('bank_account/add', request('POST', 'bank_account/add', token, { bank_code: account.bankCode, account_no: account.accountNumber }));
}

/** every required field of the three profile steps */
export function completeProfileFields(user: TestUser): Record<string, string> {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    phone_no: user.phone,
    address: '12 Awolowo Road, Ikoyi',
    state_of_origin: 'Lagos',
    local_govt: 'Eti-Osa',
    marital_status: 'single',
    kin_first_name: 'Chinedu',
    kin_last_name: 'Okafor',
    kin_phone_no: '08031234567',
    kin_email: '',
    relationship: 'Brother',
    occupation: 'Trader',
    business_address: '4 Balogun Market, Lagos Island',
    business_type: 'sole',
    business_type_others: '',
    employers_name: '',
    employers_phone_no: '',
  };
}

export async function completeProfileViaApi(token: string, user: TestUser): Promise<void> {
  await expectOk('profiles/update', request('POST', 'profiles/update', token, completeProfileFields(user)));
}

export interface MemberSetup {
  /** naira funded by a new card before the test */
  funded?: string;
  bank?: { bankCode: string; accountNumber: string };
  /** the account whose holder the member is named as (default: `bank`), for an account added later on the page */
  namedAfter?: { bankCode: string; accountNumber: string };
  profile?: boolean;
}

/** A verified account that has paid the registration fee, with whatever else the test needs already in place. */
export async function createPayingMember(tag: string, setup: MemberSetup = {}): Promise<Member> {
  const owner = setup.namedAfter ?? setup.bank;
  const user = await createVerifiedMember(tag, owner ? accountOwnerNames(owner) : {});
  const token = await signInViaApi(user);
  await payRegistrationFeeViaApi(token);
  if (setup.funded) await fundWalletViaApi(token, setup.funded);
  if (setup.bank) await addBankViaApi(token, setup.bank);
  if (setup.profile) await completeProfileViaApi(token, user);
  return { ...user, token };
}

/** the newest withdrawal PIN mailed to `email` (waits for it) */
export async function readWithdrawalPin(email: string, after?: Date): Promise<string> {
  let pin = '';
  await expect
    .poll(
      async () => {
        const mail = await readOutbox(email, PIN_SUBJECT);
        if (after && new Date(mail.created_at) < after) return '';
        pin = /Your withdrawal PIN is (\d{6})/.exec(mail.text)?.[1] ?? '';
        return pin;
      },
      { message: `a withdrawal PIN mailed to ${email}` },
    )
    .not.toBe('');
  return pin;
}

/** Both withdrawal steps through the API; returns the withdrawal's id. */
export async function withdrawViaApi(member: Member, amount: string): Promise<number> {
  const asked = new Date(Date.now() - 1000);
  await expectOk('verifyPasswordBeforeWithdrawal', request('POST', 'verifyPasswordBeforeWithdrawal', member.token, { password: member.password, amount, withdrawal_pin: '' }));
  const pin = await readWithdrawalPin(member.email, asked);
  const body = await expectOk('paystackWithdrawalToBank', request('POST', 'paystackWithdrawalToBank', member.token, { password: member.password, amount, withdrawal_pin: pin }, true));
  return Number((body.withdrawal as Json).id);
}

/** `count` wrong withdrawal PINs through the API (a fresh PIN for every 5, the tries one PIN allows); the last answer */
export async function wrongPinsViaApi(member: Member, count: number, amount = '100'): Promise<{ status: number; body: Json }> {
  let last = { status: 0, body: {} as Json };
  for (let entered = 0; entered < count; ) {
    const asked = new Date(Date.now() - 1000);
    await expectOk('verifyPasswordBeforeWithdrawal', request('POST', 'verifyPasswordBeforeWithdrawal', member.token, { password: member.password, amount, withdrawal_pin: '' }));
    const pin = await readWithdrawalPin(member.email, asked);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let onThisPin = 0; onThisPin < 5 && entered < count; onThisPin++, entered++) {
      last = await request('POST', 'paystackWithdrawalToBank', member.token, { password: member.password, amount, withdrawal_pin: wrong }, true);
    }
  }
  return last;
}

/** Waits until the withdrawal reaches `status` (the sandbox settles transfers by a webhook a moment later). */
export async function waitForWithdrawal(member: Member, id: number, status: 'confirmed' | 'reversed'): Promise<void> {
  await expect.poll(async () => (await apiGet(member.token, `show_withdrawal/${id}`)).status, { message: `withdrawal ${id} ${status}`, timeout: 30_000 }).toBe(status);
}
