// The statement of a member's wallet between two Lagos dates, straight from the ledger: opening balance at the
// start of `from`, each movement with its running balance, closing balance at the end of `to`, and totals.
import { eq } from 'drizzle-orm';
import type { EntryStatus, StatementReply, StatementRow } from '../../contract';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { paginator } from '../../http/pagination';
import { MEMBER_PURPOSE, accountStatement, findMemberAccount, type AccountStatement } from '../../ledger';
import { formatKobo } from '../../money/money';
import { CATEGORY, transactionLabel } from '../transactions/categories';
import type { DateRange } from '../transactions/dateRange';
import { transferMetadata } from '../transactions/transferMetadata';

/** the most the ledger returns per call: downloads walk the period in pages of this size */
const DOWNLOAD_PAGE = 500;

export interface StatementLine {
  id: number;
  reference: string;
  at: Date;
  description: string;
  /** the category label a member sees (facts §4.6) */
  label: string;
  /** kobo; exactly one of credit and debit is set */
  credit: bigint | null;
  debit: bigint | null;
  balance: bigint;
  status: EntryStatus;
}

export interface StatementSummary {
  userId: number;
  memberName: string;
  accountNo: string;
  account: string;
  from: string;
  to: string;
  opening: bigint;
  closing: bigint;
  credits: bigint;
  debits: bigint;
  /** rows in the period */
  total: number;
}

export interface Statement {
  summary: StatementSummary;
  lines: StatementLine[];
  page: number;
  perPage: number;
}

export const memberNumber = (userId: number) => `FIN-${userId}`;

async function linesOf(executor: Executor, rows: AccountStatement['rows']): Promise<StatementLine[]> {
  const metadata = await transferMetadata(executor, rows.map((row) => row.transfer_id));
  return rows.map((row) => toLine(row, metadata.get(row.transfer_id) ?? {}));
}

function toLine(row: AccountStatement['rows'][number], metadata: Record<string, unknown>): StatementLine {
  return {
    id: row.posting_id,
    reference: row.reference,
    at: row.created_at,
    description: row.description,
    label: transactionLabel(row.kind, metadata, row.amount > 0n ? 'credit' : 'debit', CATEGORY.wallet),
    credit: row.amount > 0n ? row.amount : null,
    debit: row.amount < 0n ? -row.amount : null,
    balance: row.balance_after,
    status: row.status,
  };
}

type Period = Required<Pick<DateRange, 'fromInstant' | 'toInstant'>> & { from: string; to: string };

async function open(executor: Executor, userId: number, period: Period, perPage: number) {
  const [member] = await executor.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const wallet = await findMemberAccount(executor, userId, MEMBER_PURPOSE.wallet);
  const pageOf = (page: number) =>
    wallet ? accountStatement(executor, wallet.id, { from: period.fromInstant, to: period.toInstant, page, perPage, order: 'asc' }) : Promise.resolve(null);
  const summaryOf = (statement: AccountStatement | null): StatementSummary => ({
    userId,
    memberName: member ? `${member.firstName} ${member.lastName}`.trim() : '',
    accountNo: memberNumber(userId),
    account: 'Wallet',
    from: period.from,
    to: period.to,
    opening: statement?.opening_balance ?? 0n,
    closing: statement?.closing_balance ?? 0n,
    credits: statement?.total_credits ?? 0n,
    debits: statement?.total_debits ?? 0n,
    total: statement?.total ?? 0,
  });
  return { pageOf, summaryOf };
}

/** One page (oldest first). A member without a wallet yet gets an empty statement of zeros. */
export async function walletStatement(executor: Executor, userId: number, period: Period, page: number, perPage: number): Promise<Statement> {
  const { pageOf, summaryOf } = await open(executor, userId, period, perPage);
  const statement = await pageOf(page);
  return { summary: summaryOf(statement), lines: statement ? await linesOf(executor, statement.rows) : [], page, perPage };
}

/**
 * Every line of the period, for downloads: the first page fixes the summary, and later pages stop at its row
 * count, so a movement posted while the file is written cannot disagree with the totals printed above it.
 */
export async function fullStatement(executor: Executor, userId: number, period: Period): Promise<{ summary: StatementSummary; lines: AsyncIterable<StatementLine> }> {
  const { pageOf, summaryOf } = await open(executor, userId, period, DOWNLOAD_PAGE);
  const first = await pageOf(1);
  const summary = summaryOf(first);
  async function* lines(): AsyncGenerator<StatementLine> {
    let emitted = 0;
    let page = 1;
    let current = first;
    while (current) {
      for (const line of await linesOf(executor, current.rows.slice(0, summary.total - emitted))) {
        emitted += 1;
        yield line;
      }
      if (emitted >= summary.total || current.rows.length < DOWNLOAD_PAGE) return;
      page += 1;
      current = await pageOf(page);
    }
  }
  return { summary, lines: lines() };
}

export function statementReply(statement: Statement, link: { path: string; query: Record<string, string | undefined> }): StatementReply {
  const { summary } = statement;
  const rows = statement.lines.map(
    (line): StatementRow => ({
      id: line.id,
      reference: line.reference,
      date: line.at.toISOString(),
      description: line.description,
      category_label: line.label,
      credit: line.credit === null ? null : formatKobo(line.credit),
      debit: line.debit === null ? null : formatKobo(line.debit),
      balance: formatKobo(line.balance),
      status: line.status,
    }),
  );
  return {
    success: true,
    account: summary.account,
    account_no: summary.accountNo,
    from: summary.from,
    to: summary.to,
    opening_balance: formatKobo(summary.opening),
    closing_balance: formatKobo(summary.closing),
    total_credits: formatKobo(summary.credits),
    total_debits: formatKobo(summary.debits),
    ...paginator(rows, summary.total, { page: statement.page, perPage: statement.perPage, path: link.path, query: link.query }),
  };
}
