// The shareholding calls (spec §7 "Registration and shares", facts §1.4, §2.11): the reads, and buying shares
// (a money call through the remote's calls, from the Shareholdings page and from the gate).
import { http } from '@coop/shared';
import type { SavingsTransactionsReply, ShareholdingReply } from '@coop/api/contract';
import type { FundBody } from '../fundBody';

export const SHAREHOLDINGS_PATH = '/shareholdings';

export const sharesApi = {
  /** the member's shares against the society's minimum */
  holding: () => http.get<ShareholdingReply>('share_holding'),
  history: (page: number) => http.get<SavingsTransactionsReply>('shareHoldingsTransactions', { query: { page } }),
};

export const sharesCalls = {
  fund: (body: FundBody) => ({ method: 'POST' as const, path: 'addShareHoldingsFunds', body, money: true }),
};
