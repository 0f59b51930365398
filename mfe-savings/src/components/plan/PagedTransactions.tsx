// A package's history read page by page from a paginated call (a target's, save-to-loan's), in the TransactionsTable;
// `reloadKey` names what the history depends on, so it reads again when that moves.
import { useState } from 'react';
import { asPaginator, useLoad } from '@coop/shared';
import type { SavingsTransaction, SavingsTransactionsReply } from '@coop/api/contract';
import { TransactionsTable } from './TransactionsTable';

export interface PagedTransactionsProps {
  caption: string;
  load: (page: number) => Promise<SavingsTransactionsReply>;
  reloadKey: string;
  /** false while there is nothing to read (a dialog that is closed) */
  enabled?: boolean;
}

export function PagedTransactions({ caption, load, reloadKey, enabled = true }: PagedTransactionsProps) {
  const [page, setPage] = useState(1);
  const history = useLoad(() => load(page).then((reply) => asPaginator<SavingsTransaction>(reply)), `${reloadKey}:${page}`, enabled);
  const data = history.data ?? null;
  return (
    <TransactionsTable
      caption={caption}
      loading={history.status === 'loading'}
      error={history.status === 'error' ? history.message : null}
      rows={data?.data ?? null}
      paginator={data}
      onPage={setPage}
      onRetry={history.retry}
    />
  );
}
