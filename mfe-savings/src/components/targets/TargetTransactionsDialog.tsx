// "Target Savings Transactions" (facts §3.3): one target's history, paginated.
import { Modal } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { targetsApi } from '../../features/targets/api';
import { PagedTransactions } from '../plan/PagedTransactions';

export function TargetTransactionsDialog({ target, onClose }: { target: TargetPlan | null; onClose: () => void }) {
  const id = target?.id ?? 0;
  return (
    <Modal open={target !== null} title="Target Savings Transactions" onClose={onClose}>
      {target && (
        <PagedTransactions caption={`${target.target_name} transactions`} load={(page) => targetsApi.transactions(id, page)} reloadKey={String(id)} />
      )}
    </Modal>
  );
}
