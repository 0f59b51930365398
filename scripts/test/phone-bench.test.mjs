// issue 29's table as e2e/bench/phone-first.mjs prints it (median, min–max, OK/OVER, Before | After | Target) and its
// figures in `npm run bench`'s summary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { phoneTable } from '../../e2e/bench/lib/phoneTable.mjs';
import { summaryTable } from '../lib/benchSummary.mjs';

const cellsOf = (lines, measure) => {
  const line = lines.find((l) => l.startsWith(`| ${measure}`));
  assert.ok(line, `no row for ${measure}`);
  return line.split('|').slice(1, -1).map((cell) => cell.trim());
};

test('each row is the median of the runs with their range, its target and OK or OVER', () => {
  const after = { signin_usable_ms: [2100, 1900, 1950, 2500, 1800], session_kb: [451.2, 451.2, 451.2], signin_painted_ms: [900] };
  const lines = phoneTable(after);
  assert.deepEqual(cellsOf(lines, '`/signin`: the Sign In button visible and usable'), ['`/signin`: the Sign In button visible and usable, empty cache', '1.95 s (1.80–2.50) OK', '≤ 2.0 s']);
  assert.deepEqual(cellsOf(lines, 'Bytes for a first session').slice(1), ['451.2 KB (451.2–451.2) OVER', '≤ 450 KB']);
  assert.deepEqual(cellsOf(lines, '`/signin`: the sign-in form painted').slice(1), ['0.90 s', '—']);
  assert.deepEqual(cellsOf(lines, 'Sign in → member home').slice(1), ['n/a', '≤ 1.5 s']);
});

test('with a baseline the table has Before and After columns', () => {
  const lines = phoneTable({ landing_headline_ms: [1200] }, { landing_headline_ms: [2400] });
  assert.match(lines[0], /^\| Measure +\| Before +\| After +\| Target +\|$/);
  assert.deepEqual(cellsOf(lines, '`/` (landing)').slice(1), ['2.40 s OVER', '1.20 s OK', '≤ 1.5 s']);
});

test("the summary table judges the phone figures on issue 29's targets", () => {
  const figures = new Map([['web.phone.signin_usable_ms', 2100], ['web.phone.session_kb', 300]]);
  assert.equal(cellsOf(summaryTable(figures), 'Phone: /signin Sign In usable')[6], 'NOT met');
  assert.equal(cellsOf(summaryTable(figures), 'Phone: first session')[6], 'met');
  assert.equal(cellsOf(summaryTable(figures), 'Phone: / headline painted')[6], 'not measured');
});
