// One paid dividend (/dashboard/savings/dividends/:id): what was declared, by whom and when, and what each member got,
// largest first; the allocations' page is in the URL.
import { formatDateTime, formatNaira, Link, LoadState, MemberCell, pageFrom, Pagination, Stat, Table, useLoad, useParams, type TableColumn, useSearchParam } from '@coop/shared';
import type { DividendAllocation, DividendDetailsReply } from '@coop/api/contract';
import { savingsAdminApi } from '../features/admin/api';
import { dividendsPartPath } from './paths';
import styles from '@coop/shared/styles/panel.module.css';

const columns: TableColumn<DividendAllocation>[] = [
  { key: 'member', header: 'Member', render: (row) => <MemberCell name={row.name} email={row.email} /> },
  { key: 'shares', header: 'Shares', render: (row) => formatNaira(row.shares), align: 'end', nowrap: true },
  { key: 'amount', header: 'Paid', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
];

function Summary({ data }: { data: DividendDetailsReply }) {
  const { dividend } = data;
  return (
    <>
      <div className={styles.moneyStats}>
        <Stat label="Amount" value={formatNaira(dividend.amount)} tone="primary" />
        <Stat label="Members paid" value={dividend.member_count.toLocaleString('en-NG')} />
        <Stat label="Shares it was split over" value={formatNaira(dividend.total_shares)} />
      </div>
      <p className={styles.meta}>
        “{dividend.note}” · paid {formatDateTime(dividend.posted_at)}
        {dividend.declared_by ? ` · declared by ${dividend.declared_by.name}` : ''}
      </p>
    </>
  );
}

export default function DividendDetail() {
  const { id = '' } = useParams();
  const [pageText, setPage] = useSearchParam('page');
  const page = pageFrom(pageText);
  const detail = useLoad((signal) => savingsAdminApi.dividend(id, page, signal), `${id}:${page}`);
  const data = detail.data;
  const rows = data?.allocations.data ?? [];
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>
        <Link to={dividendsPartPath}>All dividends</Link>
      </p>
      <LoadState
        loading={detail.status === 'loading'}
        error={detail.status === 'error' ? detail.message : null}
        hasData={data !== undefined}
        empty={false}
        loadingLabel="Loading the dividend…"
        emptyTitle="No such dividend"
        onRetry={detail.retry}
      >
        {data && (
          <>
            <Summary data={data} />
            <Table caption={`What each member got of dividend ${data.dividend.id}`} columns={columns} rows={rows} rowKey={(row) => row.user_id} />
            <Pagination page={data.allocations.current_page} lastPage={data.allocations.last_page} onPageChange={(next) => setPage(String(next))} label="Allocations pages" disabled={detail.status === 'loading'} />
          </>
        )}
      </LoadState>
    </div>
  );
}
