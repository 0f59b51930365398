// A member with a bank account and money in the wallet, and the withdrawal PIN mailed to them (step 1).
import type { TestApp } from '../../helpers/testApp';
import { giveBankAccount } from '../../helpers/memberRecords';
import { PASSWORD, call, creditWallet, latestPin, member, type Member } from '../../wallet/support/money';

export async function fundedMember(t: TestApp, kobo = 1_000_000n, account?: Parameters<typeof giveBankAccount>[2]): Promise<Member> {
  const user = await member(t);
  await giveBankAccount(t, user, account);
  await creditWallet(t, user, kobo);
  return user;
}

export async function withdrawalPin(t: TestApp, user: Member, amount: string): Promise<string> {
  const res = await call(t, user, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount, withdrawal_pin: '' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return latestPin(t, user);
}
