// My product requests (facts §3.9 "Pending request"): picture, name, quantity, the society's price once it has priced
// it, and the total of the priced ones (`totalRequestPrice`).
import { useState } from 'react';
import { Button, formatNaira, Link, LoadState, Stat, StatusBadge, Table, useLoad } from '@coop/shared';
import type { ProductRequestRow } from '@coop/api/contract';
import { useCommerceVersion } from '../../features/calls';
import { ProductPicture } from '../shop/ProductPicture';
import { shopApi } from '../../features/shop/api';
import { RequestProductDialog } from '../shop/RequestProductDialog';
import { MY_REQUEST_STATUS, quantityEditable } from './requestStatus';
import { RequestQuantityDialog } from './RequestQuantityDialog';
import styles from '../shop/shop.module.css';

export function MyRequests() {
  const version = useCommerceVersion();
  const requests = useLoad(async (signal) => {
    const [rows, total] = await Promise.all([shopApi.requests(signal), shopApi.requestTotal(signal)]);
    return { rows, total };
  }, `requests-${version}`);
  const [editing, setEditing] = useState<ProductRequestRow | null>(null);
  const [requesting, setRequesting] = useState(false);

  const columns = [
    { key: 'image', header: 'Items', render: (r: ProductRequestRow) => <ProductPicture src={r.image} name={r.product_name} /> },
    { key: 'product_name', header: 'Items Name' },
    { key: 'quantity', header: 'Quantity', align: 'end' as const },
    { key: 'price', header: 'Item Price', align: 'end' as const, nowrap: true, render: (r: ProductRequestRow) => (r.price ? formatNaira(r.price) : 'Awaiting price') },
    { key: 'total', header: 'Total', align: 'end' as const, nowrap: true, render: (r: ProductRequestRow) => (r.total ? formatNaira(r.total) : '—') },
    {
      key: 'status',
      header: 'Status',
      render: (r: ProductRequestRow) => (
        <span>
          <StatusBadge map={MY_REQUEST_STATUS} status={r.status} />
          {r.admin_note && <span className={styles.muted}> {r.admin_note}</span>}
        </span>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (r: ProductRequestRow) =>
        r.status === 'published' && r.product_id ? (
          <Link to={`/details/${r.product_id}`} className={styles.cartLink}>
            View product
          </Link>
        ) : quantityEditable(r.status) ? (
          <Button variant="ghost" onClick={() => setEditing(r)} aria-label={`Change quantity of ${r.product_name}`}>
            Change quantity
          </Button>
        ) : null,
    },
  ];

  const data = requests.data;
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        {data && <Stat label="Total of priced requests" value={formatNaira(data.total.total)} hint={`${data.total.priced} priced · ${data.total.waiting} awaiting a price`} />}
        <Button onClick={() => setRequesting(true)}>+ Request Product</Button>
      </div>
      <LoadState
        loading={requests.status === 'loading'}
        error={requests.status === 'error' ? requests.message : null}
        empty={!data?.rows.length}
        hasData={Boolean(data)}
        loadingLabel="Loading your requests…"
        emptyTitle="No product requests yet"
        emptyDescription="Can't find a product? Request it and the society will price it for you."
        onRetry={requests.retry}
      >
        <Table caption="My product requests" hideCaption columns={columns} rows={data?.rows ?? []} rowKey={(r) => r.id} />
      </LoadState>
      {editing && <RequestQuantityDialog request={editing} onClose={() => setEditing(null)} />}
      <RequestProductDialog open={requesting} onClose={() => setRequesting(false)} />
    </div>
  );
}
