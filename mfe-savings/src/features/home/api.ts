// What the member's home (/savings) reads (facts §2.2, §2.10, §2.11): figures only, nothing here moves money.
import { http } from '@coop/shared';
import type {
  AllFundsReply, BankAccountReply, GuarantableReply, Money, ProfileReply, SavingsBalanceReply, SavingsPackagesTotalsReply, TransactionsReply,
  WalletBalanceReply,
} from '@coop/api/contract';

export const LATEST_TRANSACTIONS = 5;

export const homeApi = {
  wallet: () => http.get<WalletBalanceReply>('show_wallet_balance'),
  shares: () => http.get<SavingsBalanceReply>('shareHoldingsTotalBalance', { tokenInQuery: true }),
  regular: () => http.get<SavingsBalanceReply>('savingsBalance'),
  targets: () => http.get<SavingsBalanceReply>('all_targets_sum_per_user'),
  /** [loan investment, save-to-loan balance] */
  allFunds: () => http.get<AllFundsReply>('all_funds'),
  /** [regular + active targets + save to loan, regular, active targets] */
  packagesTotal: () => http.get<SavingsPackagesTotalsReply>('total_balances_for_all_savings_packages'),
  bank: () => http.get<BankAccountReply>('bank_account/details', { tokenInQuery: true }),
  profile: () => http.get<ProfileReply>('show_profile'),
  latest: () => http.get<TransactionsReply>('transactions/details', { query: { page: 1, per_page: LATEST_TRANSACTIONS } }),
  guarantable: () => http.get<GuarantableReply>('loan_owner_savings_balance', { tokenInQuery: true }),
};

/** a figure from a `{success, balance}` reply */
export const balanceOf = (reply: { balance: Money }): Money => reply.balance;
