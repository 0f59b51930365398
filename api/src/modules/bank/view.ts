// The member's bank account as the API shows it: the original client's fields, plus whether withdrawals open.
import type { BankAccount, BankAccountDetails } from '../../contract';
import type { PayoutAccountCheck } from './payoutAccount';
import type { MemberBankAccount } from './service';

export function bankAccountView(account: MemberBankAccount): BankAccount {
  return { bank_name: account.bankName, bank_code: account.bankCode, account_no: account.accountNo, account_name: account.accountName };
}

/** null when no account is on file */
export function bankAccountDetailsView(check: PayoutAccountCheck): BankAccountDetails | null {
  if (check.ok) return { ...bankAccountView(check.account), status: 'approved', withdrawals_open_at: null, status_message: null };
  if (check.reason === 'none') return null;
  return {
    ...bankAccountView(check.account),
    status: check.reason,
    withdrawals_open_at: check.reason === 'cooling' ? check.opensAt.toISOString() : null,
    status_message: check.message,
  };
}
