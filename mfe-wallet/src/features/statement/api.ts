// `GET statement_of_account?from=&to=&page=` as JSON, or `&format=csv|pdf` to download every row of the period.
import { accepted, asPaginator, downloadFile, http } from '@coop/shared';
import type { StatementReply } from '@coop/api/contract';

export interface StatementQuery {
  from: string;
  to: string;
  page: number;
}

export type StatementFormat = 'csv' | 'pdf';

export const STATEMENT_PATH = 'statement_of_account';

export const statementApi = {
  show: async (query: StatementQuery, signal?: AbortSignal): Promise<StatementReply> => {
    const reply = accepted(await http.get<StatementReply>(STATEMENT_PATH, { query: { ...query }, signal }));
    return { ...reply, ...asPaginator(reply) };
  },
  download: (query: { from: string; to: string }, format: StatementFormat) =>
    downloadFile(STATEMENT_PATH, { ...query, format }, `statement-${query.from}-to-${query.to}.${format}`),
};
