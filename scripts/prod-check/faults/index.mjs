// prod:check's fault runs (issue 28, "Faults under load"): `(topology, log) → rows`, one row per scenario of
// scenarios.mjs in the shape of ../faultTable.mjs (sent, acknowledged, retried, failed, lost (must be 0), appliedTwice
// (must be 0), ledgerCheck ('ok'), p50Ms, p95Ms) plus maxMs and notes (what the fault did, the longest request), which
// are logged under the table's run.
// The cast is made once (members.mjs); each run's load is bounded (LOAD below), so the whole set stays near 3 minutes.
import { runLoad, summarise } from './load.mjs';
import { makeCast } from './members.mjs';
import { probeWith, savingsMove, SCENARIOS } from './scenarios.mjs';
import { balancesOf, ledgerCheck, selfCheck, verifyIntents } from './verify.mjs';

const SAVINGS_ACCOUNT = 'regular_savings';
/** 10 members, each starting a move every 0.5 s: about 20 a second, 400 a run */
export const LOAD = { concurrency: 10, paceMs: 500, durationMs: 20_000, maxIntents: 1000 };

/** runs one scenario under load and checks the database afterwards; answers its row */
export async function runScenario(topology, cast, scenario, log = () => {}) {
  const url = topology.postgres.url;
  const ids = cast.members.map((m) => m.id);
  const baseline = await balancesOf(url, ids, SAVINGS_ACCOUNT);
  for (const id of ids) if (!baseline.has(id)) baseline.set(id, 0n);
  const notes = [];
  const probes = [];
  const probe = probeWith(topology, cast, probes);
  log(`fault run: ${scenario.name}`);
  const { records, wallMs } = await runLoad(topology.baseUrl, {
    ...LOAD,
    ...(scenario.load ?? {}),
    makeIntent: savingsMove(cast),
    during: () => scenario.during({ topology, cast, notes, probe, log }),
  });
  const counts = summarise(records);
  const { lost, twice } = await verifyIntents(url, [...records, ...probes], { accountKind: SAVINGS_ACCOUNT, baseline });
  const check = ledgerCheck(url, topology.node);
  const heard = new Map();
  for (const r of records) for (const status of r.statuses.slice(0, -1)) heard.set(status, (heard.get(status) ?? 0) + 1);
  if (heard.size) notes.push(`sent again after ${[...heard].map(([status, n]) => `${status} ×${n}`).join(', ')}`);
  const failures = records.filter((r) => r.failed);
  if (failures.length) notes.push(`failed: ${[...new Set(failures.map((r) => `${r.status ?? r.statuses.at(-1)} ${r.body?.message ?? ''}`.trim()))].slice(0, 3).join('; ')}`);
  notes.push(`longest request ${counts.max} ms (longest single send ${counts.longestSend} ms), ${wallMs} ms of load`);
  return {
    name: scenario.name,
    sent: counts.sent,
    acknowledged: counts.acknowledged,
    retried: counts.retried,
    failed: counts.failed,
    lost,
    appliedTwice: twice,
    ledgerCheck: check.ok ? 'ok' : check.text,
    p50Ms: counts.p50,
    p95Ms: counts.p95,
    maxMs: counts.max,
    notes: notes.join('; '),
  };
}

export default async function faultRuns(topology, log = () => {}) {
  const cast = await makeCast(topology, { members: LOAD.concurrency, log });
  await selfCheck(topology.postgres.url, cast.members[0].id, SAVINGS_ACCOUNT);
  const rows = [];
  for (const scenario of SCENARIOS) {
    if (scenario.needs && !scenario.needs(topology)) {
      log(`fault run skipped: ${scenario.name} (${scenario.why})`);
      continue;
    }
    try {
      rows.push(scenario.run ? await scenario.run(topology, cast, log) : await runScenario(topology, cast, scenario, log));
    } catch (error) {
      rows.push({ name: scenario.name, ledgerCheck: 'not reached', notes: `the run broke: ${error.message}` });
    }
    const row = rows.at(-1);
    log(`  ${row.name}: ${row.notes}`);
  }
  return rows;
}
