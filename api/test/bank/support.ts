// Members named as the sandbox's bank resolves their account ("OKAFOR CHIOMA EMEKA": last, first, middle), so the
// name check approves it; anyone else's account is held.
import { sandboxAccountName } from '../../src/rails/sandbox/names';
import type { TestApp } from '../helpers/testApp';
import { member, type Member } from '../wallet/support/money';

export function ownerNames(bankCode: string, accountNo: string): { firstName: string; lastName: string } {
  const [lastName, firstName] = sandboxAccountName(bankCode, accountNo).split(' ');
  return { firstName, lastName };
}

/** a member (password PASSWORD) whose profile name is the name the sandbox gives this account */
export const accountHolder = (t: TestApp, bankCode: string, accountNo: string): Promise<Member> => member(t, ownerNames(bankCode, accountNo));
