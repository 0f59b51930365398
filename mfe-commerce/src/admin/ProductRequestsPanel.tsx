// Product requests (SA, ADMIN): what members asked the society to stock, with their picture and quantity. Price one
// (the member sees it), publish it to the catalogue, or decline it with a reason — each on its row (the API has no
// page of one request). The status filter is in the URL (?request_status=). The administrator's own requests are marked
// "Yours" with no decisions.
import { useState } from 'react';
import { Button, formatDate, formatNaira, isYours, KeysetTable, MemberCell, NoteDialog, Select, StatusBadge, type TableColumn, useKeysetPages, useUrlParam, YoursMark } from '@coop/shared';
import type { AdminProductRequestRow } from '@coop/api/contract';
import { useCall, useCommerceVersion } from '../features/calls';
import { commerceAdminApi, type RequestFilter } from '../features/admin/api';
import { PriceRequestDialog } from './PriceRequestDialog';
import { PublishRequestDialog } from './PublishRequestDialog';
import { isOpenRequest, REQUEST_FILTERS, REQUEST_STATUS } from './requestStatus';
import styles from './panelStyles';

export const REQUEST_REASON_REQUIRED = 'A reason is required to decline a request';

const FILTERS = REQUEST_FILTERS.map((f) => f.value);

type Asking = { action: 'price' | 'publish' | 'decline'; request: AdminProductRequestRow };

export default function ProductRequestsPanel() {
  const version = useCommerceVersion();
  const [status, setStatus] = useUrlParam<RequestFilter>('request_status', FILTERS, 'all');
  const [asking, setAsking] = useState<Asking | null>(null);
  const decline = useCall(`admin-request-decline-${asking?.request.id ?? 0}`);
  const list = useKeysetPages((before, signal) => commerceAdminApi.requests({ status, before }, signal), `requests-${status}`, version);
  const requestFor = (action: Asking['action']) => (asking?.action === action ? asking.request : null);
  const columns: TableColumn<AdminProductRequestRow>[] = [
    { key: 'picture', header: 'Picture', render: (r) => <img className={styles.thumb} src={r.image} alt={`${r.product_name} picture`} /> },
    {
      key: 'product',
      header: 'Product',
      render: (r) => (
        <>
          {r.product_name}
          {r.short_description && <span className={styles.meta}> · {r.short_description}</span>}
        </>
      ),
    },
    {
      key: 'member',
      header: 'Member',
      render: (r) => (
        <span className={styles.who}>
          <MemberCell name={r.member.name} email={r.member.email} />
          {isYours(r) && <YoursMark />}
        </span>
      ),
    },
    { key: 'quantity', header: 'Quantity', render: (r) => String(r.quantity), align: 'end' },
    { key: 'date', header: 'Asked', render: (r) => formatDate(r.created_at), nowrap: true },
    {
      key: 'price',
      header: 'Price',
      render: (r) => (r.price ? `${formatNaira(r.price)} each${r.total ? ` · ${formatNaira(r.total)}` : ''}` : 'Not priced'),
      align: 'end',
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <StatusBadge map={REQUEST_STATUS} status={r.status} />
          {r.admin_note && <span className={styles.meta}> · {r.admin_note}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) =>
        isOpenRequest(r.status) && isYours(r) ? (
          <span className={styles.meta}>Another administrator must decide on it</span>
        ) : isOpenRequest(r.status) ? (
          <span className={styles.actions}>
            <Button variant="secondary" onClick={() => setAsking({ action: 'price', request: r })} aria-label={`Price ${r.product_name}`}>
              Set price
            </Button>
            <Button onClick={() => setAsking({ action: 'publish', request: r })} aria-label={`Publish ${r.product_name}`}>
              Publish
            </Button>
            <Button variant="danger" onClick={() => setAsking({ action: 'decline', request: r })} aria-label={`Decline ${r.product_name}`}>
              Decline
            </Button>
          </span>
        ) : null,
    },
  ];
  const declining = requestFor('decline');
  return (
    <div className={styles.panel}>
      <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as RequestFilter)} options={REQUEST_FILTERS} />
      <KeysetTable list={list} caption="Product requests" columns={columns} rowKey={(r) => r.id} loadingLabel="Loading the product requests…" emptyTitle="No product requests here" />
      <PriceRequestDialog request={requestFor('price')} onClose={() => setAsking(null)} />
      <PublishRequestDialog request={requestFor('publish')} onClose={() => setAsking(null)} />
      <NoteDialog
        open={declining !== null}
        title={`Decline ${declining?.product_name ?? ''}`}
        intro={`${declining?.member.name ?? 'The member'} is told the request is declined, with your reason.`}
        label="Reason for the member"
        requiredMessage={REQUEST_REASON_REQUIRED}
        submitLabel="Decline request"
        submitVariant="danger"
        onConfirm={(reason) => {
          decline.run({ method: 'POST', path: `admin/shop/requests/${declining?.id}/decline`, body: { reason }, successMessage: 'Request declined' });
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
