// The reports as CSV: the same figures as their JSON replies, one table per file, money as plain decimals. Text goes
// through the loan book's csvCell (a cell that starts like a formula gets a leading '); money is written as it is,
// a signed decimal being no formula.
import type { MonthlyReply, PortfolioAtRiskReply, PositionReply, TrialBalanceReply } from '../../contract';
import { csvCell } from '../loans';

type Cell = string | number | null;
const MONEY = /^-?\d+\.\d{2}$/;
const cell = (value: Cell) => (typeof value === 'string' && MONEY.test(value) ? value : csvCell(value));
const table = (rows: Cell[][]) => rows.map((r) => `${r.map(cell).join(',')}\n`).join('');

export function trialBalanceCsv(report: TrialBalanceReply): string {
  return table([
    ['as_of', 'account', 'label', 'kind', 'accounts', 'debit', 'credit'],
    ...report.lines.map((l) => [report.as_of, l.key, l.label, l.kind, l.accounts, l.debit, l.credit]),
    [report.as_of, 'total', 'Total', null, null, report.total_debit, report.total_credit],
  ]);
}

export function positionCsv(report: PositionReply): string {
  const groups: Array<[string, PositionReply['owes_members']]> = [
    ['owes_members', report.owes_members],
    ['owed_to_society', report.owed_to_society],
    ['cash_with_provider', report.cash_with_provider],
    [`income ${report.income.from} to ${report.income.to}`, report.income],
  ];
  return table([
    ['as_of', 'section', 'line', 'label', 'amount'],
    ...groups.flatMap(([section, g]) => [...g.lines.map((l) => [report.as_of, section, l.key, l.label, l.amount]), [report.as_of, section, 'total', 'Total', g.total]]),
  ]);
}

export function portfolioAtRiskCsv(report: PortfolioAtRiskReply): string {
  return table([
    ['as_of', 'band', 'label', 'loans', 'amount', 'share_percent', 'loan_id', 'member_id', 'member', 'loan_outstanding', 'days_overdue', 'oldest_unpaid_due_date'],
    ...report.bands.flatMap((b) => [
      [report.as_of, b.key, b.label, b.loans_count, b.amount, b.share, null, null, null, null, null, null],
      ...b.loans.map((l) => [report.as_of, b.key, b.label, null, null, null, l.id, l.member.id, l.member.name, l.outstanding, l.days_overdue, l.oldest_unpaid_due_date]),
    ]),
    [report.as_of, 'outstanding', 'Loans and business finance outstanding', report.active_loans, report.outstanding, '100.00', null, null, null, null, null, null],
    ...report.par.map((p) => [report.as_of, p.key, `Overdue more than ${p.more_than_days} days`, p.loans_count, p.amount, p.share, null, null, null, null, null, null]),
    [report.as_of, 'product_finance_outstanding', report.product_finance_note, null, report.product_finance_outstanding, null, null, null, null, null, null, null],
  ]);
}

export function monthlyCsv(report: MonthlyReply): string {
  return table([
    ['month', 'savings_in', 'savings_out', 'shares_in', 'shares_out', 'fee_income'],
    ...report.months.map((m) => [m.month, m.savings_in, m.savings_out, m.shares_in, m.shares_out, m.fee_income]),
  ]);
}
