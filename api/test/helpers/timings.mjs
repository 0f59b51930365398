// Rewrites test/helpers/timings.json (the order a run without jest's cache starts the API's test files in:
// sequencer.cjs) from the lines a run wrote with COOP_TEST_TIMINGS set (test/databaseEnvironment.cjs), and prints
// the CPU and wall seconds each pass took in all: `node test/helpers/timings.mjs <timings file>...`.
// A file the run did not hold keeps its old time, so a run of some files only updates those.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TIMINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'timings.json');

const files = process.argv.slice(2);
if (!files.length) {
  console.error('Usage: node test/helpers/timings.mjs <file written under COOP_TEST_TIMINGS>...');
  process.exit(2);
}
const old = fs.existsSync(TIMINGS) ? JSON.parse(fs.readFileSync(TIMINGS, 'utf8')).seconds : {};
const seconds = { ...old };
const totals = {};
for (const file of files) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { project, file: testFile, cpu, wall, node } = JSON.parse(line);
    seconds[`${project} ${testFile}`] = wall;
    const total = (totals[`${project} on Node ${node}`] ??= { files: 0, cpu: 0, wall: 0 });
    total.files += 1;
    total.cpu += cpu;
    total.wall += wall;
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
const note = 'wall seconds of each API test file in the last full run (test/helpers/timings.mjs writes this; sequencer.cjs reads it)';
fs.writeFileSync(TIMINGS, `${JSON.stringify({ note, seconds: sorted }, null, 1)}\n`);
for (const [pass, t] of Object.entries(totals)) {
  console.log(`${pass}: ${t.files} files, ${t.cpu.toFixed(0)} s of CPU, ${t.wall.toFixed(0)} s of wall in workers`);
}
