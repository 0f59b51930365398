import type { TransactionType } from '@coop/api/contract';
import { Badge } from '@coop/shared';

/** Credit (green) or Debit (red), in words; a pending or voided row says so too. */
export function DirectionBadge({ type, status }: { type: TransactionType; status?: string }) {
  const label = type === 'credit' ? 'Credit' : 'Debit';
  if (status === 'pending') return <Badge tone="warning">{`${label} · Pending`}</Badge>;
  if (status === 'voided') return <Badge tone="neutral">{`${label} · Reversed`}</Badge>;
  return <Badge tone={type === 'credit' ? 'success' : 'danger'}>{label}</Badge>;
}
