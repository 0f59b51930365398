// `npm run bench` (in api/): one autosave job run over 10,000 due plans on a throwaway PostgreSQL server (each a
// member's saved card charged through the sandbox and posted to regular savings): plans per second, then a check
// that every plan's period was charged exactly once (provider, run row, ledger balance). Printed, never asserted
// beyond that check. BENCH_AUTOSAVE_PLANS (default 10000) and AUTOSAVE_CONCURRENCY (default 8 here) override.
import { buildApp } from '../src/app';
import { runLedgerCheck } from '../src/ledger';
import { runAutosave } from '../src/modules/savings/autosave';
import { chargedOnceReport, seedDuePlans } from '../test/savings/support/duePlans';
import { benchConfig } from './support/benchConfig';
import { benchDatabase } from './support/postgres';

const PLANS = Number(process.env.BENCH_AUTOSAVE_PLANS ?? 10_000);
const CONCURRENCY = Number(process.env.AUTOSAVE_CONCURRENCY ?? 8);
const log = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const { server, database: handle } = await benchDatabase('autosave_bench', log, { poolMax: CONCURRENCY + 4 });
  try {
    const config = benchConfig({ AUTOSAVE_CONCURRENCY: CONCURRENCY });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    try {
      let started = Date.now();
      const seeded = await seedDuePlans(handle.db, PLANS, new Date());
      log(`seeded ${fmt(PLANS)} members with a saved card and a due regular savings plan in ${fmt((Date.now() - started) / 1000, 1)} s`);
      started = Date.now();
      const summary = await runAutosave(app.deps, new Date());
      const seconds = (Date.now() - started) / 1000;
      const report = await chargedOnceReport(handle.db, seeded);
      const ledger = await handle.db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
      log();
      log(`== autosave: one run over ${fmt(PLANS)} due plans on PostgreSQL (fsync off), ${CONCURRENCY} charges at once ==`);
      log(`${fmt(summary.charged)} charged, ${summary.failed} failed, ${summary.retry} left for retry in ${fmt(seconds, 1)} s: ${fmt(PLANS / seconds, 1)} plans/s`);
      log(`exactly once: ${fmt(report.chargedOnce)} periods charged once, ${fmt(report.providerCharges)} provider charges, ${fmt(report.balancesRight)} balances right, ${report.stillCharging} still charging; ledger check ${ledger.ok ? 'clean' : 'NOT clean'}`);
      const exact = report.chargedOnce === PLANS && report.providerCharges === PLANS && report.balancesRight === PLANS && report.stillCharging === 0 && ledger.ok;
      if (!exact) throw new Error(`autosave did not charge every plan exactly once: ${JSON.stringify(report)}`);
    } finally {
      await app.close();
      await handle.close();
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
