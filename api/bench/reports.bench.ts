// `npm run bench` (in api/): the society's books (issue 25) on a throwaway PostgreSQL server, ratios in one run:
//  1. the trial balance today at 10k postings and at 1M (the same accounts; today reads the maintained balances, so
//     the ratio should stay near 1), and as of a past day at 1M (one index probe per account) against today's;
//  2. portfolio at risk today over 1k active loans and over 10k (overdue loans read from loans_oldest_unpaid_idx and
//     the portfolio from the contra account, never a pass over every instalment).
// The ledger is written set-based (generate_series) the way transfer() writes it: each posting's running balance,
// entry number and debits, and the accounts' cached balance, count and debits equal to their postings (checked).
// Each is timed twice: the report's queries alone, and its GET route through HTTP (the session, the snapshot
// transaction, the JSON: what an administrator waits for), whose ratios are the headline ones. Records
// reports.trial_balance.* and reports.par.* (support/results.ts). Figures are printed, never asserted;
// Each pair is measured in turns (this machine's speed drifts): each figure against its reference just before and
// after it, the median of the rounds. BENCH_RUNS (timed calls per turn) and BENCH_ROUNDS override the defaults.
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { migrate } from '../src/db/migrate';
import { queryRows, toBigInt } from '../src/ledger/sql';
import { reportDay, shiftDate } from '../src/modules/reports/asOf';
import { portfolioAtRisk } from '../src/modules/reports/portfolioAtRisk';
import { trialBalance } from '../src/modules/reports/trialBalance';
import { lagosDate } from '../src/time/lagos';
import { benchConfig } from './support/benchConfig';
import { benchDatabase, createDatabase } from './support/postgres';
import { recordFigure } from './support/results';
import { bracketedRatio, median } from './support/rounds';
import { timeIt } from './support/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** member accounts the postings are spread over (two per member: wallet and regular savings) */
const MEMBERS = 1_250;
const ACCOUNTS = MEMBERS * 2;
const log = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function seedMembers(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, phone_no, member_status, email_verified_at)
    SELECT 'books' || g || '@bench.ng', 'x', 'Ada' || g, 'Okafor', '08000000000', true, now() FROM generate_series(1, ${MEMBERS}::int) g`);
  await db.execute(sql`
    INSERT INTO ledger_accounts (owner_user_id, purpose, kind, created_at)
    SELECT u.id, p.purpose, 'member', now() - interval '2 years' FROM users u CROSS JOIN (VALUES ('wallet'), ('regular_savings')) p(purpose)
    WHERE u.email LIKE 'books%@bench.ng'`);
  await db.execute(sql`INSERT INTO ledger_accounts (purpose, kind, created_at) VALUES ('provider_clearing', 'society', now() - interval '2 years'), ('fee_income', 'society', now() - interval '2 years')`);
}

/**
 * Rounds `fromRound`..`toRound`: in each, every member account has one transfer with the provider clearing account,
 * odd rounds ₦10.00 in, even rounds ₦4.00 out, one round a day back from yesterday (so the history spans the past).
 */
async function writeRounds(db: Database, fromRound: number, toRound: number, totalRounds: number): Promise<void> {
  await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS bench_moves (transfer_id bigint, account_id bigint, r int, at timestamptz)`);
  await db.execute(sql`TRUNCATE bench_moves`);
  await db.execute(sql`
    WITH accounts AS (SELECT id, row_number() OVER (ORDER BY id) AS j FROM ledger_accounts WHERE kind = 'member' AND purpose IN ('wallet', 'regular_savings')),
    moves AS (
      SELECT a.id AS account_id, r, a.j,
             date_trunc('day', now()) - (${totalRounds}::int - r + 1) * interval '1 day' + a.j * interval '1 second' AS at
      FROM generate_series(${fromRound}::int, ${toRound}::int) r CROSS JOIN accounts a
    ),
    inserted AS (
      INSERT INTO ledger_transfers (reference, kind, status, description, metadata, created_at, posted_at)
      SELECT 'BOOKS-' || r || '-' || account_id, CASE WHEN r % 2 = 1 THEN 'wallet_funding' ELSE 'withdrawal' END, 'posted', 'Bench', '{}'::jsonb, at, at FROM moves
      RETURNING id, reference, created_at
    )
    INSERT INTO bench_moves SELECT id, split_part(reference, '-', 3)::bigint, split_part(reference, '-', 2)::int, created_at FROM inserted`);
  // the member side: running figures follow from the round number
  await db.execute(sql`
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
    SELECT transfer_id, account_id, CASE WHEN r % 2 = 1 THEN 1000 ELSE -400 END, 1000 * ((r + 1) / 2) - 400 * (r / 2), r, 400 * (r / 2), at FROM bench_moves`);
  // the clearing side: numbered after what it already has, in time order
  await db.execute(sql`
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
    SELECT m.transfer_id, c.id, CASE WHEN m.r % 2 = 1 THEN -1000 ELSE 400 END,
           c.balance + sum(CASE WHEN m.r % 2 = 1 THEN -1000 ELSE 400 END) OVER w,
           c.posting_count + row_number() OVER w,
           c.debit_total + sum(CASE WHEN m.r % 2 = 1 THEN 1000 ELSE 0 END) OVER w,
           m.at
    FROM bench_moves m CROSS JOIN (SELECT id, balance, posting_count, debit_total FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = 'provider_clearing') c
    WINDOW w AS (ORDER BY m.at, m.transfer_id ROWS UNBOUNDED PRECEDING)`);
  await db.execute(sql`
    UPDATE ledger_accounts a SET balance = s.balance, posting_count = s.n, debit_total = s.debits
    FROM (SELECT account_id, sum(amount) AS balance, count(*) AS n, coalesce(sum(-amount) FILTER (WHERE amount < 0), 0) AS debits
          FROM ledger_postings WHERE account_id IN (SELECT account_id FROM bench_moves UNION SELECT id FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = 'provider_clearing')
          GROUP BY account_id) s
    WHERE a.id = s.account_id`);
}

/** what autovacuum does on a live server between bulk writes and reads: dead account versions gone, statistics fresh */
async function vacuum(db: Database, tables: string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
}

async function postingCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM ledger_postings`);
  return Number(row.n);
}

/** every account's cached balance, count and debits equal its postings, and the books sum to zero */
async function assertConsistent(db: Database): Promise<void> {
  const [row] = await queryRows<{ off: unknown; total: unknown }>(
    db,
    sql`SELECT count(*) FILTER (WHERE a.balance <> coalesce(s.balance, 0) OR a.posting_count <> coalesce(s.n, 0) OR a.debit_total <> coalesce(s.debits, 0)) AS off,
               sum(a.balance)::text AS total
        FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS balance, count(*) AS n, coalesce(sum(-amount) FILTER (WHERE amount < 0), 0) AS debits
                                          FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id`,
  );
  if (Number(row.off) !== 0 || toBigInt(row.total) !== 0n) throw new Error(`bench ledger inconsistent: ${Number(row.off)} accounts off, Σ ${String(row.total)}`);
}

/** `count` more disbursed loans, each owed ₦3,000.00 in three monthly instalments; about 8% overdue by 2 to 150 days */
async function addLoans(db: Database, count: number, today: string): Promise<void> {
  await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS bench_loans (id bigint, user_id int, g int)`);
  await db.execute(sql`TRUNCATE bench_loans`);
  await db.execute(sql`
    WITH members AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM users WHERE email LIKE 'books%@bench.ng'),
    inserted AS (
      INSERT INTO loans (user_id, kind, status, amount_kobo, total_kobo, duration_months, frequency, instalment_kobo, start_date, disbursed_at)
      SELECT m.id, 'individual', 11, 300000, 300000, 3, 'Monthly', 100000, ${today}::date, now()
      FROM generate_series(1, ${count}::int) g JOIN members m ON m.k = 1 + g % ${MEMBERS}::int
      RETURNING id, user_id
    )
    INSERT INTO bench_loans SELECT id, user_id, row_number() OVER (ORDER BY id) FROM inserted`);
  // the schedule: overdue loans' first instalment 2..150 days ago; the others' from today to 89 days ahead
  await db.execute(sql`
    INSERT INTO loan_instalments (loan_id, seq, due_date, amount_kobo, paid_kobo)
    SELECT b.id, s, first_due + (s - 1) * 30, 100000, 0
    FROM (SELECT id, CASE WHEN g % 12 = 0 THEN ${today}::date - (2 + g % 149) ELSE ${today}::date + g % 90 END AS first_due FROM bench_loans) b
    CROSS JOIN generate_series(1, 3) s`);
  // the receivables: one "owed" transfer per loan, receivable +₦3,000.00 against the contra
  await db.execute(sql`INSERT INTO ledger_accounts (purpose, kind) SELECT 'loans_receivable_contra', 'society' WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = 'loans_receivable_contra')`);
  await db.execute(sql`INSERT INTO ledger_accounts (owner_user_id, purpose, kind) SELECT user_id, 'loan_receivable:' || id, 'member' FROM bench_loans`);
  await db.execute(sql`
    INSERT INTO ledger_transfers (reference, kind, status, user_id, description, metadata, created_at, posted_at)
    SELECT 'LOAN-' || id || '-OWED', 'loan_receivable', 'posted', user_id, 'Bench loan owed', '{}'::jsonb, now(), now() FROM bench_loans`);
  await db.execute(sql`
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
    SELECT t.id, a.id, 300000, 300000, 1, 0, t.created_at
    FROM bench_loans b JOIN ledger_transfers t ON t.reference = 'LOAN-' || b.id || '-OWED'
    JOIN ledger_accounts a ON a.owner_user_id = b.user_id AND a.purpose = 'loan_receivable:' || b.id`);
  await db.execute(sql`
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
    SELECT t.id, c.id, -300000, c.balance - 300000 * row_number() OVER w, c.posting_count + row_number() OVER w, c.debit_total + 300000 * row_number() OVER w, t.created_at
    FROM bench_loans b JOIN ledger_transfers t ON t.reference = 'LOAN-' || b.id || '-OWED'
    CROSS JOIN (SELECT id, balance, posting_count, debit_total FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = 'loans_receivable_contra') c
    WINDOW w AS (ORDER BY b.id)`);
  await db.execute(sql`
    UPDATE ledger_accounts a SET balance = s.balance, posting_count = s.n, debit_total = s.debits
    FROM (SELECT account_id, sum(amount) AS balance, count(*) AS n, coalesce(sum(-amount) FILTER (WHERE amount < 0), 0) AS debits FROM ledger_postings
          WHERE account_id IN (SELECT id FROM ledger_accounts WHERE purpose LIKE 'loan_receivable:%' OR (owner_user_id IS NULL AND purpose = 'loans_receivable_contra')) GROUP BY account_id) s
    WHERE a.id = s.account_id`);
  await vacuum(db, ['loans', 'loan_instalments', 'ledger_accounts', 'ledger_postings']);
}

interface Books {
  name: string;
  database: DatabaseHandle;
  /** GET /api<path> through HTTP as an SA of these books */
  call?: (path: string) => Promise<string>;
  close?: () => Promise<void>;
}

/** the API on these books, listening on 127.0.0.1, and an SA's session */
async function serve(books: Books): Promise<void> {
  const db = books.database.db;
  const [sa] = await db.insert(users).values({ email: 'sa@bench.ng', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', phoneNo: '0', role: 'SA', emailVerifiedAt: new Date() }).returning({ id: users.id });
  const { token } = await issueToken(db, sa.id, { now: new Date(), ttlMinutes: 600 });
  const app = await buildApp({ config: benchConfig(), database: books.database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  books.call = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body}`);
    return body;
  };
  books.close = () => app.close();
}

/** `rounds` turns of: `reference` timed, then each figure; each figure's ratio to the references just before and after it */
async function takingTurns(rounds: number, reference: () => Promise<unknown>, figures: Array<() => Promise<unknown>>) {
  const refs: number[] = [];
  const samples: number[][] = figures.map(() => []);
  for (let round = 0; round < rounds; round++) {
    refs.push((await timeIt(reference, RUNS)).median);
    for (const [i, figure] of figures.entries()) samples[i].push((await timeIt(figure, RUNS)).median);
  }
  refs.push((await timeIt(reference, RUNS)).median);
  return { reference: median(refs), figures: samples.map((s) => ({ median: median(s), samples: s, ...bracketedRatio(s, refs) })) };
}

/** two figures timed one after the other in each round: the median of their rounds' ratios */
const sameRoundRatio = (top: number[], bottom: number[]) => median(top.map((t, i) => t / bottom[i]));

const roundsText = (rounds: number[]) => rounds.map((r) => r.toFixed(2)).join(', ');

async function main() {
  const { server, database: smallDb } = await benchDatabase('reports_bench_10k', log);
  const bigDb = await openDatabase({ url: await createDatabase(server.url, 'reports_bench_1m'), poolMax: 10 });
  await migrate(bigDb);
  const small: Books = { name: '10k', database: smallDb };
  const big: Books = { name: '1M', database: bigDb };
  try {
    const now = new Date();
    const today = lagosDate(now);
    const todayDay = reportDay(undefined, now);
    const bigRounds = Math.round(1_000_000 / (ACCOUNTS * 2));
    const smallRounds = Math.round(10_000 / (ACCOUNTS * 2));
    const pastDay = reportDay(shiftDate(today, -Math.round(bigRounds / 2)), now);

    // 1. the trial balance: the same accounts with 10k postings and with 1M, measured in turns
    log(`writing ${(smallRounds * ACCOUNTS * 2).toLocaleString('en-US')} and ${(bigRounds * ACCOUNTS * 2).toLocaleString('en-US')} postings over ${ACCOUNTS.toLocaleString('en-US')} member accounts…`);
    const started = Date.now();
    for (const books of [small, big]) await seedMembers(books.database.db);
    await writeRounds(small.database.db, 1, smallRounds, smallRounds);
    for (let r = 1; r <= bigRounds; r += 40) await writeRounds(big.database.db, r, Math.min(bigRounds, r + 39), bigRounds);
    for (const books of [small, big]) await vacuum(books.database.db, ['ledger_accounts', 'ledger_postings', 'ledger_transfers']);
    for (const books of [small, big]) await assertConsistent(books.database.db);
    log(`  written and checked in ${((Date.now() - started) / 1000).toFixed(0)} s: ${(await postingCount(small.database.db)).toLocaleString('en-US')} and ${(await postingCount(big.database.db)).toLocaleString('en-US')} postings`);
    if (!(await trialBalance(big.database.db, pastDay)).balanced || !(await trialBalance(big.database.db, todayDay)).balanced) throw new Error('the trial balance does not balance');

    for (const books of [small, big]) await serve(books);
    const tbStarted = Date.now();
    const tb = await takingTurns(ROUNDS, () => trialBalance(small.database.db, todayDay), [() => trialBalance(big.database.db, todayDay), () => trialBalance(big.database.db, pastDay)]);
    const tbPath = '/admin/reports/trial_balance';
    const tbHttp = await takingTurns(ROUNDS, () => small.call!(tbPath), [() => big.call!(tbPath), () => big.call!(`${tbPath}?as_of=${pastDay.date}`)]);
    log(`  measured in ${((Date.now() - tbStarted) / 1000).toFixed(0)} s`);
    log(`== the trial balance (median of ${ROUNDS} rounds of ${RUNS} calls): the report's queries | GET ${tbPath} through HTTP ==`);
    const line = (name: string, query: number, http: number) => log(`${name.padEnd(62)}${ms(query).padStart(12)} |${ms(http).padStart(12)}`);
    line('today at 10k postings', tb.reference, tbHttp.reference);
    line('today at 1M postings', tb.figures[0].median, tbHttp.figures[0].median);
    line(`as of ${pastDay.date} at 1M postings (one probe per account)`, tb.figures[1].median, tbHttp.figures[1].median);
    const pastQuery = sameRoundRatio(tb.figures[1].samples, tb.figures[0].samples);
    const pastHttp = sameRoundRatio(tbHttp.figures[1].samples, tbHttp.figures[0].samples);
    log(`  ratio today at 1M ÷ at 10k: ${tb.figures[0].ratio.toFixed(2)} | ${tbHttp.figures[0].ratio.toFixed(2)} (target ≤ 1.5; HTTP rounds ${roundsText(tbHttp.figures[0].rounds)})`);
    log(`  ratio as of a past day ÷ today, at 1M: ${pastQuery.toFixed(2)} | ${pastHttp.toFixed(2)} (target ≤ 10)`);
    recordFigure('reports.trial_balance.today_10k_ms', tbHttp.reference);
    recordFigure('reports.trial_balance.today_1m_ms', tbHttp.figures[0].median);
    recordFigure('reports.trial_balance.past_1m_ms', tbHttp.figures[1].median);
    recordFigure('reports.trial_balance.ratio.1m_over_10k', tbHttp.figures[0].ratio, 'HTTP; target ≤ 1.5');
    recordFigure('reports.trial_balance.ratio.past_over_today', pastHttp, 'HTTP; target ≤ 10');
    recordFigure('reports.trial_balance.query_ratio.1m_over_10k', tb.figures[0].ratio, 'the queries alone');
    recordFigure('reports.trial_balance.query_ratio.past_over_today', pastQuery, 'the queries alone');

    // 2. portfolio at risk: 1k active loans on one, 10k on the other, measured in turns
    const loansStarted = Date.now();
    await addLoans(small.database.db, 1_000, today);
    await addLoans(big.database.db, 10_000, today);
    log(`  1k and 10k loans written in ${((Date.now() - loansStarted) / 1000).toFixed(0)} s`);
    const [smallPar, bigPar] = [await portfolioAtRisk(small.database.db, todayDay), await portfolioAtRisk(big.database.db, todayDay)];
    const par = await takingTurns(ROUNDS, () => portfolioAtRisk(small.database.db, todayDay), [() => portfolioAtRisk(big.database.db, todayDay)]);
    const parPath = '/admin/reports/portfolio_at_risk';
    const parHttp = await takingTurns(ROUNDS, () => small.call!(parPath), [() => big.call!(parPath)]);
    log(`== portfolio at risk today (median of ${ROUNDS} rounds of ${RUNS} calls): the report's queries | GET ${parPath} through HTTP ==`);
    line(`${smallPar.active_loans.toLocaleString('en-US')} active loans (${smallPar.par[0].loans_count} overdue)`, par.reference, parHttp.reference);
    line(`${bigPar.active_loans.toLocaleString('en-US')} active loans (${bigPar.par[0].loans_count} overdue)`, par.figures[0].median, parHttp.figures[0].median);
    log(`  ratio over 10k ÷ over 1k active loans: ${par.figures[0].ratio.toFixed(2)} | ${parHttp.figures[0].ratio.toFixed(2)} (target ≤ 3; HTTP rounds ${roundsText(parHttp.figures[0].rounds)})`);
    recordFigure('reports.par.1k_ms', parHttp.reference);
    recordFigure('reports.par.10k_ms', parHttp.figures[0].median);
    recordFigure('reports.par.ratio.10k_over_1k', parHttp.figures[0].ratio, 'HTTP; target ≤ 3');
    recordFigure('reports.par.query_ratio.10k_over_1k', par.figures[0].ratio, 'the queries alone');
  } finally {
    for (const books of [small, big]) await books.close?.();
    await bigDb.close();
    await smallDb.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
