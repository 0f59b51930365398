// The trial balance: each society account, the members' accounts by family with how many there are, every balance in
// its debit or credit column, and the totals row (equal when the books balance).
import { EmptyState, formatDate, Table, type TableColumn } from '@coop/shared';
import type { TrialBalanceLine, TrialBalanceReply } from '@coop/api/contract';
import { Amount } from './money';
import styles from './Reports.module.css';

type Row = TrialBalanceLine & { total?: boolean };
const count = new Intl.NumberFormat('en-NG');

const COLUMNS: TableColumn<Row>[] = [
  { key: 'label', header: 'Account', render: (r) => <span className={r.total ? styles.total : undefined}>{r.label}</span> },
  { key: 'accounts', header: 'Accounts', align: 'end', render: (r) => (r.total ? '' : count.format(r.accounts)) },
  { key: 'debit', header: 'Debit', align: 'end', nowrap: true, render: (r) => <span className={r.total ? styles.total : undefined}><Amount value={r.debit} /></span> },
  { key: 'credit', header: 'Credit', align: 'end', nowrap: true, render: (r) => <span className={r.total ? styles.total : undefined}><Amount value={r.credit} /></span> },
];

export function TrialBalanceView({ report }: { report: TrialBalanceReply }) {
  if (report.lines.length === 0) return <EmptyState title="No accounts yet" description="The trial balance fills in once money has moved." />;
  const rows: Row[] = [...report.lines, { key: 'total', label: 'Total', kind: 'society', accounts: 0, debit: report.total_debit, credit: report.total_credit, total: true }];
  return (
    <div className={styles.stats}>
      <p className={styles.note}>
        {report.balanced ? <span className={styles.balanced}>Balanced.</span> : <span className={styles.unbalanced}>Not balanced.</span>}{' '}
        {report.source === 'maintained_balances' ? 'From the balances the ledger keeps, now.' : `From each account’s last posting by the end of ${formatDate(report.as_of)}.`}
      </p>
      <Table caption={`Trial balance at the end of ${formatDate(report.as_of)}`} columns={COLUMNS} rows={rows} rowKey={(r) => r.key} />
    </div>
  );
}
