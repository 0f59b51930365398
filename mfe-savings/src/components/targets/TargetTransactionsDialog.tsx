// "Target Savings Transactions" (facts §3.3): one target's history, paginated.
import { useState } from 'react';
import { asPaginator, Modal, useLoad } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { targetsApi } from '../../features/targets/api';
import { TransactionsTable } from '../plan/TransactionsTable';

export function TargetTransactionsDialog({ target, onClose }: { target: TargetPlan | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const id = target?.id ?? 0;
  const history = useLoad(() => targetsApi.transactions(id, page).then((reply) => asPaginator(reply)), `${id}:${page}`, target !== null);
  const data = history.data ?? null;
  return (
    <Modal open={target !== null} title="Target Savings Transactions" onClose={onClose}>
      {target && (
        <TransactionsTable
          caption={`${target.target_name} transactions`}
          loading={history.status === 'loading'}
          error={history.status === 'error' ? history.message : null}
          rows={data?.data ?? null}
          paginator={data}
          onPage={setPage}
          onRetry={history.retry}
        />
      )}
    </Modal>
  );
}
