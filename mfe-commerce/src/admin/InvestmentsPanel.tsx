// Investments (SA, ADMIN): the market and halal products with what is sold, who holds them, the pool and what
// maturity pays (the kind filter in the URL: ?kind=); create one, and open one's page (/dashboard/investments/{id})
// to post news, see its holders and propose its maturity payout.
import { useState } from 'react';
import { Badge, Button, formatDate, formatNaira, LoadState, Select, Table, useLoad, type TableColumn, useUrlParam } from '@coop/shared';
import type { AdminInvestmentRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from './api';
import { DetailLink } from './DetailLink';
import { InvestmentForm } from './InvestmentForm';
import { INVESTMENT_STATUS, kindLabel } from './investmentStatus';
import { investmentPath } from './paths';
import styles from './Panel.module.css';

const KIND_FILTERS = [
  { value: '', label: 'Market and halal' },
  { value: 'market', label: 'Market' },
  { value: 'halal', label: 'Halal' },
] as const;
const KINDS = KIND_FILTERS.map((k) => k.value);

export default function InvestmentsPanel() {
  const version = useCommerceVersion();
  const list = useLoad((signal) => commerceAdminApi.investments(signal), `admin-investments-${version}`);
  const [kind, setKind] = useUrlParam('kind', KINDS, '');
  const [creating, setCreating] = useState(false);
  const rows = (list.data ?? []).filter((i) => !kind || i.kind === kind);
  const columns: TableColumn<AdminInvestmentRow>[] = [
    { key: 'picture', header: 'Picture', render: (i) => (i.investment_pic ? <img className={styles.thumb} src={i.investment_pic} alt={`${i.investment_type} picture`} /> : <span className={styles.meta}>No picture</span>) },
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
    { key: 'status', header: 'Status', render: (i) => <Badge tone={INVESTMENT_STATUS[i.status].tone}>{INVESTMENT_STATUS[i.status].label}</Badge> },
    {
      key: 'open',
      header: 'Actions',
      render: (i) => <DetailLink to={investmentPath(i.id)} label="Manage" name={`Manage ${i.investment_type}`} />,
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.inline}>
        <Select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} options={[...KIND_FILTERS]} />
        <Button onClick={() => setCreating(true)}>Create investment</Button>
      </div>
      <LoadState
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.message : null}
        empty={rows.length === 0}
        loadingLabel="Loading the investments…"
        emptyTitle={list.data?.length ? 'No investment of this kind' : 'No investments yet'}
        emptyDescription="Create a market or halal investment for members to buy slots in."
        onRetry={list.retry}
        hasData={list.data !== undefined}
      >
        <Table caption="Investments" hideCaption columns={columns} rows={rows} rowKey={(i) => i.id} />
      </LoadState>
      <InvestmentForm open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
