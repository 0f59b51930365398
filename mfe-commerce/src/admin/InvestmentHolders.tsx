// Who holds an investment, newest purchase first ("Load more"), and whether each holding has been paid out.
import { formatDate, formatNaira, KeysetTable, MemberCell, type TableColumn, useKeysetPages } from '@coop/shared';
import type { AdminHolderRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import styles from './panelStyles';

const COLUMNS: TableColumn<AdminHolderRow>[] = [
  { key: 'member', header: 'Member', render: (h) => <MemberCell name={h.member.name} email={h.member.email} /> },
  { key: 'slots', header: 'Slots', render: (h) => String(h.slots), align: 'end' },
  { key: 'amount', header: 'Paid in', render: (h) => formatNaira(h.amount), align: 'end', nowrap: true },
  { key: 'payout', header: 'Payout', render: (h) => formatNaira(h.payout), align: 'end', nowrap: true },
  { key: 'bought', header: 'Bought', render: (h) => formatDate(h.bought_at), nowrap: true },
  { key: 'paid_out', header: 'Paid out', render: (h) => (h.paid_out_at ? formatDate(h.paid_out_at) : 'Not yet'), nowrap: true },
];

export function InvestmentHolders({ investmentId }: { investmentId: number }) {
  const version = useCommerceVersion();
  const list = useKeysetPages((before, signal) => commerceAdminApi.holders(investmentId, before, signal), `holders-${investmentId}`, version);
  return (
    <div className={styles.panel}>
      <KeysetTable list={list} caption="Holders" columns={COLUMNS} rowKey={(h) => h.holding_id} loadingLabel="Loading the holders…" emptyTitle="No one holds a slot yet" />
    </div>
  );
}
