// The statement of a member's wallet between two Lagos dates, straight from the ledger: opening balance at the
// start of `from`, each movement with its running balance, closing balance at the end of `to`, and totals.
import { eq } from 'drizzle-orm';
import type { EntryStatus, StatementReply, StatementRow } from '../../contract';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { paginator } from '../../http/pagination';
import { MEMBER_ACCOUNT_KIND, accountStatement, findMemberAccount, transferMetadata } from '../../ledger';
import { accountStatementStream, type StatementRange, type StatementRow as LedgerRow } from '../../ledger/statement';
import { formatKobo } from '../../money/money';
import { CATEGORY, transactionLabel } from '../transactions';
import type { DateRange } from '../transactions';

/** A row as the downloads print it */
export interface DownloadLine {
  id: number;
  reference: string;
  at: Date;
  description: string;
  /** kobo; exactly one of credit and debit is set */
  credit: bigint | null;
  debit: bigint | null;
  balance: bigint;
  status: EntryStatus;
}

/** A row of the JSON page: with the category label a member sees (facts §4.6), read from the transfer's metadata */
export interface StatementLine extends DownloadLine {
  label: string;
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

async function linesOf(executor: Executor, rows: LedgerRow[]): Promise<StatementLine[]> {
  const metadata = await transferMetadata(executor, rows.map((row) => row.transfer_id));
  return rows.map((row) => toLine(row, metadata.get(row.transfer_id) ?? {}));
}

function toLine(row: LedgerRow, metadata: Record<string, unknown>): StatementLine {
  return { ...toDownloadLine(row), label: transactionLabel(row.kind, metadata, row.amount > 0n ? 'credit' : 'debit', CATEGORY.wallet) };
}

function toDownloadLine(row: LedgerRow): DownloadLine {
  return {
    id: row.posting_id,
    reference: row.reference,
    at: row.created_at,
    description: row.description,
    credit: row.amount > 0n ? row.amount : null,
    debit: row.amount < 0n ? -row.amount : null,
    balance: row.balance_after,
    status: row.status,
  };
}

type Period = Required<Pick<DateRange, 'fromInstant' | 'toInstant'>> & { from: string; to: string };

async function open(executor: Executor, userId: number, period: Period) {
  const [member] = await executor.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const wallet = await findMemberAccount(executor, userId, MEMBER_ACCOUNT_KIND.wallet);
  const summaryOf = (range: StatementRange | null): StatementSummary => ({
    userId,
    memberName: member ? `${member.firstName} ${member.lastName}`.trim() : '',
    accountNo: memberNumber(userId),
    account: 'Wallet',
    from: period.from,
    to: period.to,
    opening: range?.opening_balance ?? 0n,
    closing: range?.closing_balance ?? 0n,
    credits: range?.total_credits ?? 0n,
    debits: range?.total_debits ?? 0n,
    total: range?.total ?? 0,
  });
  return { walletId: wallet?.id ?? null, summaryOf };
}

/** One page (oldest first). A member without a wallet yet gets an empty statement of zeros. */
export async function walletStatement(executor: Executor, userId: number, period: Period, page: number, perPage: number): Promise<Statement> {
  const { walletId, summaryOf } = await open(executor, userId, period);
  const statement = walletId === null ? null : await accountStatement(executor, walletId, { from: period.fromInstant, to: period.toInstant, page, perPage, order: 'asc' });
  return { summary: summaryOf(statement), lines: statement ? await linesOf(executor, statement.rows) : [], page, perPage };
}

export interface FullStatement {
  summary: StatementSummary;
  /** every line of the period, oldest first, a batch at a time (one query a batch, keyset on the entry number) */
  batches: AsyncIterable<DownloadLine[]>;
}

/**
 * Every line of the period, for downloads. The summary and the range of entry numbers are fixed by the first
 * read, so a movement posted while the file is written cannot disagree with the totals printed above it.
 */
export async function fullStatement(executor: Executor, userId: number, period: Period, batchSize?: number): Promise<FullStatement> {
  const { walletId, summaryOf } = await open(executor, userId, period);
  if (walletId === null) return { summary: summaryOf(null), batches: noBatches() };
  const stream = await accountStatementStream(executor, walletId, { from: period.fromInstant, to: period.toInstant, batchSize });
  async function* batches(): AsyncGenerator<DownloadLine[]> {
    for await (const batch of stream.batches) yield batch.map(toDownloadLine);
  }
  return { summary: summaryOf(stream), batches: batches() };
}

async function* noBatches(): AsyncGenerator<DownloadLine[]> {}

/** the lines of batches, one by one */
export async function* eachLine(batches: AsyncIterable<DownloadLine[]>): AsyncGenerator<DownloadLine> {
  for await (const batch of batches) yield* batch;
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
