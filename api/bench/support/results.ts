// Figures the summary table (scripts/bench-summary.mjs) compares: each bench records its headline numbers here as
// JSON lines in the file named by BENCH_RESULTS (set by `npm run bench` at the root). Without it, nothing is written.
import fs from 'node:fs';

export function recordFigure(key: string, value: number, detail = ''): void {
  const file = process.env.BENCH_RESULTS;
  if (!file || !Number.isFinite(value)) return;
  fs.appendFileSync(file, `${JSON.stringify({ key, value, detail })}\n`);
}
