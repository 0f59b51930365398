import type { WithdrawalStatus } from '@coop/api/contract';
import { Badge, type BadgeTone } from '@coop/shared';
import { STATUS_LABELS } from '../features/withdrawal/status';

const TONES: Record<WithdrawalStatus, BadgeTone> = { reserved: 'warning', sent: 'warning', confirmed: 'success', reversed: 'danger' };

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{STATUS_LABELS[status] ?? status}</Badge>;
}
