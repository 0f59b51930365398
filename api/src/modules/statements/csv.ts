// The statement as CSV (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheet programs read names right): a few
// summary rows, a blank row, then one row per movement. Amounts are exact decimal strings.
import { formatKobo } from '../../money/money';
import { lagosDateTime } from './format';
import type { DownloadLine, StatementSummary } from './service';

/**
 * One cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading
 * apostrophe, so a description a member typed cannot execute on an administrator's machine.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** amounts are written by us, never typed by a member: they go out as they are */
const amount = (kobo: bigint | null) => (kobo === null ? '' : formatKobo(kobo));
const row = (cells: string[]) => `${cells.join(',')}\r\n`;

export function describeLine(line: Pick<DownloadLine, 'description' | 'status'>): string {
  return line.status === 'posted' ? line.description : `${line.description} (${line.status})`;
}

export function csvHeader(summary: StatementSummary, societyName: string): string {
  return [
    `\uFEFF${row(['Statement of account', csvCell(societyName)])}`,
    row(['Member', csvCell(summary.memberName)]),
    row(['Member number', csvCell(summary.accountNo)]),
    row(['Account', csvCell(summary.account)]),
    row(['Period', `${summary.from} to ${summary.to}`]),
    row(['Opening balance', amount(summary.opening)]),
    row(['Closing balance', amount(summary.closing)]),
    row(['Total credits', amount(summary.credits)]),
    row(['Total debits', amount(summary.debits)]),
    '\r\n',
    row(['Date', 'Reference', 'Description', 'Credit', 'Debit', 'Balance']),
  ].join('');
}

export function csvLine(line: DownloadLine): string {
  return row([lagosDateTime(line.at), csvCell(line.reference), csvCell(describeLine(line)), amount(line.credit), amount(line.debit), amount(line.balance)]);
}

/** The whole file: the summary, then one chunk per batch of rows as the batches are read. */
export async function* statementCsv(summary: StatementSummary, batches: AsyncIterable<DownloadLine[]>, societyName: string): AsyncGenerator<string> {
  yield csvHeader(summary, societyName);
  for await (const batch of batches) {
    if (batch.length) yield batch.map(csvLine).join('');
  }
}
