// A withdrawal's status as a badge: the kit's StatusBadge over the wallet's one map of labels and tones.
import type { WithdrawalStatus } from '@coop/api/contract';
import { StatusBadge, statusMap } from '@coop/shared';
import { STATUS_LABELS } from '../features/withdrawal/status';

const WITHDRAWAL_STATUS = statusMap<WithdrawalStatus>({
  reserved: [STATUS_LABELS.reserved, 'warning'],
  sent: [STATUS_LABELS.sent, 'warning'],
  confirmed: [STATUS_LABELS.confirmed, 'success'],
  reversed: [STATUS_LABELS.reversed, 'danger'],
});

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <StatusBadge map={WITHDRAWAL_STATUS} status={status} />;
}
