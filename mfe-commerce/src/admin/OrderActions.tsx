// What an administrator can do to an order in its status — approve (1), decline with a reason (1, 3: the down
// payment goes back to the wallet), mark delivered (3: repayments open), close (2) — each confirmed first and sent
// as a money call (an Idempotency-Key kept for a retry of the same decision).
import { useState } from 'react';
import { Button, ConfirmDialog, formatNaira, NoteDialog } from '@coop/shared';
import type { AdminOrderRow } from '@coop/api/contract';
import { useCall } from '../features/calls';
import styles from './panelStyles';

type Decision = 'approve' | 'decline' | 'deliver' | 'close';

export const DECLINE_REASON_REQUIRED = 'A reason is required to decline an order';

const CONFIRM: Record<Exclude<Decision, 'decline'>, { title: string; label: string; intro: (o: AdminOrderRow) => string; success: string }> = {
  approve: { title: 'Approve order', label: 'Yes, approve', intro: (o) => `Approve order ${o.order_no} for ${o.member.name}? The member is told it is approved.`, success: 'Order approved' },
  deliver: {
    title: 'Mark order delivered',
    label: 'Yes, mark delivered',
    intro: (o) => `Mark order ${o.order_no} delivered to ${o.member.name}? Repayments of ${formatNaira(o.remaining_balance)} open for the member.`,
    success: 'Order delivered: repayments are open',
  },
  close: { title: 'Close order', label: 'Yes, close', intro: (o) => `Close order ${o.order_no}? It is fully paid.`, success: 'Order closed' },
};

export function OrderActions({ order }: { order: AdminOrderRow }) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const act = useCall(`admin-order-${asking ?? 'none'}-${order.id}`);
  const send = (decision: Decision, reason?: string) => {
    act.run({
      method: 'POST',
      path: `admin/shop/orders/${order.id}/${decision}`,
      money: true,
      body: decision === 'decline' ? { reason } : {},
      successMessage: decision === 'decline' ? 'Order declined: the down payment is back in the member’s wallet' : CONFIRM[decision].success,
    });
    setAsking(null);
  };
  const status = order.order_status;
  const confirm = asking && asking !== 'decline' ? CONFIRM[asking] : null;
  return (
    <>
      <div className={styles.actions}>
        {status === 1 && <Button onClick={() => setAsking('approve')}>Approve</Button>}
        {status === 3 && <Button onClick={() => setAsking('deliver')}>Mark delivered</Button>}
        {status === 2 && <Button onClick={() => setAsking('close')}>Close order</Button>}
        {(status === 1 || status === 3) && (
          <Button variant="danger" onClick={() => setAsking('decline')}>
            Decline
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        intro={confirm?.intro(order)}
        lines={[
          { label: 'Member', text: order.member.name },
          { label: 'Total', amount: order.total },
          { label: 'Down payment', amount: order.down_payment },
          { label: 'Remaining', amount: order.remaining_balance, total: true },
        ]}
        confirmLabel={confirm?.label}
        cancelLabel="No"
        onConfirm={() => asking && send(asking)}
        onCancel={() => setAsking(null)}
      />
      <NoteDialog
        open={asking === 'decline'}
        title={`Decline order ${order.order_no}`}
        intro={`The down payment of ${formatNaira(order.down_payment)} is refunded to ${order.member.name}’s wallet and the items go back on sale. The member reads your reason.`}
        label="Reason for the member"
        requiredMessage={DECLINE_REASON_REQUIRED}
        submitLabel="Decline order"
        submitVariant="danger"
        onConfirm={(reason) => send('decline', reason)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
