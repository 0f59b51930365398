// The table issue 11 asks `npm run bench` to end with: each target a ratio of two figures measured in this run (the
// benches record them with api/bench/support/results.ts or e2e/bench, as JSON lines in one file). Where the two take
// turns in rounds, the bench also records their paired ratio (each round against the reference measured just before
// and after it, median of the rounds: api/bench/support/rounds.ts), and the verdict is taken on that: on this machine
// the speed drifts between rounds, and the ratio of two medians can compare figures from different moments.
import fs from 'node:fs';

const TARGETS = [
  { measure: 'transactions/details first page: 100k postings ÷ 1k (median ms)', top: 'history.first_page_ms.100k', bottom: 'history.first_page_ms.1k', target: '≤ 1.5', pass: (r) => r <= 1.5 },
  { measure: 'Full CSV statement: ms per 1k rows at 100k ÷ at 1k', top: 'csv.ms_per_1k_rows.100k', bottom: 'csv.ms_per_1k_rows.1k', target: '≤ 1.5', pass: (r) => r <= 1.5 },
  { measure: 'show_wallet_balance ÷ /api/health req/s, PostgreSQL, 16 conns', top: 'auth.postgres.balance_rps', paired: 'auth.postgres.balance_per_health', bottom: 'auth.postgres.health_rps', target: '≥ 0.5', pass: (r) => r >= 0.5 },
  { measure: 'show_wallet_balance ÷ /api/health req/s, embedded (PGlite)', top: 'auth.pglite.balance_rps', paired: 'auth.pglite.balance_per_health', bottom: 'auth.pglite.health_rps', target: '≥ 0.5', pass: (r) => r >= 0.5 },
  { measure: 'ledger transfers/s ÷ pgbench tpcb-like tps, 8 clients (each its own transaction)', top: 'ledger.transfer_alone_per_s', paired: 'ledger.ratio.transfer_alone', bottom: 'ledger.pgbench_tps', target: '≥ 0.7', pass: (r) => r >= 0.7 },
  { measure: "the same inside a caller's BEGIN … COMMIT (2 more round trips)", top: 'ledger.transfers_per_s', paired: 'ledger.ratio.transfers', bottom: 'ledger.pgbench_tps', target: '≥ 0.7', pass: (r) => r >= 0.7 },
  { measure: "route-shaped (claim, lookups, transfer, stored reply; the 'before' figure's measure, printed)", top: 'ledger.route_shaped_per_s', paired: 'ledger.ratio.route_shaped', bottom: 'ledger.pgbench_tps', target: '—', pass: null },
  { measure: 'wallet → savings fund route/s ÷ pgbench tps (in process)', top: 'ledger.route_per_s', paired: 'ledger.ratio.route', bottom: 'ledger.pgbench_tps', target: '≥ 0.5', pass: (r) => r >= 0.5 },
  { measure: 'the same over real HTTP (printed)', top: 'ledger.route_http_per_s', paired: 'ledger.ratio.route_http', bottom: 'ledger.pgbench_tps', target: '—', pass: null },
  { measure: '/signin → not-yet-loaded remote ÷ → already-loaded (median ms)', top: 'web.remote_cold_ms', bottom: 'web.remote_warm_ms', target: '≤ 2', pass: (r) => r <= 2 },
  { measure: '/signin cold load, JS gzip (KB)', value: 'web.signin_js_gzip_kb', target: '≤ 160', pass: (v) => v <= 160 },
  { measure: 'Phone: /signin Sign In usable, empty cache (median ms)', value: 'web.phone.signin_usable_ms', target: '≤ 2000', pass: (v) => v <= 2000 },
  { measure: 'Phone: / headline painted, empty cache (median ms)', value: 'web.phone.landing_headline_ms', target: '≤ 1500', pass: (v) => v <= 1500 },
  { measure: 'Phone: sign in → /savings with its figures (median ms)', value: 'web.phone.signin_to_home_ms', target: '≤ 1500', pass: (v) => v <= 1500 },
  { measure: 'Phone: returning member, /savings with its figures (median ms)', value: 'web.phone.returning_savings_ms', target: '≤ 1500', pass: (v) => v <= 1500 },
  { measure: 'Phone: JS gzip before the Sign In button (KB)', value: 'web.phone.signin_js_kb', target: '≤ 150', pass: (v) => v <= 150 },
  { measure: 'Phone: first session /signin → /savings → /wallet → /loan (KB)', value: 'web.phone.session_kb', target: '≤ 450', pass: (v) => v <= 450 },
  { measure: 'Trial balance today: 1M postings ÷ 10k (median ms, HTTP)', top: 'reports.trial_balance.today_1m_ms', paired: 'reports.trial_balance.ratio.1m_over_10k', bottom: 'reports.trial_balance.today_10k_ms', target: '≤ 1.5', pass: (r) => r <= 1.5 },
  { measure: 'Trial balance as of a past day ÷ today, 1M postings (median ms, HTTP)', top: 'reports.trial_balance.past_1m_ms', paired: 'reports.trial_balance.ratio.past_over_today', bottom: 'reports.trial_balance.today_1m_ms', target: '≤ 10', pass: (r) => r <= 10 },
  { measure: 'Portfolio at risk: 10k active loans ÷ 1k (median ms, HTTP)', top: 'reports.par.10k_ms', paired: 'reports.par.ratio.10k_over_1k', bottom: 'reports.par.1k_ms', target: '≤ 3', pass: (r) => r <= 3 },
  { measure: 'A notice to 100k members sent by one job runner (s)', value: 'notices.send_100k_s', target: '≤ 600', pass: (v) => v <= 600 },
];

const fmt = (n) => (n === undefined ? 'n/a' : n >= 100 ? n.toFixed(0) : n.toFixed(2));

export function readFigures(file) {
  const figures = new Map();
  if (!fs.existsSync(file)) return figures;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { key, value } = JSON.parse(line);
    figures.set(key, value);
  }
  return figures;
}

/** the table as lines of text: measure, the two figures, their ratio, the paired ratio, the target and whether it is met */
export function summaryTable(figures) {
  const rows = TARGETS.map((t) => {
    if (t.value) {
      const v = figures.get(t.value);
      return [t.measure, fmt(v), '', v === undefined ? 'n/a' : fmt(v), '', t.target, v === undefined ? 'not measured' : t.pass(v) ? 'met' : 'NOT met'];
    }
    const top = figures.get(t.top);
    const bottom = figures.get(t.bottom);
    const ratio = top === undefined || !bottom ? undefined : top / bottom;
    const paired = t.paired ? figures.get(t.paired) : undefined;
    const judged = paired ?? ratio;
    const verdict = judged === undefined ? 'not measured' : t.pass === null ? '' : t.pass(judged) ? 'met' : 'NOT met';
    // four decimals: a ratio a hair under its target must not print as the target
    return [t.measure, fmt(top), fmt(bottom), ratio === undefined ? 'n/a' : ratio.toFixed(4), paired === undefined ? '' : paired.toFixed(4), t.target, verdict];
  });
  const header = ['Measure', 'Figure', 'Against', 'Ratio', 'Paired', 'Target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}
