// The fault runs' one table (issue 28 "Faults under load"): a row per run, and the verdict prod:check exits with.
// A row: { name, sent, acknowledged, retried, failed, lost, appliedTwice, ledgerCheck: 'ok' | <what is off>,
// p50Ms, p95Ms }. Lost or applied-twice requests, or a ledger check that is not 'ok', fail the check.

const COLUMNS = [
  ['name', 'Fault'],
  ['sent', 'sent'],
  ['acknowledged', 'acknowledged'],
  ['retried', 'retried'],
  ['failed', 'failed'],
  ['lost', 'lost'],
  ['appliedTwice', 'applied twice'],
  ['ledgerCheck', 'ledger check'],
  ['p50Ms', 'p50 ms'],
  ['p95Ms', 'p95 ms'],
];

/** what is wrong with a row, or [] */
export function rowProblems(row) {
  const problems = [];
  if (Number(row.lost) > 0) problems.push(`${row.lost} lost`);
  if (Number(row.appliedTwice) > 0) problems.push(`${row.appliedTwice} applied twice`);
  if (row.ledgerCheck !== 'ok') problems.push(`ledger check: ${row.ledgerCheck ?? 'not run'}`);
  return problems;
}

function cell(value) {
  if (value === undefined || value === null) return '–';
  return typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(0) : String(value);
}

/** the table as text lines (Markdown-shaped, so it pastes into an issue as it is) */
export function formatFaultTable(rows) {
  const cells = rows.map((row) => COLUMNS.map(([key]) => cell(row[key])));
  const widths = COLUMNS.map(([, title], i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join(' | ')} |`;
  return [line(COLUMNS.map(([, title]) => title)), `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)];
}
