// Money out of a target or save-to-loan into the wallet (spec §7 `targets/add_withdrawal/{id}`,
// `save_loan/add_withdrawal`), and what each can give: a target's funds, and save-to-loan within the liens.
import { http } from '@coop/shared';
import type { GuarantableReply, SavingsAmountRequest, SavingsBalanceReply } from '@coop/api/contract';

export type WithdrawFrom = { kind: 'target'; id: number } | { kind: 'save_to_loan' };

export interface WithdrawBody {
  from: WithdrawFrom;
  /** "1500.00" */
  amount: string;
}

/** the original client sent the target's id in the body too (facts §2.4) */
const targetBody = (id: number, amount: string): SavingsAmountRequest & { id: number } => ({ id, amount });

export const withdrawalsCalls = {
  /** a money call (SavingsPayoutReply) */
  withdraw: ({ from, amount }: WithdrawBody) =>
    from.kind === 'target'
      ? { method: 'POST' as const, path: `targets/add_withdrawal/${from.id}`, body: targetBody(from.id, amount), money: true }
      : { method: 'POST' as const, path: 'save_loan/add_withdrawal', body: { amount } satisfies SavingsAmountRequest, money: true },
};

export const withdrawalsApi = {
  targetFunds: (id: number, signal?: AbortSignal) => http.get<SavingsBalanceReply>(`targets/total_funds/${id}`, { signal }),
  /** regular, save-to-loan, what the liens hold and each pledge */
  pledgeable: (signal?: AbortSignal) => http.get<GuarantableReply>('loan_owner_savings_balance', { signal }),
};
