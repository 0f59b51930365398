// The society's position: what it owes members, what members owe it, its money with the payment provider, and the
// income of the period, each a table with its total.
import { formatDate, Table, type TableColumn } from '@coop/shared';
import type { PositionGroup, PositionLine, PositionReply } from '@coop/api/contract';
import { Amount } from './money';
import styles from './Reports.module.css';

type Row = PositionLine & { total?: boolean };

const COLUMNS: TableColumn<Row>[] = [
  { key: 'label', header: 'Line', render: (r) => <span className={r.total ? styles.total : undefined}>{r.label}</span> },
  { key: 'amount', header: 'Amount', align: 'end', nowrap: true, render: (r) => <span className={r.total ? styles.total : undefined}><Amount value={r.amount} /></span> },
];

function GroupTable({ caption, group }: { caption: string; group: PositionGroup }) {
  const rows: Row[] = [...group.lines, { key: 'total', label: 'Total', amount: group.total, total: true }];
  return <Table caption={caption} columns={COLUMNS} rows={rows} rowKey={(r) => r.key} />;
}

export function PositionView({ report }: { report: PositionReply }) {
  const day = formatDate(report.as_of);
  return (
    <div className={styles.stats}>
      <GroupTable caption={`What the society owes members at the end of ${day}`} group={report.owes_members} />
      <GroupTable caption={`What members owe the society at the end of ${day}`} group={report.owed_to_society} />
      <GroupTable caption={`Money with the payment provider at the end of ${day}`} group={report.cash_with_provider} />
      <GroupTable caption={`Income from ${formatDate(report.income.from)} to ${formatDate(report.income.to)}`} group={report.income} />
    </div>
  );
}
