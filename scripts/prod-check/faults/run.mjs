// The fault runs alone, without prod:check's journey: `node scripts/prod-check/faults/run.mjs [--only <name part>]
// [--keep]`. Brings up the topology (../topology.mjs), runs the scenarios, prints the table and each run's notes, tears
// down (`--keep`: leaves the run's folder, its nginx and API logs, and says where).
import { log } from '../../lib/workspace.mjs';
import { formatFaultTable, rowProblems } from '../faultTable.mjs';
import { paystackFakeAvailable } from '../paystackFake.mjs';
import { startTopology } from '../topology.mjs';
import runFaults from './index.mjs';
import { SCENARIOS } from './scenarios.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only) SCENARIOS.splice(0, SCENARIOS.length, ...SCENARIOS.filter((s) => s.name.includes(only)));

const keepFiles = process.argv.includes('--keep');
const topology = await startTopology({ log, paystack: paystackFakeAvailable(), keepFiles });
if (keepFiles) log(`the run's files stay in ${topology.base}`);
let code = 0;
try {
  const started = Date.now();
  const rows = await runFaults(topology, log);
  console.log(`\n${formatFaultTable(rows).join('\n')}\n`);
  for (const row of rows) console.log(`${row.name}: ${row.notes}`);
  console.log(`\nfault runs: ${Math.round((Date.now() - started) / 1000)} s`);
  for (const row of rows) for (const problem of rowProblems(row)) {
    code = 1;
    log(`✗ ${row.name}: ${problem}`);
  }
} catch (error) {
  code = 1;
  log(`the fault runs could not finish: ${error.stack ?? error.message}`);
} finally {
  await topology.stop();
}
process.exit(code);
