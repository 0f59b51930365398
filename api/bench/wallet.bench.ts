// `npm run bench` (in api/): requests per second of the authenticated `GET /api/show_wallet_balance` beside bare
// routes in the same run with the same number of keep-alive connections: a trivial route (no database), `/api/health`
// (one `SELECT 1`) and a trivial route behind the session check; on PGlite (in memory) and on a throwaway PostgreSQL
// server. The load generator runs in a worker thread. Printed, never asserted. `/api/health` and the balance take turns
// for BENCH_ROUNDS rounds, health last as well: each rate is the median of its rounds, and their paired ratio the median
// of each balance round against the health rounds just before and after it (support/rounds.ts). BENCH_CONNECTIONS
// (default 16), BENCH_SECONDS (default 10) and BENCH_ROUNDS (default 3) override. The member has paid the registration
// fee: members' sessions are the ones the session cache keeps (src/http/sessionCache.ts). Records
// auth.<database>.health_rps, auth.<database>.balance_rps and auth.<database>.balance_per_health.
import crypto from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { benchConfig } from './support/benchConfig';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { issueToken, requireAuth } from '../src/http/auth';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction } from '../src/ledger';
import { createDatabase, startThrowawayPostgres } from './support/postgres';
import { recordFigure } from './support/results';
import { bracketedRatio, medianRound } from './support/rounds';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const log = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface LoadResult {
  rps: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'support', 'httpLoad.mjs'), { workerData: { url, headers, connections: CONNECTIONS, seconds: SECONDS } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** a member (registration fee paid) with a funded wallet and a session token, straight in the database */
async function seedMember(handle: DatabaseHandle): Promise<string> {
  const [user] = await handle.db
    .insert(users)
    .values({ email: `bench-${crypto.randomBytes(4).toString('hex')}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: 'Member', phoneNo: '08000000000', emailVerifiedAt: new Date(), memberStatus: true, memberSince: new Date() })
    .returning({ id: users.id });
  await withMoneyTransaction(handle.db, async (tx) =>
    transfer(tx, {
      reference: `bench-${user.id}`,
      kind: 'wallet_funding',
      userId: user.id,
      description: 'Bench funding',
      postings: [
        { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing), amount: -1_234_567n },
        { accountId: await memberAccount(tx, user.id, MEMBER_ACCOUNT_KIND.wallet), amount: 1_234_567n },
      ],
      metadata: { payment_method: 'Debit Card' },
    }),
  );
  return (await issueToken(handle.db, user.id, { now: new Date(), ttlMinutes: 600 })).token;
}

interface Measured {
  results: Record<string, LoadResult & { rounds?: number[] }>;
  /** show_wallet_balance ÷ /api/health, paired round by round */
  paired: { ratio: number; rounds: number[] };
}

async function measure(kind: string, handle: DatabaseHandle): Promise<Measured> {
  await migrate(handle);
  const token = await seedMember(handle);
  const config = benchConfig();
  const app = await buildApp({ config, database: handle, logger: false });
  app.get('/bench/bare', { schema: { hide: true } }, async () => ({ success: true }));
  // the session lookup alone, to split show_wallet_balance's cost between authentication and the balance read
  app.get('/bench/session', { schema: { hide: true }, preValidation: requireAuth }, async () => ({ success: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    log(`${kind}: ${CONNECTIONS} keep-alive connections, ${SECONDS} s per route; health and balance take turns for ${ROUNDS} rounds…`);
    const bare = await load(`${base}/bench/bare`);
    const session = await load(`${base}/bench/session`, { authorization: `Bearer ${token}` });
    const health: LoadResult[] = [];
    const balance: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      health.push(await load(`${base}/api/health`));
      balance.push(await load(`${base}/api/show_wallet_balance`, { authorization: `Bearer ${token}` }));
    }
    health.push(await load(`${base}/api/health`));
    const byRps = (r: LoadResult) => r.rps;
    // the median rate (of two middle rounds, their mean), with the latency of the round nearest it
    const medianLoad = (runs: LoadResult[]) => {
      const middle = medianRound(runs, byRps);
      return { ...middle, rps: middle.rate };
    };
    const results = {
      'trivial route (no database)': bare,
      'GET /api/health (SELECT 1)': medianLoad(health),
      'trivial route behind requireAuth (Bearer)': session,
      'GET /api/show_wallet_balance (Bearer)': medianLoad(balance),
    };
    const paired = bracketedRatio(balance.map(byRps), health.map(byRps));
    const check = (await (await fetch(`${base}/api/show_wallet_balance`, { headers: { authorization: `Bearer ${token}` } })).json()) as { balance?: string };
    if (check.balance !== '12345.67') throw new Error(`unexpected balance reply ${JSON.stringify(check)}`);
    return { results, paired };
  } finally {
    await app.close();
    await handle.close();
  }
}

async function main() {
  const all: Record<string, Measured> = {};
  all.PGlite = await measure('PGlite (in memory)', await openDatabase({ url: 'memory://' }));

  const server = await startThrowawayPostgres(log);
  if (!server) log('No PostgreSQL binaries found: PostgreSQL skipped (set PG_BIN or install postgresql).');
  else {
    try {
      const url = await createDatabase(server.url, 'wallet_bench');
      all.PostgreSQL = await measure('PostgreSQL (fsync off, as in tests)', await openDatabase({ url, poolMax: CONNECTIONS }));
    } finally {
      server.stop();
    }
  }

  log();
  log(`== HTTP requests per second: ${CONNECTIONS} keep-alive connections, ${SECONDS} s each, load generator in a worker thread ==`);
  for (const [kind, { results, paired }] of Object.entries(all)) {
    log(`-- ${kind}`);
    for (const [route, r] of Object.entries(results)) {
      const rounds = r.rounds ? `   median of rounds: ${r.rounds.map((x) => fmt(x)).join(', ')}` : '';
      log(`${route.padEnd(42)}${fmt(r.rps).padStart(9)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   (${fmt(r.requests)} ok, ${r.errors} errors)${rounds}`);
    }
    const { 'trivial route (no database)': bare, 'GET /api/health (SELECT 1)': health, 'trivial route behind requireAuth (Bearer)': session, 'GET /api/show_wallet_balance (Bearer)': balance } = results;
    log(
      `ratio show_wallet_balance / trivial route: ${(balance.rps / bare.rps).toFixed(2)}; / health: ${(balance.rps / health.rps).toFixed(2)}; / session check alone: ${(balance.rps / session.rps).toFixed(2)}`,
    );
    log(`paired show_wallet_balance / health, each round against health just before and after it: ${paired.ratio.toFixed(2)} (rounds: ${paired.rounds.map((x) => x.toFixed(2)).join(', ')})`);
    const key = kind === 'PGlite' ? 'pglite' : 'postgres';
    recordFigure(`auth.${key}.health_rps`, health.rps, `${kind}, GET /api/health, ${CONNECTIONS} connections, median of ${ROUNDS + 1}`);
    recordFigure(`auth.${key}.balance_rps`, balance.rps, `${kind}, GET /api/show_wallet_balance, ${CONNECTIONS} connections, median of ${ROUNDS}`);
    recordFigure(`auth.${key}.balance_per_health`, paired.ratio, `${kind}, median of ${ROUNDS} rounds, each against health just before and after it`);
  }
  log();
  for (const [kind, { paired }] of Object.entries(all)) {
    log(`show_wallet_balance ÷ /api/health on ${kind} (paired): ${paired.ratio.toFixed(2)} (target ≥ 0.5)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
