// A dividend's split: each shareholder's shares and share of the dividend, then a total row summed in kobo, so
// the administrator sees it equal the declared amount exactly.
import type { ReactNode } from 'react';
import { formatNaira, sumNaira, Table, type TableColumn } from '@coop/shared';
import type { DividendPreviewReply } from '@coop/api/contract';
import { MemberCell } from '@coop/shared';
import { plural } from './plural';
import styles from '@coop/shared/styles/panel.module.css';

type Row = { key: string; member: ReactNode; shares: string; amount: string; total?: boolean };

/** The allocations' sum, exact: "250000.00". */
export function allocationsTotal(allocations: DividendPreviewReply['allocations']): string {
  return sumNaira(allocations.map((row) => row.amount));
}

const bold = (row: Row, text: ReactNode) => (row.total ? <span className={styles.total}>{text}</span> : text);

const columns: TableColumn<Row>[] = [
  { key: 'member', header: 'Member', render: (row) => bold(row, row.member) },
  { key: 'shares', header: 'Shares', render: (row) => bold(row, formatNaira(row.shares)), align: 'end', nowrap: true },
  { key: 'amount', header: 'Share of the dividend', render: (row) => bold(row, formatNaira(row.amount)), align: 'end', nowrap: true },
];

export function DividendAllocationTable({ preview }: { preview: DividendPreviewReply }) {
  const rows: Row[] = preview.allocations.map((row) => ({
    key: String(row.user_id),
    member: <MemberCell name={row.name} email={row.email} />,
    shares: row.shares,
    amount: row.amount,
  }));
  rows.push({ key: 'total', member: `Total (${plural(preview.member_count, 'member')})`, shares: preview.total_shares, amount: allocationsTotal(preview.allocations), total: true });
  return <Table caption={`Dividend of ${formatNaira(preview.amount)}: each member's share`} columns={columns} rows={rows} rowKey={(row) => row.key} />;
}
