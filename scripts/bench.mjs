// `npm run bench`: every benchmark, printed (never gating). Builds first, and ends with the summary table of issue 11's
// ratios, each from two figures of this run (scripts/lib/benchSummary.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { install, log, pnpm } from './lib/workspace.mjs';
import { buildAll } from './lib/build.mjs';
import { readFigures, summaryTable } from './lib/benchSummary.mjs';

const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coop-bench-results-')), 'figures.jsonl');
process.env.BENCH_RESULTS = results;

await install();
await buildAll();
for (const [name, args] of [
  ['front end: /signin cold load and the console', ['--filter', 'e2e', 'run', 'bench']],
  ['API benchmarks', ['--filter', '@coop/api', 'run', '--if-present', 'bench']],
]) {
  log(name);
  await pnpm(args).catch((error) => log(`${name} failed: ${error.message}`));
}

log('summary: ratios measured side by side in this run');
for (const line of summaryTable(readFigures(results))) process.stdout.write(`${line}\n`);
process.stdout.write('Ratio: Figure ÷ Against, each the median of its rounds. Paired: the median of per-round ratios, each round against\n');
process.stdout.write('the reference measured just before and just after it; where there is one, the verdict is taken on it.\n');
