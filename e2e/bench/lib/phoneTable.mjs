// The rows of issue 29's table: each a list of per-run figures, printed as median (min–max) with its target and
// OK/OVER, in a Before column too when a baseline checkout was measured in the same run.

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const ROWS = [
  { key: 'signin_usable_ms', measure: '`/signin`: the Sign In button visible and usable, empty cache', unit: 'ms', limit: 2000 },
  { key: 'signin_painted_ms', measure: '`/signin`: the sign-in form painted (before it is usable)', unit: 'ms' },
  { key: 'landing_headline_ms', measure: '`/` (landing): the headline painted, empty cache', unit: 'ms', limit: 1500 },
  { key: 'signin_to_home_ms', measure: 'Sign in → member home with its figures', unit: 'ms', limit: 1500 },
  { key: 'returning_savings_ms', measure: 'A returning member (assets cached) opens `/savings` with its figures', unit: 'ms', limit: 1500 },
  { key: 'signin_js_kb', measure: 'JS (gzip) fetched before the Sign In button', unit: 'KB', limit: 150 },
  { key: 'session_kb', measure: 'Bytes for a first session: `/signin` → `/savings` → `/wallet` → `/loan`', unit: 'KB', limit: 450 },
  { key: 'session_js_kb', measure: 'first session: of which JS', unit: 'KB' },
];

const one = (unit, v) => (unit === 'ms' ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} KB`);
const bare = (unit, v) => (unit === 'ms' ? (v / 1000).toFixed(2) : v.toFixed(1));

/** median of the runs, or undefined when none */
export const medianOf = (runs) => (runs?.length ? median(runs) : undefined);

function cell(row, runs) {
  if (!runs?.length) return 'n/a';
  const m = median(runs);
  const spread = runs.length > 1 ? ` (${bare(row.unit, Math.min(...runs))}–${bare(row.unit, Math.max(...runs))})` : '';
  const verdict = row.limit === undefined ? '' : m <= row.limit ? ' OK' : ' OVER';
  return `${one(row.unit, m)}${spread}${verdict}`;
}

const targetOf = (row) => (row.limit === undefined ? '—' : `≤ ${row.unit === 'ms' ? `${(row.limit / 1000).toFixed(1)} s` : `${row.limit} KB`}`);

/**
 * @param {Record<string, number[]>} after figures per row key (ms or KB) of this checkout
 * @param {Record<string, number[]> | undefined} before the baseline's, when measured
 * @returns {string[]} the table as Markdown lines
 */
export function phoneTable(after, before) {
  const header = before ? ['Measure', 'Before', 'After', 'Target'] : ['Measure', 'Figure', 'Target'];
  const rows = ROWS.map((row) => (before ? [row.measure, cell(row, before[row.key]), cell(row, after[row.key]), targetOf(row)] : [row.measure, cell(row, after[row.key]), targetOf(row)]));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}
