// "Order Details" (facts §3.9): ITEMS, ITEMS NAME, QUANTITY, ITEMS PRICE, DESCRIPTIONS.
import { formatNaira, LoadState, Modal, Table, useLoad } from '@coop/shared';
import type { OrderItemRow, OrderRow } from '@coop/api/contract';
import { PICTURE_SIZES } from '../shop/pictureSizes';
import { ProductPicture } from '../shop/ProductPicture';
import { shopApi } from '../../features/shop/api';

const columns = [
  { key: 'image', header: 'Items', render: (r: OrderItemRow) => <ProductPicture src={r.image} srcSet={r.image_srcset} sizes={PICTURE_SIZES.thumb} name={r.product_name} /> },
  { key: 'product_name', header: 'Items Name' },
  { key: 'quantity', header: 'Quantity', align: 'end' as const },
  { key: 'price', header: 'Items Price', align: 'end' as const, nowrap: true, render: (r: OrderItemRow) => formatNaira(r.price) },
  { key: 'short_description', header: 'Descriptions' },
];

export function OrderDetailsDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const items = useLoad((signal) => shopApi.orderItems(order.id, signal), `order-items-${order.id}`);
  return (
    <Modal open title={`Order Details · ${order.order_no}`} onClose={onClose}>
      <LoadState
        loading={items.status === 'loading'}
        error={items.status === 'error' ? items.message : null}
        empty={!items.data?.length}
        hasData={Boolean(items.data)}
        loadingLabel="Loading the order…"
        emptyTitle="This order has no items"
        onRetry={items.retry}
      >
        <Table caption="Items in this order" hideCaption columns={columns} rows={items.data ?? []} rowKey={(r) => r.product_id} />
      </LoadState>
    </Modal>
  );
}
