// Investments (SA, ADMIN): the market and halal products with what is sold, who holds them, the pool and what
// maturity pays, searched by name and filtered by kind and status (all in the URL: ?search=&kind=&status=), newest
// first with "Load more"; create one, and open one's page (/dashboard/investments/{id}) to post news, see its holders
// and propose its maturity payout.
import { useState } from 'react';
import { Button, formatDate, formatNaira, KeysetTable, Select, StatusBadge, type TableColumn, TextField, useKeysetPages, useUrlParam, useUrlSearch } from '@coop/shared';
import type { AdminInvestmentRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi, type InvestmentKindFilter, type InvestmentStatusFilter } from '../features/admin/api';
import { DetailLink } from './DetailLink';
import { InvestmentForm } from './InvestmentForm';
import { INVESTMENT_STATUS, kindLabel } from './investmentStatus';
import { investmentPath } from './paths';
import styles from './panelStyles';

const KIND_FILTERS = [
  { value: '', label: 'Market and halal' },
  { value: 'market', label: 'Market' },
  { value: 'halal', label: 'Halal' },
] as const;
const KINDS = KIND_FILTERS.map((k) => k.value);
const STATUS_FILTERS = [
  { value: '', label: 'Any status' },
  { value: 'open', label: INVESTMENT_STATUS.open.label },
  { value: 'paying', label: INVESTMENT_STATUS.paying.label },
  { value: 'paid', label: INVESTMENT_STATUS.paid.label },
] as const;
const STATUSES = STATUS_FILTERS.map((s) => s.value);

export default function InvestmentsPanel() {
  const version = useCommerceVersion();
  const [kind, setKind] = useUrlParam<InvestmentKindFilter>('kind', KINDS, '');
  const [status, setStatus] = useUrlParam<InvestmentStatusFilter>('status', STATUSES, '');
  const search = useUrlSearch('search');
  const list = useKeysetPages((before, signal) => commerceAdminApi.investments({ search: search.term, kind, status, before }, signal), `investments|${kind}|${status}|${search.term}`, version);
  const [creating, setCreating] = useState(false);
  const filtered = kind !== '' || status !== '' || search.term !== '';
  const columns: TableColumn<AdminInvestmentRow>[] = [
    { key: 'picture', header: 'Picture', render: (i) => (i.investment_pic ? <img className={styles.thumb} src={i.investment_pic} srcSet={i.investment_pic_srcset || undefined} sizes="48px" alt={`${i.investment_type} picture`} decoding="async" loading="lazy" /> : <span className={styles.meta}>No picture</span>) },
    {
      key: 'name',
      header: 'Investment',
      render: (i) => (
        <>
          {i.investment_type}
          <span className={styles.meta}> · {kindLabel(i.kind)}</span>
        </>
      ),
    },
    { key: 'price', header: 'Slot price', render: (i) => formatNaira(i.current_values), align: 'end', nowrap: true },
    { key: 'sold', header: 'Sold', render: (i) => `${i.slots_sold} of ${i.units}`, align: 'end' },
    { key: 'holders', header: 'Holders', render: (i) => String(i.holders), align: 'end' },
    { key: 'pool', header: 'Pool', render: (i) => formatNaira(i.pool), align: 'end', nowrap: true },
    { key: 'due', header: 'Due at maturity', render: (i) => formatNaira(i.due_at_maturity), align: 'end', nowrap: true },
    { key: 'maturity', header: 'Maturity', render: (i) => formatDate(i.maturity_date), nowrap: true },
    { key: 'status', header: 'Status', render: (i) => <StatusBadge map={INVESTMENT_STATUS} status={i.status} /> },
    {
      key: 'open',
      header: 'Actions',
      render: (i) => <DetailLink to={investmentPath(i.id)} label="Manage" name={`Manage ${i.investment_type}`} />,
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.inline}>
        <TextField label="Search investments" type="search" value={search.typed} onChange={(e) => search.setTyped(e.target.value)} maxLength={100} />
        <Select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as InvestmentKindFilter)} options={[...KIND_FILTERS]} />
        <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as InvestmentStatusFilter)} options={[...STATUS_FILTERS]} />
        <Button onClick={() => setCreating(true)}>Create investment</Button>
      </div>
      <KeysetTable list={list} caption="Investments" columns={columns} rowKey={(i) => i.id} loadingLabel="Loading the investments…" emptyTitle={search.term ? `No investment matches “${search.term}”` : filtered ? 'No investment matches these filters' : 'No investments yet'} emptyDescription={filtered ? undefined : 'Create a market or halal investment for members to buy slots in.'} />
      <InvestmentForm open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
