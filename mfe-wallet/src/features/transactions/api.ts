// `GET transactions/details?page=&from=&to=&category=` (facts §2.2, §3.6).
import { accepted, asPaginator, http } from '@coop/shared';
import type { TransactionsReply } from '@coop/api/contract';

export interface TransactionsQuery {
  page: number;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  /** a category code from the reply's `categories`, or '' for all */
  category: string;
}

export const EMPTY_FILTERS = { from: '', to: '', category: '' } as const;

export const transactionsApi = {
  list: async (query: TransactionsQuery, signal?: AbortSignal): Promise<TransactionsReply> => {
    const reply = accepted(await http.get<TransactionsReply>('transactions/details', { query: { ...query }, signal }));
    return { ...reply, ...asPaginator(reply), categories: Array.isArray(reply.categories) ? reply.categories : [] };
  },
};
