// The shareholding calls (spec §7 "Registration and shares", facts §1.4, §2.11).
import { http } from '@coop/shared';
import type { FundSavingsReply, SavingsTransactionsReply, ShareholdingReply } from '@coop/api/contract';
import type { FundBody } from '../fundBody';

export const sharesApi = {
  /** the member's shares against the society's minimum */
  holding: () => http.get<ShareholdingReply>('share_holding'),
  history: (page: number) => http.get<SavingsTransactionsReply>('shareHoldingsTransactions', { query: { page } }),
  fund: (body: FundBody, idempotencyKey: string) => http.post<FundSavingsReply>('addShareHoldingsFunds', body, { idempotencyKey }),
};
