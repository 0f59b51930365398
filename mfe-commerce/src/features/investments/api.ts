// The investment screens' reads (spec §7 "Investments"; replies in @coop/api/contract investments.ts). The paths the
// spec marks with `?token=` send it.
import { http } from '@coop/shared';
import type { HoldingRow, InvestmentCard, InvestmentDetails, InvestmentKind, InvestmentNewsRow, InvestmentTotalReply } from '@coop/api/contract';
import { KINDS } from '../../components/investments/kinds';

export interface MarketCategory {
  id: number;
  category_name: string;
}

const plain = (signal?: AbortSignal) => ({ signal });
const marked = (signal?: AbortSignal) => ({ signal, tokenInQuery: true });

export const investmentsApi = {
  total: (kind: InvestmentKind, signal?: AbortSignal) => http.get<InvestmentTotalReply>(KINDS[kind].totalPath, plain(signal)),
  list: (kind: InvestmentKind, signal?: AbortSignal) => http.get<InvestmentCard[]>(KINDS[kind].listPath, plain(signal)),
  categories: (signal?: AbortSignal) => http.get<MarketCategory[]>('show_category', marked(signal)),
  details: (id: number, signal?: AbortSignal) => http.get<InvestmentDetails>(`single_investment/${id}`, marked(signal)),
  news: (kind: InvestmentKind, id: number, signal?: AbortSignal) => http.get<InvestmentNewsRow[]>(KINDS[kind].newsPath(id), marked(signal)),
  holdings: (kind: InvestmentKind, signal?: AbortSignal) => http.get<HoldingRow[]>(KINDS[kind].holdingsPath, plain(signal)),
};
