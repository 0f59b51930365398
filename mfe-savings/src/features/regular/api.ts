// Regular savings (facts §2.3): the member's autosave plan, the history, and the two-step withdrawal into the wallet.
import { http } from '@coop/shared';
import type {
  SavingsPlanListReply, SavingsTransactionsReply, SavingsWithdrawalReply, VerifySavingsWithdrawalReply,
} from '@coop/api/contract';
import type { PasswordAndPin, VerifyPasswordBody } from '@coop/shared';

/** the original client's withdrawal body: regular savings are paid into the wallet; `date_time` is ignored by the API */
const withdrawalBody = (body: PasswordAndPin) => ({ ...body, payment_method: 'Wallet' as const, date_time: new Date().toISOString() });

export const regularApi = {
  plan: () => http.get<SavingsPlanListReply>('saving'),
  transactions: (page: number) => http.get<SavingsTransactionsReply>('savingsTransactions', { query: { page } }),
  /** step 1 (the kit's LeaveSocietyConfirm `verify`): the API mails a PIN for that amount */
  verifyWithdrawal: (body: VerifyPasswordBody) => http.post<VerifySavingsWithdrawalReply>('verifySavingsWithdrawal', withdrawalBody({ ...body, withdrawal_pin: '' })),
  withdraw: (body: PasswordAndPin, idempotencyKey: string) => http.post<SavingsWithdrawalReply>('savingsWithdrawal', withdrawalBody(body), { idempotencyKey }),
};
