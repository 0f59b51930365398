// Regular savings (facts §2.3): the member's autosave plan, the history, and the two-step withdrawal into the wallet.
import { http } from '@coop/shared';
import type { SavingsPlanListReply, SavingsTransactionsReply, VerifySavingsWithdrawalReply } from '@coop/api/contract';
import type { PasswordAndPin, VerifyPasswordBody } from '@coop/shared';

/** the original client's withdrawal body: regular savings are paid into the wallet; `date_time` is ignored by the API */
const withdrawalBody = (body: PasswordAndPin) => ({ ...body, payment_method: 'Wallet' as const, date_time: new Date().toISOString() });

export type WithdrawalBody = ReturnType<typeof withdrawalBody>;

/** the same amount, password and PIN asked again is the same intent: its body, and so its Idempotency-Key, is kept */
function sameWithdrawal(kept: unknown, body: PasswordAndPin): kept is WithdrawalBody {
  if (!kept || typeof kept !== 'object') return false;
  const { payment_method: _method, date_time: _time, ...asked } = kept as WithdrawalBody;
  return JSON.stringify(asked) === JSON.stringify(body);
}

export const WITHDRAWN_MESSAGE = 'Your withdrawal has been paid into your wallet';

export const regularApi = {
  plan: () => http.get<SavingsPlanListReply>('saving'),
  transactions: (page: number) => http.get<SavingsTransactionsReply>('savingsTransactions', { query: { page } }),
  /** step 1 (the kit's LeaveSocietyConfirm `verify`): the API mails a PIN for that amount */
  verifyWithdrawal: (body: VerifyPasswordBody) => http.post<VerifySavingsWithdrawalReply>('verifySavingsWithdrawal', withdrawalBody({ ...body, withdrawal_pin: '' })),
};

export const regularCalls = {
  /** step 2, a money call (SavingsWithdrawalReply); `kept`: the intent's body the call still holds */
  withdraw: (body: PasswordAndPin, kept: unknown) => ({
    method: 'POST' as const,
    path: 'savingsWithdrawal',
    body: sameWithdrawal(kept, body) ? kept : withdrawalBody(body),
    money: true,
  }),
};
