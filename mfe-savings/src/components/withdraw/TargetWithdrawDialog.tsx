// "Withdraw" on a target: what it holds now (`targets/total_funds/{id}`) is what can go to the wallet.
import { useLoad } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { withdrawalsApi } from '../../features/withdrawals/api';
import type { Availability } from './availability';
import { WithdrawToWalletDialog } from './WithdrawToWalletDialog';

export function TargetWithdrawDialog({ target, onClose }: { target: TargetPlan | null; onClose: () => void }) {
  const id = target?.id ?? 0;
  const funds = useLoad((signal) => withdrawalsApi.targetFunds(id, signal), `target-funds-${id}`, target !== null);
  const balance = funds.data?.balance ?? null;
  const availability: Availability = {
    loading: funds.status === 'loading',
    error: funds.status === 'error' ? funds.message : null,
    retry: funds.retry,
    lines: balance === null ? [] : [{ label: 'Saved in this target', amount: balance }],
    available: balance,
    explanation: [],
  };
  return (
    <WithdrawToWalletDialog
      open={target !== null}
      title={target ? `Withdraw from ${target.target_name}` : 'Withdraw'}
      from={{ kind: 'target', id }}
      availability={availability}
      onClose={onClose}
    />
  );
}
