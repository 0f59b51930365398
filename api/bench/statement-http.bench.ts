// `npm run bench` (in api/), second part: GET statement_of_account through real HTTP on a throwaway PostgreSQL
// server, for a member whose wallet has 1k vs 100k postings. Prints the median and p95 of N requests per case
// and the 100k / 1k ratio; the CSV download of the whole history and the first page of transactions/details
// are printed beside it. Figures are printed, never asserted. BENCH_RUNS and BENCH_PORT override the defaults.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { MEMBER_PURPOSE, memberAccount, societyAccount } from '../src/ledger';
import { lagosDate } from '../src/time/lagos';
import { writePostingHistory } from './support/history';
import { createDatabase, startThrowawayPostgres } from './support/postgres';
import { timeIt } from './support/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** 0: a port the system picks */
const PORT = Number(process.env.BENCH_PORT ?? 0);
const SIZES = [1_000, 100_000];

const log = (line = '') => process.stdout.write(`${line}\n`);

/**
 * A member whose wallet has `n` postings (alternating +₦10.00 / −₦4.00, one a second, ending a minute ago),
 * written set-based with the ledger's running columns, the way transfer() numbers and balances them.
 */
async function memberWithHistory(db: Database, n: number): Promise<{ n: number; userId: number; token: string; from: string }> {
  const [row] = await db.insert(users).values({ email: `statement${n}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: `H${n}`, phoneNo: '08000000000', emailVerifiedAt: new Date(), memberStatus: true }).returning({ id: users.id });
  const wallet = await memberAccount(db, row.id, MEMBER_PURPOSE.wallet);
  const source = await societyAccount(db, `bench_statement_${n}`);
  const base = new Date(Date.now() - (n + 60) * 1000);
  await writePostingHistory(db, { userId: row.id, account: wallet, counter: source, n, tag: `stmt${n}`, base });
  const { token } = await issueToken(db, row.id, { now: new Date(), ttlMinutes: 600 });
  return { n, userId: row.id, token, from: lagosDate(base) };
}

async function main() {
  const server = await startThrowawayPostgres(log);
  if (!server) {
    log('No PostgreSQL binaries found: set PG_BIN or install postgresql.');
    process.exit(1);
  }
  try {
    const url = await createDatabase(server.url, 'statement_bench');
    const database = await openDatabase({ url, poolMax: 10 });
    await migrate(database);
    const config = loadConfig({ DEV_MODE: 'true', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
      NODE_ENV: 'production',
      RATE_LIMIT_GLOBAL_PER_MINUTE: 1_000_000,
      JOBS_ENABLED: false,
    });
    const members: Record<number, Awaited<ReturnType<typeof memberWithHistory>>> = {};
    for (const n of SIZES) {
      log(`writing a wallet with ${n.toLocaleString('en-US')} postings…`);
      members[n] = await memberWithHistory(database.db, n);
    }
    await database.db.execute(sql`VACUUM (ANALYZE) ledger_postings, ledger_transfers, ledger_accounts`);

    const app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: PORT });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api`;
    const today = lagosDate(new Date());
    const call = async (token: string, pathAndQuery: string) => {
      const response = await fetch(`${base}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status} ${Buffer.from(body).toString()}`);
      return body.byteLength;
    };

    const cases: Array<[string, (m: (typeof members)[number]) => string, number]> = [
      ['statement, first page (20 rows)', (m) => `/statement_of_account?from=${m.from}&to=${today}&page=1&per_page=20`, RUNS],
      ['statement, last page (20 rows)', (m) => `/statement_of_account?from=${m.from}&to=${today}&page=${Math.ceil(m.n / 20)}&per_page=20`, RUNS],
      ['statement, default (this month), page 1', () => '/statement_of_account', RUNS],
      ['transactions/details, first page', () => '/transactions/details?per_page=20', RUNS],
      ['statement CSV, every row', (m) => `/statement_of_account?from=${m.from}&to=${today}&format=csv`, 5],
    ];
    const results: Record<string, Record<number, { median: number; p95: number; bytes: number }>> = {};
    for (const [label, path, runs] of cases) {
      results[label] = {};
      for (const n of SIZES) {
        const member = members[n];
        const bytes = await call(member.token, path(member));
        results[label][n] = { ...(await timeIt(() => call(member.token, path(member)), runs)), bytes };
      }
    }
    await app.close();
    await database.close();

    log();
    log(`== GET through HTTP (127.0.0.1), PostgreSQL (fsync off, as in tests): median / p95 in ms, ${RUNS} runs (CSV: 5) ==`);
    log(`${'request'.padEnd(42)}${'1k postings'.padStart(18)}${'100k postings'.padStart(18)}${'ratio'.padStart(8)}`);
    for (const [label] of cases) {
      const a = results[label][1_000];
      const b = results[label][100_000];
      log(`${label.padEnd(42)}${`${a.median.toFixed(2)} / ${a.p95.toFixed(2)}`.padStart(18)}${`${b.median.toFixed(2)} / ${b.p95.toFixed(2)}`.padStart(18)}${(b.median / a.median).toFixed(2).padStart(8)}`);
    }
    const csv = results['statement CSV, every row'];
    log(`(CSV sizes: ${(csv[1_000].bytes / 1024).toFixed(0)} KiB and ${(csv[100_000].bytes / 1024 / 1024).toFixed(1)} MiB)`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
