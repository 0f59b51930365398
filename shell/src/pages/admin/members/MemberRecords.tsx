// The rest of the member's dealings with the society: orders (each opens in the Shop section), investments, saved
// cards (brand and last four only) and recent sign-ins.
import { Badge, Card, EmptyState, formatDate, formatDateTime, formatNaira, Link, Table, type TableColumn } from '@coop/shared';
import type { AdminMemberDetails, MemberFileInvestment, MemberFileOrder, MemberFileSignIn } from '@coop/api/contract';
import { sectionHref } from '../console/sections';
import styles from '../console/Section.module.css';

const ORDER_STATUS_NAMES: Record<number, string> = { 1: 'Pending', 2: 'Paid', 3: 'Approved', 4: 'Declined', 5: 'Delivered, repaying', 6: 'Closed' };

const ORDER_COLUMNS: TableColumn<MemberFileOrder>[] = [
  {
    key: 'order_no',
    header: 'Order',
    render: (o) => (
      <Link to={`${sectionHref('shop')}/orders/${o.id}`} className={styles.rowLink}>
        {o.order_no}
      </Link>
    ),
  },
  { key: 'created_at', header: 'Placed', nowrap: true, render: (o) => formatDate(o.created_at) },
  { key: 'total', header: 'Total', align: 'end', nowrap: true, render: (o) => formatNaira(o.total) },
  { key: 'remaining', header: 'Still to pay', align: 'end', nowrap: true, render: (o) => formatNaira(o.remaining) },
  { key: 'status', header: 'Status', render: (o) => ORDER_STATUS_NAMES[o.status] ?? String(o.status) },
];

const INVESTMENT_COLUMNS: TableColumn<MemberFileInvestment>[] = [
  { key: 'investment_type', header: 'Investment', render: (i) => `${i.investment_type} (${i.kind === 'halal' ? 'Halal' : 'Market'})` },
  { key: 'slots', header: 'Slots', align: 'end' },
  { key: 'amount', header: 'Paid', align: 'end', nowrap: true, render: (i) => formatNaira(i.amount) },
  { key: 'payout', header: 'Payout', align: 'end', nowrap: true, render: (i) => formatNaira(i.payout) },
  { key: 'maturity_date', header: 'Matures', nowrap: true, render: (i) => `${formatDate(i.maturity_date)}${i.paid_out ? ' (paid out)' : ''}` },
];

const SIGN_IN_COLUMNS: TableColumn<MemberFileSignIn>[] = [
  { key: 'at', header: 'Signed in', nowrap: true, render: (s) => formatDateTime(s.at) },
  { key: 'user_agent', header: 'Device', render: (s) => s.user_agent || 'Unknown' },
  { key: 'active', header: 'Session', render: (s) => (s.active ? <Badge tone="success">Live</Badge> : <Badge tone="neutral">Ended</Badge>) },
];

export function MemberRecords({ member }: { member: AdminMemberDetails }) {
  return (
    <>
      <Card title="Orders">
        {member.orders.length ? <Table<MemberFileOrder> caption="Orders" hideCaption columns={ORDER_COLUMNS} rows={member.orders} rowKey={(o) => o.id} /> : <EmptyState title="No orders" />}
      </Card>
      <Card title="Investments">
        {member.investments.length ? (
          <Table<MemberFileInvestment> caption="Investments" hideCaption columns={INVESTMENT_COLUMNS} rows={member.investments} rowKey={(i) => `${i.kind}-${i.investment_id}`} />
        ) : (
          <EmptyState title="No investments" />
        )}
      </Card>
      <Card title="Saved cards">
        {member.cards.length ? (
          <ul className={styles.list}>
            {member.cards.map((card) => (
              <li key={card.id} className={styles.meta}>
                {`${card.brand ? card.brand.toUpperCase() : 'Card'} ending ${card.last4}`}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No saved cards" />
        )}
      </Card>
      <Card title="Recent sign-ins">
        {member.sign_ins.length ? (
          <Table<MemberFileSignIn> caption="Recent sign-ins" hideCaption columns={SIGN_IN_COLUMNS} rows={member.sign_ins} rowKey={(s, i) => `${s.at}-${i}`} />
        ) : (
          <EmptyState title="Never signed in" />
        )}
      </Card>
    </>
  );
}
