// Shared steps for the savings administrators' tests: shares and savings put straight into a member's accounts
// through balanced transfers (provider_clearing → account), the way a paid card charge would.
import crypto from 'node:crypto';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction, TRANSFER_KIND } from '../../src/ledger';
import type { TestApp } from '../helpers/testApp';
import type { TestUser } from '../helpers/users';

const KIND_OF_PURPOSE: Record<string, string> = {
  [MEMBER_ACCOUNT_KIND.shares]: TRANSFER_KIND.shareholdingDeposit,
  [MEMBER_ACCOUNT_KIND.regularSavings]: TRANSFER_KIND.savingsDeposit,
  [MEMBER_ACCOUNT_KIND.saveToLoan]: TRANSFER_KIND.saveToLoanDeposit,
};

/** `kobo` into one of the member's accounts (shares unless told), paid by card */
export async function deposit(t: TestApp, user: Pick<TestUser, 'id'>, kobo: bigint, purpose: string = MEMBER_ACCOUNT_KIND.shares): Promise<void> {
  await withMoneyTransaction(t.database.db, async (tx) => {
    const account = await memberAccount(tx, user.id, purpose);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    await transfer(tx, {
      reference: `TEST-${crypto.randomBytes(8).toString('hex')}`,
      kind: KIND_OF_PURPOSE[purpose] ?? TRANSFER_KIND.targetDeposit,
      userId: user.id,
      description: `Test deposit into ${purpose}`,
      postings: [
        { accountId: clearing, amount: -kobo },
        { accountId: account, amount: kobo },
      ],
      metadata: { payment_method: 'Debit Card' },
    });
  });
}
