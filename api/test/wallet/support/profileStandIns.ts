// Bank accounts and complete profiles come from the profile-api branch (not on this one): `sessionFlags` says
// bank/profile false for everyone and `bankAccountOf` finds nothing. These stand-ins give chosen members a bank
// account and a complete profile. MERGE NOTE: once the real tables exist, `giveBankAccount` should insert the
// member's profile and bank account rows instead, and the spies go.
import * as sessionFlagsModule from '../../../src/modules/auth/sessionFlags';
import * as bankAccountModule from '../../../src/modules/withdrawals/bankAccount';
import type { PayoutAccount } from '../../../src/modules/withdrawals/bankAccount';
import { SANDBOX_FAILING_ACCOUNT } from '../../../src/payments/sandbox/cards';

const accounts = new Map<number, PayoutAccount>();
const incompleteProfiles = new Set<number>();

/** A valid Access Bank NUBAN the sandbox pays out to. */
export const GOOD_BANK_ACCOUNT: PayoutAccount = { bankName: 'Access Bank', bankCode: '044', accountNo: '0123456784', accountName: 'ADA OKAFOR' };
/** The sandbox's documented account whose transfers always fail. */
export const FAILING_BANK_ACCOUNT: PayoutAccount = {
  bankName: 'Guaranty Trust Bank',
  bankCode: SANDBOX_FAILING_ACCOUNT.bankCode,
  accountNo: SANDBOX_FAILING_ACCOUNT.accountNumber,
  accountName: 'ADA OKAFOR',
};

export function installProfileStandIns(): void {
  jest.spyOn(sessionFlagsModule, 'sessionFlags').mockImplementation(async (_executor, userId) => ({ bank: accounts.has(userId), profile: accounts.has(userId) && !incompleteProfiles.has(userId) }));
  jest.spyOn(bankAccountModule, 'bankAccountOf').mockImplementation(async (_executor, userId) => accounts.get(userId) ?? null);
}

export function giveBankAccount(user: { id: number }, account: PayoutAccount = GOOD_BANK_ACCOUNT, options: { profileComplete?: boolean } = {}): void {
  accounts.set(user.id, account);
  if (options.profileComplete === false) incompleteProfiles.add(user.id);
  else incompleteProfiles.delete(user.id);
}
