// `npm run bench` (in api/): on a throwaway PostgreSQL server (scripts/lib/postgres.mjs), prints
//  1. ledger transfers per second from N clients (wallet → wallet between random members), beside pgbench's built-in
//     tpcb-like run on the same server with the same client count, taking turns for BENCH_ROUNDS rounds (this
//     machine's speed drifts by a sixth within a minute: each figure is the median of its rounds, and each ratio to
//     pgbench the median of its rounds' ratios, each round against pgbench just before and after it); with where the
//     time goes (an empty transaction, one SELECT, transfer() alone) and a real money route (POST /api/savingsFunds,
//     wallet → regular savings, through HTTP with idempotency, gates and lookups) in every round; and what each
//     operation costs the whole machine in CPU (support/machineCpu.ts);
//  2. the first (and last) statement page of an account with 1k vs 100k postings.
// Records ledger.pgbench_tps, ledger.transfer_alone_per_s, ledger.transfers_per_s, ledger.route_per_s and their paired
// ratios ledger.ratio.* (support/results.ts).
// Figures are printed, never asserted. BENCH_CLIENTS, BENCH_SECONDS, BENCH_ROUNDS and BENCH_MEMBERS override the defaults.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { withIdempotency } from '../src/idempotency';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, accountStatement, memberAccount, runLedgerCheck, societyAccount, transfer, withMoneyTransaction } from '../src/ledger';
import { writePostingHistory } from './support/history';
import { cpuMsPerOperation, cpuSnapshot } from './support/machineCpu';
import { savingsFundingBench, type RouteLoad } from './support/moneyRoute';
import { benchDatabase, createDatabase, type ThrowawayPostgres } from './support/postgres';
import { recordFigure } from './support/results';
import { bracketedRatio, medianRound } from './support/rounds';
import { timeIt } from './support/timing';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** sequential calls per statement-latency case */
const RUNS = 60;

const log = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function seedMembers(db: Database, count: number): Promise<Array<{ userId: number; wallet: number }>> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `bench${i}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: `M${i}`, phoneNo: '08000000000' })))
    .returning({ id: users.id });
  const clearing = await societyAccount(db, SOCIETY_ACCOUNT_KIND.providerClearing);
  const members = [];
  for (const { id } of rows) {
    const wallet = await memberAccount(db, id, MEMBER_ACCOUNT_KIND.wallet);
    await transfer(db, { reference: `seed-${id}`, kind: 'wallet_funding', userId: id, description: 'seed', postings: [{ accountId: clearing, amount: -100_000_000n }, { accountId: wallet, amount: 100_000_000n }] });
    members.push({ userId: id, wallet });
  }
  return members;
}

/** runs `op` in CLIENTS loops for SECONDS; returns transfers per second and the machine's busy CPU ms per transfer */
async function throughput(op: (client: number, i: number) => Promise<void>): Promise<{ tps: number; done: number; failed: number; cpuMs: number | null }> {
  const cpu = cpuSnapshot();
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; Date.now() < deadline; i++) {
        try {
          await op(client, i);
          done += 1;
        } catch (error) {
          failed += 1;
          if (failed === 1) console.error(error);
        }
      }
    }),
  );
  return { tps: done / ((Date.now() - started) / 1000), done, failed, cpuMs: cpuMsPerOperation(cpu, done + failed) };
}

type Throughput = Awaited<ReturnType<typeof throughput>>;

const byTps = (round: Throughput) => round.tps;
const byRps = (round: RouteLoad) => round.rps;

async function ledgerThroughput(handle: DatabaseHandle, runPgbench: () => PgbenchRun) {
  log(`seeding ${MEMBERS} members with funded wallets…`);
  const members = await seedMembers(handle.db, MEMBERS);
  const pair = () => {
    const a = members[Math.floor(Math.random() * members.length)];
    let b = members[Math.floor(Math.random() * members.length)];
    if (b === a) b = members[(members.indexOf(a) + 1) % members.length];
    return [a, b] as const;
  };
  const amount = () => BigInt(1 + Math.floor(Math.random() * 10_000));

  // the floors under any transfer: a round trip, and a transaction's BEGIN + COMMIT
  const select1 = await throughput(async () => {
    await handle.db.execute(sql`SELECT 1`);
  });
  const emptyTransaction = await throughput(async () => {
    await withMoneyTransaction(handle.db, async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
  });
  // transfer() is one statement: on its own it is its own transaction, as each of pgbench's is
  const alone = (round: number) =>
    throughput(async (client, i) => {
      const [a, b] = pair();
      const kobo = amount();
      await transfer(handle.db, { reference: `alone-${round}-${client}-${i}`, kind: 'member_transfer', description: 'bench', postings: [{ accountId: a.wallet, amount: -kobo }, { accountId: b.wallet, amount: kobo }] });
    });
  // inside a caller's transaction, as money routes run it (BEGIN and COMMIT are two more round trips)
  const bare = (round: number) =>
    throughput(async (client, i) => {
      const [a, b] = pair();
      const kobo = amount();
      await withMoneyTransaction(handle.db, (tx) =>
        transfer(tx, { reference: `bare-${round}-${client}-${i}`, kind: 'member_transfer', description: 'bench', postings: [{ accountId: a.wallet, amount: -kobo }, { accountId: b.wallet, amount: kobo }] }),
      );
    });
  // what a money route does besides HTTP (the route-shaped measure the issue's "before" figure used): claim the key,
  // resolve both accounts, transfer, store the reply
  const full = (round: number) =>
    throughput(async (client, i) => {
      const [a, b] = pair();
      const kobo = amount();
      await withIdempotency(handle.db, { scope: `user:${a.userId}`, key: `bench-${round}-${client}-${i}`, requestHash: 'h' }, async (tx) => {
        const from = await memberAccount(tx, a.userId, MEMBER_ACCOUNT_KIND.wallet);
        const to = await memberAccount(tx, b.userId, MEMBER_ACCOUNT_KIND.wallet);
        const t = await transfer(tx, { reference: `full-${round}-${client}-${i}`, kind: 'member_transfer', userId: a.userId, description: 'bench', postings: [{ accountId: from, amount: -kobo }, { accountId: to, amount: kobo }] });
        return { status: 200, body: { success: true, reference: t.reference } };
      });
    });
  // a real money route through the whole API: POST /api/savingsFunds in process and over HTTP, in every round too
  const route = await savingsFundingBench(handle, { connections: CLIENTS });
  const rounds = { pgbench: [] as PgbenchRun[], alone: [] as Throughput[], bare: [] as Throughput[], full: [] as Throughput[], routeInProcess: [] as RouteLoad[], routeHttp: [] as RouteLoad[] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      log(`round ${round + 1} of ${ROUNDS}: pgbench, transfer() alone, transfer() in a transaction, route-shaped, POST /api/savingsFunds in process and over HTTP…`);
      rounds.pgbench.push(runPgbench());
      rounds.alone.push(await alone(round));
      rounds.bare.push(await bare(round));
      rounds.full.push(await full(round));
      const { inProcess, http } = await route.run(SECONDS);
      rounds.routeInProcess.push(inProcess);
      rounds.routeHttp.push(http);
    }
    log('pgbench once more, to close the last round…');
    rounds.pgbench.push(runPgbench());
  } finally {
    await route.close();
  }

  const pgbenchRates = rounds.pgbench.map((run) => run.tps);
  const paired = (figures: number[]) => bracketedRatio(figures, pgbenchRates);
  return {
    ratios: {
      alone: paired(rounds.alone.map(byTps)),
      bare: paired(rounds.bare.map(byTps)),
      full: paired(rounds.full.map(byTps)),
      routeInProcess: paired(rounds.routeInProcess.map(byRps)),
      routeHttp: paired(rounds.routeHttp.map(byRps)),
    },
    pgbench: medianRound(rounds.pgbench, (run) => run.tps),
    alone: medianRound(rounds.alone, byTps),
    bare: medianRound(rounds.bare, byTps),
    route: { inProcess: medianRound(rounds.routeInProcess, byRps), http: medianRound(rounds.routeHttp, byRps) },
    full: medianRound(rounds.full, byTps),
    select1,
    emptyTransaction,
  };
}

interface PgbenchRun {
  tps: number;
  /** the machine's busy CPU ms per pgbench transaction, pgbench itself included */
  cpuMs: number | null;
}

/** initialises pgbench's tables in `dbName` and returns a function that runs tpcb-like once */
function pgbench(server: ThrowawayPostgres, dbName: string): () => PgbenchRun {
  const run = (cmd: string, args: string[]) => {
    const binary = path.join(server.bin, cmd);
    const full = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    return execFileSync(full[0] as string, full[1] as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const conn = ['-h', '127.0.0.1', '-p', String(server.port), '-U', 'postgres'];
  run('pgbench', ['-i', '-q', ...conn, dbName]);
  return () => {
    const cpu = cpuSnapshot();
    const out = run('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-b', 'tpcb-like', ...conn, dbName]);
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
    const processed = /number of transactions actually processed: (\d+)/.exec(out);
    if (!match || !processed) throw new Error(`could not read pgbench output:\n${out}`);
    return { tps: Number(match[1]), cpuMs: cpuMsPerOperation(cpu, Number(processed[1])) };
  };
}

/** an account with `n` postings (alternating +₦10.00 / −₦4.00, one per second of "history") */
async function accountWithHistory(db: Database, n: number, tag: string): Promise<{ account: number; base: Date }> {
  const [row] = await db.insert(users).values({ email: `${tag}@example.com`, passwordHash: 'x', firstName: 'History', lastName: tag, phoneNo: '08000000000' }).returning({ id: users.id });
  const account = await memberAccount(db, row.id, MEMBER_ACCOUNT_KIND.wallet);
  const counter = await societyAccount(db, `bench_source_${tag}`);
  const base = new Date(Date.now() - (n + 10) * 1000);
  await writePostingHistory(db, { userId: row.id, account, counter, n, tag, base });
  return { account, base };
}

async function statementLatency(handle: DatabaseHandle) {
  const sizes = [1_000, 100_000];
  const results: Record<number, Record<string, { median: number; p95: number }>> = {};
  for (const n of sizes) {
    log(`writing an account with ${fmt(n)} postings…`);
    const { account, base } = await accountWithHistory(handle.db, n, `h${n}`);
    // measure the steady state, not autovacuum catching up with 2 × n fresh rows
    await handle.db.execute(sql`VACUUM (ANALYZE) ledger_postings, ledger_transfers, ledger_accounts`);
    const lastPage = (await accountStatement(handle.db, account, { perPage: 20 })).last_page;
    const from = new Date(base.getTime() + (n / 2) * 1000);
    const to = new Date(base.getTime() + (n + 1) * 1000);
    results[n] = {
      'first page, whole history': await timeIt(() => accountStatement(handle.db, account, { page: 1, perPage: 20 }), RUNS),
      'last page, whole history': await timeIt(() => accountStatement(handle.db, account, { page: lastPage, perPage: 20 }), RUNS),
      'first page, newest first': await timeIt(() => accountStatement(handle.db, account, { page: 1, perPage: 20, order: 'desc' }), RUNS),
      'first page, second half of history': await timeIt(() => accountStatement(handle.db, account, { from, to, page: 1, perPage: 20 }), RUNS),
    };
  }
  return results;
}

async function main() {
  const { server, database: handle } = await benchDatabase('ledger_bench', log, { poolMax: CLIENTS + 2 });
  try {
    log(`pgbench -i (scale 1); each round runs pgbench -c ${CLIENTS} -j 2 -T ${SECONDS} -b tpcb-like…`);
    await createDatabase(server.url, 'pgbench_bench');
    const runPgbench = pgbench(server, 'pgbench_bench');
    const { pgbench: pgbenchRounds, bare, full, select1, emptyTransaction, alone, route, ratios } = await ledgerThroughput(handle, runPgbench);
    const pgbenchTps = pgbenchRounds.rate;

    const statements = await statementLatency(handle);
    const t0 = Date.now();
    const check = await runLedgerCheck(handle.db, new Date());
    const checkMs = Date.now() - t0;
    await handle.close();

    log();
    const each = (rates: number[]) => `rounds: ${rates.map((r) => fmt(r)).join(', ')}`;
    log(`== Throughput: ${CLIENTS} clients, ${SECONDS} s, ${MEMBERS} members, same PostgreSQL server (fsync off, as in tests), median of ${ROUNDS} rounds ==`);
    log(`ledger transfer (wallet → wallet, its own transaction)        ${fmt(alone.rate, 0).padStart(8)} transfers/s  (${each(alone.rounds)}; ${alone.failed} failed)`);
    log(`ledger transfer inside a caller's BEGIN … COMMIT               ${fmt(bare.rate, 0).padStart(8)} transfers/s  (${each(bare.rounds)}; ${bare.failed} failed)`);
    log(`  … with idempotency claim + account lookups (route-shaped)    ${fmt(full.rate, 0).padStart(8)} transfers/s  (${each(full.rounds)}; ${full.failed} failed)`);
    log(`pgbench tpcb-like                                             ${fmt(pgbenchTps, 0).padStart(8)} tps          (${each(pgbenchRounds.rounds)})`);
    const routeLine = (label: string, r: typeof route.http) =>
      log(`${label.padEnd(62)}${fmt(r.rate, 0).padStart(8)} funds/s      (${each(r.rounds)}; median round: ${fmt(r.requests)} done, ${r.errors} failed, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms)`);
    routeLine('POST /api/savingsFunds, the whole route in process (inject)', route.inProcess);
    routeLine('POST /api/savingsFunds over HTTP (load in a worker thread)', route.http);
    log(`ratio of the medians, ledger / pgbench: ${(alone.rate / pgbenchTps).toFixed(2)} (transfer), ${(bare.rate / pgbenchTps).toFixed(2)} (in a caller's transaction), ${(full.rate / pgbenchTps).toFixed(2)} (route-shaped), ${(route.inProcess.rate / pgbenchTps).toFixed(2)} (savingsFunds in process), ${(route.http.rate / pgbenchTps).toFixed(2)} (savingsFunds over HTTP)`);
    const pairedLine = (label: string, r: { ratio: number; rounds: number[] }) => log(`  ${label.padEnd(60)}${r.ratio.toFixed(2).padStart(8)}  (rounds: ${r.rounds.map((x) => x.toFixed(2)).join(', ')})`);
    log(`paired ratio to pgbench: each round against the mean of pgbench just before and just after it, median of ${ROUNDS} rounds`);
    pairedLine('transfer() as its own transaction', ratios.alone);
    pairedLine("transfer() inside a caller's BEGIN … COMMIT", ratios.bare);
    pairedLine('route-shaped: claim, lookups, transfer, stored reply (no HTTP)', ratios.full);
    pairedLine('POST /api/savingsFunds in process', ratios.routeInProcess);
    pairedLine('POST /api/savingsFunds over HTTP', ratios.routeHttp);
    log();
    log('== What one operation costs the whole machine (busy CPU ms of all cores: API, PostgreSQL, kernel, load generator; median round) ==');
    const cost = (label: string, cpuMs: number | null) =>
      log(`${label.padEnd(62)}${cpuMs === null ? '     n/a' : `${cpuMs.toFixed(2).padStart(8)} ms`}${cpuMs !== null && pgbenchRounds.cpuMs ? `  = ${(cpuMs / pgbenchRounds.cpuMs).toFixed(2)} pgbench transactions` : ''}`);
    cost('pgbench tpcb-like transaction (pgbench included)', pgbenchRounds.cpuMs);
    cost('transfer() as its own transaction', alone.cpuMs);
    cost('transfer() in withMoneyTransaction', bare.cpuMs);
    cost('route-shaped: claim, lookups, transfer(), stored reply', full.cpuMs);
    cost('POST /api/savingsFunds in process', route.inProcess.cpuMs);
    cost('POST /api/savingsFunds over HTTP (load generator included)', route.http.cpuMs);
    if (pgbenchRounds.cpuMs) log(`(a route at 0.5 of pgbench's rate, with the machine as busy as under pgbench, may cost at most 2 pgbench transactions: ${(2 * pgbenchRounds.cpuMs).toFixed(2)} ms)`);
    log();
    log('== Where a transfer\'s time goes (same clients, same server): per second, and ms of one client per operation ==');
    const per = (tps: number) => `${fmt(tps, 0).padStart(8)} /s  ${((1000 * CLIENTS) / tps).toFixed(2).padStart(6)} ms`;
    log(`SELECT 1 (one round trip)                                   ${per(select1.tps)}`);
    log(`BEGIN; SELECT 1; COMMIT (withMoneyTransaction, nothing else) ${per(emptyTransaction.tps)}`);
    log(`transfer() alone (one statement: ledger_transfer)            ${per(alone.rate)}`);
    log(`transfer() in withMoneyTransaction                           ${per(bare.rate)}`);
    log(`  … + idempotency claim, account lookups, stored reply        ${per(full.rate)}`);
    recordFigure('ledger.pgbench_tps', pgbenchTps, `pgbench tpcb-like, ${CLIENTS} clients, ${SECONDS} s, median of ${ROUNDS + 1}`);
    recordFigure('ledger.transfer_alone_per_s', alone.rate, `transfer() as its own transaction, ${CLIENTS} clients, median of ${ROUNDS}`);
    recordFigure('ledger.transfers_per_s', bare.rate, `transfer() in withMoneyTransaction, ${CLIENTS} clients, median of ${ROUNDS}`);
    recordFigure('ledger.route_per_s', route.inProcess.rate, `POST /api/savingsFunds in process (inject), ${CLIENTS} members, median of ${ROUNDS}`);
    recordFigure('ledger.route_http_per_s', route.http.rate, `POST /api/savingsFunds over HTTP, ${CLIENTS} members, median of ${ROUNDS}`);
    const pairedDetail = `median of ${ROUNDS} rounds, each against pgbench just before and after it`;
    recordFigure('ledger.ratio.transfer_alone', ratios.alone.ratio, pairedDetail);
    recordFigure('ledger.ratio.transfers', ratios.bare.ratio, pairedDetail);
    recordFigure('ledger.route_shaped_per_s', full.rate, `claim, lookups, transfer() and stored reply without HTTP, ${CLIENTS} clients, median of ${ROUNDS}`);
    recordFigure('ledger.ratio.route_shaped', ratios.full.ratio, pairedDetail);
    recordFigure('ledger.ratio.route', ratios.routeInProcess.ratio, pairedDetail);
    recordFigure('ledger.ratio.route_http', ratios.routeHttp.ratio, pairedDetail);
    log();
    log('== Statement page (20 rows) latency: median / p95 in ms ==');
    const labels = Object.keys(statements[1_000]);
    log(`${'query'.padEnd(38)}${'1k postings'.padStart(18)}${'100k postings'.padStart(18)}${'ratio'.padStart(8)}`);
    for (const label of labels) {
      const a = statements[1_000][label];
      const b = statements[100_000][label];
      log(`${label.padEnd(38)}${`${a.median.toFixed(2)} / ${a.p95.toFixed(2)}`.padStart(18)}${`${b.median.toFixed(2)} / ${b.p95.toFixed(2)}`.padStart(18)}${(b.median / a.median).toFixed(2).padStart(8)}`);
    }
    log();
    log(`ledger check over ${fmt(check.postings_checked)} postings / ${fmt(check.transfers_checked)} transfers: ${check.ok ? 'ok' : 'NOT OK'} in ${fmt(checkMs)} ms`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
