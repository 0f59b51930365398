// `GET transactions/details?page=&from=&to=&category=` (facts §2.2, §3.6).
import { http } from '@coop/shared';
import type { TransactionsReply } from '@coop/api/contract';

export interface TransactionsQuery {
  page: number;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  /** a category code from the reply's `categories`, or '' for all */
  category: string;
}

export const transactionsApi = {
  list: (query: TransactionsQuery) => http.get<TransactionsReply>('transactions/details', { query: { ...query } }),
};
