// `npm run bench` (in api/): the loans area's two reads that grow with the society, through real HTTP on a throwaway
// PostgreSQL server: `searchGuarantors/{term}` among 100k members (prefix indexes on names and e-mail), and the
// admin's loan book (`admin/loan_book` and the streamed `admin/loan_book.csv`) over 10k disbursed loans. The rows are
// written in bulk with SQL (receivable balances set directly: a bench of the reads, not of the ledger). Prints the
// median and p95 of N requests; never asserts. BENCH_RUNS overrides the default.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { benchConfig } from './support/benchConfig';
import { benchDatabase } from './support/postgres';
import { timeIt } from './support/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const MEMBERS = 100_000;
const LOANS = 10_000;
const log = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const { server, database } = await benchDatabase('loans_bench', log);
  try {
    const db = database.db;
    log(`writing ${MEMBERS.toLocaleString('en-US')} members and ${LOANS.toLocaleString('en-US')} disbursed loans…`);
    await db.execute(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, phone_no, member_status, email_verified_at)
      SELECT 'member' || g || '@bench.ng', 'x', (ARRAY['Ada','Bola','Chidi','Dayo','Efe','Femi','Gbenga','Halima','Ifeoma','Jide'])[1 + g % 10] || g,
             (ARRAY['Okafor','Adeyemi','Eze','Bello','Okoro','Ibrahim','Obi','Musa'])[1 + g % 8], '08000000000', true, now()
      FROM generate_series(1, ${MEMBERS}) g`);
    const [admin] = await db.insert(users).values({ email: 'admin@bench.ng', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', phoneNo: '0', role: 'SA', emailVerifiedAt: new Date() }).returning({ id: users.id });
    await db.execute(sql`
      INSERT INTO loans (user_id, kind, status, amount_kobo, total_kobo, duration_months, frequency, instalment_kobo, start_date, end_date, disbursed_at, created_at)
      SELECT 1 + (g * 7) % ${MEMBERS}, 'individual', 11, 3000000, 3000000, 3, 'Monthly', 1000000, current_date - (g % 150), current_date - (g % 150) + 60, now() - ((g % 150) || ' days')::interval, now()
      FROM generate_series(1, ${LOANS}) g`);
    await db.execute(sql`
      INSERT INTO ledger_accounts (owner_user_id, purpose, kind, balance)
      SELECT user_id, 'loan_receivable:' || id, 'member', 2000000 FROM loans`);
    await db.execute(sql`
      INSERT INTO loan_instalments (loan_id, seq, due_date, amount_kobo, paid_kobo)
      SELECT l.id, s, l.start_date + (s - 1) * 30, 1000000, CASE WHEN s = 1 THEN 1000000 ELSE 0 END FROM loans l, generate_series(1, 3) s`);
    await db.execute(sql`VACUUM (ANALYZE) users, loans, ledger_accounts, loan_instalments`);

    const member = await issueToken(db, 1, { now: new Date(), ttlMinutes: 600 });
    const boss = await issueToken(db, admin.id, { now: new Date(), ttlMinutes: 600 });
    const config = benchConfig();
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const call = async (token: string, path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body}`);
      return body;
    };
    const rows: Array<[string, { median: number; p95: number }]> = [];
    for (const term of ['ad', 'chidi12', 'okoro', 'member9999', 'zzz']) {
      rows.push([`searchGuarantors/${term} (of ${MEMBERS.toLocaleString('en-US')} members)`, await timeIt(() => call(member.token, `/searchGuarantors/${term}`), RUNS)]);
    }
    rows.push([`admin/loan_book (${LOANS.toLocaleString('en-US')} loans)`, await timeIt(() => call(boss.token, '/admin/loan_book'), RUNS)]);
    const csvRuns = Math.max(5, Math.floor(RUNS / 5));
    rows.push([`admin/loan_book.csv (${LOANS.toLocaleString('en-US')} rows)`, await timeIt(() => call(boss.token, '/admin/loan_book.csv'), csvRuns)]);
    await app.close();
    await database.close();

    log();
    log(`== GET through HTTP (127.0.0.1), PostgreSQL (fsync off, as in tests): median / p95 in ms, ${RUNS} runs (CSV ${csvRuns}) ==`);
    for (const [name, r] of rows) log(`${name.padEnd(60)}${`${r.median.toFixed(2)} / ${r.p95.toFixed(2)}`.padStart(20)}`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
