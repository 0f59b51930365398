// `npm run bench` (in api/), second part: GET statement_of_account through real HTTP on a throwaway PostgreSQL
// server, for a member whose wallet has 1k vs 100k postings. Prints the median and p95 of N requests per case
// and the 100k / 1k ratio; the CSV download of the whole history (with its time per 1k rows and the process's
// peak RSS growth while 100k rows stream out) and the first page of transactions/details are printed beside it.
// Figures are printed, never asserted. BENCH_RUNS and BENCH_PORT override the defaults.
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { MEMBER_ACCOUNT_KIND, memberAccount, societyAccount } from '../src/ledger';
import { lagosDate } from '../src/time/lagos';
import { writePostingHistory } from './support/history';
import { benchConfig } from './support/benchConfig';
import { benchDatabase } from './support/postgres';
import { recordFigure } from './support/results';
import { timeIt } from './support/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** 0: a port the system picks */
const PORT = Number(process.env.BENCH_PORT ?? 0);
const SIZES = [1_000, 100_000];
/** timed CSV downloads per member, after one warm-up: a member may download 10 statements per 10 minutes */
const CSV_RUNS = 4;
const CSV_LABEL = 'statement CSV, every row';
const MiB = 1024 * 1024;

/** a full garbage collection, so each download's RSS is measured from the same floor */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const log = (line = '') => process.stdout.write(`${line}\n`);

/**
 * A member whose wallet has `n` postings (alternating +₦10.00 / −₦4.00, one a second, ending a minute ago),
 * written set-based with the ledger's running columns, the way transfer() numbers and balances them.
 */
async function memberWithHistory(db: Database, n: number): Promise<{ n: number; userId: number; token: string; from: string }> {
  const [row] = await db.insert(users).values({ email: `statement${n}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: `H${n}`, phoneNo: '08000000000', emailVerifiedAt: new Date(), memberStatus: true }).returning({ id: users.id });
  const wallet = await memberAccount(db, row.id, MEMBER_ACCOUNT_KIND.wallet);
  const source = await societyAccount(db, `bench_statement_${n}`);
  const base = new Date(Date.now() - (n + 60) * 1000);
  await writePostingHistory(db, { userId: row.id, account: wallet, counter: source, n, tag: `stmt${n}`, base });
  const { token } = await issueToken(db, row.id, { now: new Date(), ttlMinutes: 600 });
  return { n, userId: row.id, token, from: lagosDate(base) };
}

async function main() {
  const { server, database } = await benchDatabase('statement_bench', log);
  try {
    const config = benchConfig();
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

    // The CSV is read as it streams and thrown away, so the RSS measured is the server's, not a buffered body.
    const download = async (member: (typeof members)[number]) => {
      const response = await fetch(`${base}/statement_of_account?from=${member.from}&to=${today}&format=csv`, { headers: { authorization: `Bearer ${member.token}` } });
      if (!response.ok || !response.body) throw new Error(`CSV: HTTP ${response.status} ${await response.text()}`);
      let bytes = 0;
      let rows = 0;
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 0x0a) rows += 1;
      }
      return { bytes, rows };
    };
    const csv: Record<number, { median: number; p95: number; bytes: number; rows: number; peakRssGrowth: number }> = {};
    for (const n of SIZES) {
      const member = members[n];
      const { rows } = await download(member);
      const samples: number[] = [];
      let peakRssGrowth = 0;
      let bytes = 0;
      for (let i = 0; i < CSV_RUNS; i++) {
        collectGarbage();
        const before = process.memoryUsage.rss();
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
        const t0 = process.hrtime.bigint();
        bytes = (await download(member)).bytes;
        samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
        clearInterval(sampler);
        peakRssGrowth = Math.max(peakRssGrowth, Math.max(peak, process.memoryUsage.rss()) - before);
      }
      samples.sort((a, b) => a - b);
      csv[n] = { median: samples[Math.floor(CSV_RUNS / 2)], p95: samples[CSV_RUNS - 1], bytes, rows, peakRssGrowth };
    }
    results[CSV_LABEL] = csv;
    cases.push([CSV_LABEL, () => '', CSV_RUNS]);
    await app.close();
    await database.close();

    log();
    log(`== GET through HTTP (127.0.0.1), PostgreSQL (fsync off, as in tests): median / p95 in ms, ${RUNS} runs (CSV: ${CSV_RUNS}) ==`);
    log(`${'request'.padEnd(42)}${'1k postings'.padStart(18)}${'100k postings'.padStart(18)}${'ratio'.padStart(8)}`);
    for (const [label] of cases) {
      const a = results[label][1_000];
      const b = results[label][100_000];
      log(`${label.padEnd(42)}${`${a.median.toFixed(2)} / ${a.p95.toFixed(2)}`.padStart(18)}${`${b.median.toFixed(2)} / ${b.p95.toFixed(2)}`.padStart(18)}${(b.median / a.median).toFixed(2).padStart(8)}`);
    }
    log(`(CSV sizes: ${(csv[1_000].bytes / 1024).toFixed(0)} KiB and ${(csv[100_000].bytes / MiB).toFixed(1)} MiB)`);
    // the rows of the file, not counting the summary lines above them (each size has its n postings)
    const perThousand = (n: number) => csv[n].median / (n / 1_000);
    log(`${'CSV: ms per 1k rows (median)'.padEnd(42)}${perThousand(1_000).toFixed(2).padStart(18)}${perThousand(100_000).toFixed(2).padStart(18)}${(perThousand(100_000) / perThousand(1_000)).toFixed(2).padStart(8)}`);
    log(`CSV: peak RSS growth during the 100k download: ${(csv[100_000].peakRssGrowth / MiB).toFixed(1)} MiB (1k: ${(csv[1_000].peakRssGrowth / MiB).toFixed(1)} MiB; file ${(csv[100_000].bytes / MiB).toFixed(1)} MiB, ${csv[100_000].rows.toLocaleString('en-US')} lines)`);

    const history = results['transactions/details, first page'];
    recordFigure('history.first_page_ms.1k', history[1_000].median, 'transactions/details first page, member with 1k postings, median ms');
    recordFigure('history.first_page_ms.100k', history[100_000].median, 'transactions/details first page, member with 100k postings, median ms');
    recordFigure('csv.ms_per_1k_rows.1k', perThousand(1_000), 'statement CSV of 1k rows: median ms per 1k rows');
    recordFigure('csv.ms_per_1k_rows.100k', perThousand(100_000), `statement CSV of 100k rows: median ms per 1k rows; peak RSS growth ${(csv[100_000].peakRssGrowth / MiB).toFixed(1)} MiB`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
