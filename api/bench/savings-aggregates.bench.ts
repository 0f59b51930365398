// `npm run bench` (in api/): the /savings screen's calls through real HTTP on a throwaway PostgreSQL server, for a
// member whose wallet and regular savings each have 1k vs 100k postings (plus three targets, save-to-loan and a
// lien). Every figure is an account's running balance and the history page reads by entry number, so the ratio
// should stay near 1. Prints the median and p95 of N requests per call and the 100k / 1k ratio; never asserts.
// BENCH_RUNS and BENCH_PORT override the defaults.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { savingsLiens, savingsPlans, users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { MEMBER_ACCOUNT_KIND, memberAccount, societyAccount, targetSavingsAccountKind } from '../src/ledger';
import { writePostingHistory } from './support/history';
import { benchConfig } from './support/benchConfig';
import { benchDatabase } from './support/postgres';
import { timeIt } from './support/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 0);
const SIZES = [1_000, 100_000];

const log = (line = '') => process.stdout.write(`${line}\n`);

async function saverWithHistory(db: Database, n: number): Promise<{ token: string }> {
  const [row] = await db
    .insert(users)
    .values({ email: `saver${n}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: `S${n}`, phoneNo: '08000000000', emailVerifiedAt: new Date(), memberStatus: true })
    .returning({ id: users.id });
  const base = new Date(Date.now() - (n + 60) * 1000);
  for (const purpose of [MEMBER_ACCOUNT_KIND.wallet, MEMBER_ACCOUNT_KIND.regularSavings, MEMBER_ACCOUNT_KIND.saveToLoan]) {
    const account = await memberAccount(db, row.id, purpose);
    const counter = await societyAccount(db, `bench_savings_${purpose}_${n}`);
    // save-to-loan: a short history; the wallet and regular savings: n postings each
    await writePostingHistory(db, { userId: row.id, account, counter, n: purpose === MEMBER_ACCOUNT_KIND.saveToLoan ? 20 : n, tag: `sv${n}${purpose.replace(/_/g, '')}`, base });
  }
  const schedule = { amountKobo: 100_000n, frequency: 'Monthly' as const, transactionMonth: 1, transactionTime: '09:00', startDate: '2026-12-01' };
  for (let i = 0; i < 3; i += 1) {
    const [plan] = await db
      .insert(savingsPlans)
      .values({ userId: row.id, kind: 'target', targetName: `Target ${i}`, targetedAmountKobo: 100_000_000n, endDate: '2027-12-01', ...schedule })
      .returning({ id: savingsPlans.id });
    const account = await memberAccount(db, row.id, targetSavingsAccountKind(plan.id));
    const counter = await societyAccount(db, `bench_target_${plan.id}`);
    await writePostingHistory(db, { userId: row.id, account, counter, n: 10, tag: `tg${n}x${plan.id}`, base });
  }
  await db.insert(savingsLiens).values({ userId: row.id, reason: 'loan_cover', reference: 'loan:bench', amountKobo: 1_000n });
  const { token } = await issueToken(db, row.id, { now: new Date(), ttlMinutes: 600 });
  return { token };
}

async function main() {
  const { server, database } = await benchDatabase('savings_bench', log);
  try {
    const config = benchConfig();
    const members: Record<number, { token: string }> = {};
    for (const n of SIZES) {
      log(`writing a saver with ${n.toLocaleString('en-US')} postings in the wallet and in regular savings…`);
      members[n] = await saverWithHistory(database.db, n);
    }
    await database.db.execute(sql`VACUUM (ANALYZE) ledger_postings, ledger_transfers, ledger_accounts, savings_plans, savings_liens`);

    const app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: PORT });
    const { port } = app.server.address() as AddressInfo;
    const call = async (token: string, path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body}`);
    };
    const paths = ['/savingsBalance', '/all_targets_in_one', '/total_balances_for_all_savings_packages', '/loan_owner_savings_balance', '/savingsTransactions?page=1&per_page=20'];
    const results: Record<string, Record<number, { median: number; p95: number }>> = {};
    for (const path of paths) {
      results[path] = {};
      for (const n of SIZES) results[path][n] = await timeIt(() => call(members[n].token, path), RUNS);
    }
    await app.close();
    await database.close();

    log();
    log(`== GET through HTTP (127.0.0.1), PostgreSQL (fsync off, as in tests): median / p95 in ms, ${RUNS} runs ==`);
    log(`${'call'.padEnd(44)}${'1k postings'.padStart(18)}${'100k postings'.padStart(18)}${'ratio'.padStart(8)}`);
    for (const path of paths) {
      const a = results[path][1_000];
      const b = results[path][100_000];
      log(`${path.padEnd(44)}${`${a.median.toFixed(2)} / ${a.p95.toFixed(2)}`.padStart(18)}${`${b.median.toFixed(2)} / ${b.p95.toFixed(2)}`.padStart(18)}${(b.median / a.median).toFixed(2).padStart(8)}`);
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
