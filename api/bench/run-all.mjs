// `npm run bench` in api/: every *.bench.ts here, one after the other; figures are printed, a failing one is reported.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(dir, '..', 'node_modules', '.bin', 'tsx');
let failed = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  process.stdout.write(`\n### ${file}\n`);
  const { status } = spawnSync(tsx, [path.join(dir, file)], { stdio: 'inherit' });
  if (status !== 0) {
    failed += 1;
    process.stdout.write(`${file} failed (exit ${status})\n`);
  }
}
process.exit(failed ? 1 : 0);
