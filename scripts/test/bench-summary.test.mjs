import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summaryTable } from '../lib/benchSummary.mjs';

const rowOf = (lines, measure) => {
  const line = lines.find((l) => l.startsWith(`| ${measure}`));
  assert.ok(line, `no row for ${measure}`);
  return line.split('|').slice(1, -1).map((cell) => cell.trim());
};
const LEDGER = 'ledger transfers/s ÷ pgbench tpcb-like tps';

test('the verdict of a paired measure is taken on its paired ratio, both ratios shown', () => {
  // the medians say 0.65 (NOT met); the rounds, each against pgbench around it, say 0.72 (met)
  const figures = new Map([
    ['ledger.transfer_alone_per_s', 1300],
    ['ledger.pgbench_tps', 2000],
    ['ledger.ratio.transfer_alone', 0.72],
  ]);
  const [, ourFigure, against, ratio, paired, target, verdict] = rowOf(summaryTable(figures), LEDGER);
  assert.deepEqual([ourFigure, against, ratio, paired, target, verdict], ['1300', '2000', '0.6500', '0.7200', '≥ 0.7', 'met']);

  // a hair under the target: printed so, and not met
  figures.set('ledger.ratio.transfer_alone', 0.6996);
  assert.deepEqual(rowOf(summaryTable(figures), LEDGER).slice(4), ['0.6996', '≥ 0.7', 'NOT met']);
});

test('without a paired ratio the verdict is the ratio of the two figures', () => {
  const figures = new Map([
    ['ledger.transfer_alone_per_s', 1500],
    ['ledger.pgbench_tps', 2000],
  ]);
  const row = rowOf(summaryTable(figures), LEDGER);
  assert.deepEqual(row.slice(3), ['0.7500', '', '≥ 0.7', 'met']);
});

test('a measure that was not run says so', () => {
  const row = rowOf(summaryTable(new Map()), LEDGER);
  assert.deepEqual(row.slice(3), ['n/a', '', '≥ 0.7', 'not measured']);
  assert.equal(rowOf(summaryTable(new Map([['web.signin_js_gzip_kb', 156]])), '/signin cold load')[6], 'met');
});
