// The summary table's figures (the same JSON lines as api/bench/support/results.ts): appended to the file named by
// BENCH_RESULTS when it is set; nothing is written otherwise.
import fs from 'node:fs';

export function recordFigure(key, value, detail = '') {
  const file = process.env.BENCH_RESULTS;
  if (!file || !Number.isFinite(value)) return;
  fs.appendFileSync(file, `${JSON.stringify({ key, value, detail })}\n`);
}
