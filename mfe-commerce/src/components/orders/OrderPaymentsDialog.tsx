// "Transaction Details" (facts §3.9): the down payment and each repayment — Amount Repaid, Payment Method, Transaction Date.
import { formatDate, formatNaira, LoadState, Modal, Table, useLoad } from '@coop/shared';
import type { OrderRepaymentRow, OrderRow } from '@coop/api/contract';
import { useCommerceVersion } from '../../features/calls';
import { shopApi } from '../../features/shop/api';

const columns = [
  { key: 'repayment_amount', header: 'Amount Repaid', align: 'end' as const, nowrap: true, render: (r: OrderRepaymentRow) => formatNaira(r.repayment_amount) },
  { key: 'payment_method', header: 'Payment Method' },
  { key: 'trans_date', header: 'Transaction Date', nowrap: true, render: (r: OrderRepaymentRow) => formatDate(r.trans_date) },
];

export function OrderPaymentsDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const version = useCommerceVersion();
  const payments = useLoad((signal) => shopApi.orderPayments(order.id, signal), `order-payments-${order.id}-${version}`);
  return (
    <Modal open title={`Transaction Details · ${order.order_no}`} onClose={onClose}>
      <LoadState
        loading={payments.status === 'loading'}
        error={payments.status === 'error' ? payments.message : null}
        empty={!payments.data?.length}
        hasData={Boolean(payments.data)}
        loadingLabel="Loading the payments…"
        emptyTitle="No payments yet"
        onRetry={payments.retry}
      >
        <Table caption="Payments on this order" hideCaption columns={columns} rows={payments.data ?? []} rowKey={(r) => r.id} />
      </LoadState>
    </Modal>
  );
}
