// statement_of_account: the member's wallet between Lagos dates, from the ledger to the kobo: opening balance at
// the start of `from`, running balances, closing balance, totals; JSON pages, and every row as CSV or PDF.
import { sql } from 'drizzle-orm';
import { accountBalance, societyAccount } from '../../src/ledger';
import { lagosDate } from '../../src/time/lagos';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { backdate, lagos, ledgerActivity, type Made } from '../transactions/support/ledgerActivity';
import { STATEMENT_BATCH } from '../../src/ledger/statement';
import { statementCsv } from '../../src/modules/statements/csv';
import { pageCount } from '../../src/modules/statements/pdf';
import { fullStatement } from '../../src/modules/statements/service';
import { pdfPages } from './support/pdfText';

let t: TestApp;
let ledger: ReturnType<typeof ledgerActivity>;
let s: TestUser;
let other: TestUser;
let wallet: number;
const made: Record<string, Made> = {};
const INJECTION = '=HYPERLINK("http://evil.example","Click")';

beforeAll(async () => {
  t = await createTestApp();
  ledger = ledgerActivity(t.database.db);
  s = await createUser(t, { firstName: 'Ada', lastName: 'Statement' });
  other = await createUser(t, { firstName: 'Other', lastName: 'Member' });
  const at = async (key: string, make: Promise<Made>, when: string) => {
    made[key] = await make;
    await backdate(t.database.db, made[key], lagos(when));
  };
  await at('fund1', ledger.fund(s.id, 1_000_000n, { reference: 'FUND-S-1' }), '2026-06-01 10:00');
  await at('fee', ledger.registrationFeeFromWallet(s.id, 150_000n, { reference: 'FEE-S-1' }), '2026-06-01 23:59:59.999');
  await at('wd1', ledger.withdraw(s.id, 200_000n, { reference: 'WD-S-1', description: 'Withdrawal to Guaranty Trust Bank ******6789' }), '2026-06-02 00:00');
  await at('settle1', ledger.settle(made.wd1, 200_000n) as Promise<Made>, '2026-06-02 06:00');
  await at('wd2', ledger.withdraw(s.id, 50_000n, { reference: 'WD-S-2', description: 'Withdrawal to Access Bank ******1234' }), '2026-06-02 12:00');
  await at('void2', ledger.fail(made.wd2), '2026-06-02 12:30');
  await at('fund2', ledger.fund(s.id, 25_050n, { reference: 'FUND-S-2' }), '2026-06-03 08:00');
  await at('card', ledger.cardVerification(s.id, 10_000n, { reference: 'CARD-S-1', description: INJECTION }), '2026-06-03 23:59:59');
  made.today = await ledger.fund(s.id, 123_456n, { reference: 'FUND-S-3' });
  await ledger.fund(other.id, 777_700n);
  wallet = await ledger.wallet(s.id);
});
afterAll(() => t.close());

const get = (user: TestUser, query = '') => t.app.inject({ url: `/api/statement_of_account${query}`, headers: user.headers });

/** Σ of the wallet's postings before an instant, straight from ledger_postings */
async function sumBefore(at: Date): Promise<bigint> {
  const rows = (await t.database.db.execute(
    sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_postings WHERE account_id = ${wallet} AND created_at < ${at.toISOString()}::timestamptz`,
  )) as unknown as { rows: Array<{ total: string }> };
  return BigInt(rows.rows[0].total);
}
const naira = (kobo: bigint) => `${kobo / 100n}.${(kobo % 100n).toString().padStart(2, '0')}`;

describe('GET statement_of_account', () => {
  it('needs a signed-in member, and takes ?token=', async () => {
    const anonymous = await t.app.inject({ url: '/api/statement_of_account' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Unauthorized' });
    const byQuery = await t.app.inject({ url: `/api/statement_of_account?token=${s.token}&from=2026-06-01&to=2026-06-01` });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().total).toBe(2);
  });

  it('gives opening, running and closing balances and totals for a period, equal to the ledger postings', async () => {
    const res = await get(s, '?from=2026-06-02&to=2026-06-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      account: 'Wallet',
      account_no: `FIN-${s.id}`,
      from: '2026-06-02',
      to: '2026-06-03',
      opening_balance: '8500.00',
      closing_balance: '6850.50',
      total_credits: '850.50',
      total_debits: '2500.00',
      total: 5,
      current_page: 1,
      last_page: 1,
    });
    expect(body.data.map((r: Record<string, unknown>) => [r.reference, r.credit, r.debit, r.balance, r.status])).toEqual([
      ['WD-S-1', null, '2000.00', '6500.00', 'posted'],
      ['WD-S-2', null, '500.00', '6000.00', 'voided'],
      ['WD-S-2:void', '500.00', null, '6500.00', 'posted'],
      ['FUND-S-2', '250.50', null, '6750.50', 'posted'],
      ['CARD-S-1', '100.00', null, '6850.50', 'posted'],
    ]);
    expect(body.data.map((r: Record<string, unknown>) => [r.reference, r.category_label])).toEqual([
      ['WD-S-1', 'Wallet Withdrawal'],
      ['WD-S-2', 'Wallet Withdrawal'],
      ['WD-S-2:void', 'Wallet Withdrawal reversed'],
      ['FUND-S-2', 'Wallet Funding'],
      ['CARD-S-1', 'Wallet Funding'],
    ]);
    expect((await get(s, '?from=2026-06-01&to=2026-06-01')).json().data.map((r: Record<string, unknown>) => [r.reference, r.category_label])).toEqual([
      ['FUND-S-1', 'Wallet Funding'],
      ['FEE-S-1', 'Membership Form'],
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      reference: 'WD-S-1',
      date: lagos('2026-06-02 00:00').toISOString(),
      description: 'Withdrawal to Guaranty Trust Bank ******6789',
      category_label: 'Wallet Withdrawal',
      credit: null,
      debit: '2000.00',
      balance: '6500.00',
      status: 'posted',
    });

    // the same figures from the postings themselves
    const opening = await sumBefore(lagos('2026-06-02 00:00'));
    const closing = await sumBefore(lagos('2026-06-04 00:00'));
    expect(body.opening_balance).toBe(naira(opening));
    expect(body.closing_balance).toBe(naira(closing));
    const kobo = (v: string | null) => (v === null ? 0n : BigInt(v.replace('.', '')));
    let running = opening;
    for (const row of body.data) {
      running += kobo(row.credit) - kobo(row.debit);
      expect(row.balance).toBe(naira(running));
    }
    expect(running).toBe(closing);
    const credits = body.data.reduce((sum: bigint, r: { credit: string | null }) => sum + kobo(r.credit), 0n);
    const debits = body.data.reduce((sum: bigint, r: { debit: string | null }) => sum + kobo(r.debit), 0n);
    expect([naira(credits), naira(debits)]).toEqual([body.total_credits, body.total_debits]);
  });

  it('draws the days at Lagos midnight', async () => {
    const day1 = (await get(s, '?from=2026-06-01&to=2026-06-01')).json();
    expect(day1).toMatchObject({ opening_balance: '0.00', closing_balance: '8500.00', total_credits: '10000.00', total_debits: '1500.00' });
    // 23:59:59.999 on the 1st is in; the withdrawal at 00:00 on the 2nd is not
    expect(day1.data.map((r: { reference: string }) => r.reference)).toEqual(['FUND-S-1', 'FEE-S-1']);
    const day3 = (await get(s, '?from=2026-06-03&to=2026-06-03')).json();
    expect(day3).toMatchObject({ opening_balance: '6500.00', closing_balance: '6850.50' });
    expect(day3.data.map((r: { reference: string }) => r.reference)).toEqual(['FUND-S-2', 'CARD-S-1']);
    const quiet = (await get(s, '?from=2026-06-05&to=2026-06-30')).json();
    expect(quiet).toMatchObject({ data: [], total: 0, opening_balance: '6850.50', closing_balance: '6850.50', total_credits: '0.00', total_debits: '0.00' });
  });

  it('defaults to this month up to today, whose closing balance is the wallet balance', async () => {
    const today = lagosDate(t.clock.now);
    const body = (await get(s)).json();
    expect(body).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today, opening_balance: '6850.50', total: 1 });
    expect(body.closing_balance).toBe(naira(await accountBalance(t.database.db, wallet)));
    expect(body.closing_balance).toBe('8085.06');
    // a `to` after today is today
    const future = lagosDate(new Date(t.clock.now.getTime() + 5 * 86_400_000));
    expect((await get(s, `?from=2026-06-01&to=${future}`)).json()).toMatchObject({ to: today, opening_balance: '0.00', closing_balance: '8085.06', total: 8 });
    // only `to`: from the first of its month
    expect((await get(s, '?to=2026-06-02')).json()).toMatchObject({ from: '2026-06-01', to: '2026-06-02', total: 5 });
  });

  it('pages oldest first, the running balance carrying on across pages', async () => {
    const first = (await get(s, '?from=2026-06-02&to=2026-06-03&per_page=2')).json();
    expect(first).toMatchObject({ total: 5, per_page: 2, last_page: 3, prev_page_url: null, next_page_url: '/api/statement_of_account?from=2026-06-02&to=2026-06-03&page=2&per_page=2' });
    const second = (await get(s, '?from=2026-06-02&to=2026-06-03&per_page=2&page=2')).json();
    const third = (await get(s, '?from=2026-06-02&to=2026-06-03&per_page=2&page=3')).json();
    expect([...first.data, ...second.data, ...third.data].map((r: { balance: string }) => r.balance)).toEqual(['6500.00', '6000.00', '6500.00', '6750.50', '6850.50']);
    expect(third).toMatchObject({ opening_balance: '8500.00', closing_balance: '6850.50', next_page_url: null });
  });

  it("shows each member only their own wallet, and zeros to a member without one", async () => {
    const body = (await get(other, '?from=2026-06-01')).json();
    expect(body).toMatchObject({ total: 1, opening_balance: '0.00', closing_balance: '7777.00' });
    expect(body.data.map((r: { reference: string }) => r.reference)).not.toEqual(expect.arrayContaining(['FUND-S-1']));
    const fresh = await createUser(t);
    expect((await get(fresh, '?from=2026-06-01')).json()).toMatchObject({ data: [], total: 0, opening_balance: '0.00', closing_balance: '0.00', account_no: `FIN-${fresh.id}` });
  });

  const tomorrow = () => lagosDate(new Date(t.clock.now.getTime() + 86_400_000));
  it.each([
    ['from=2026-06-31', 'The start date must be a date like 2025-01-31'],
    ['to=yesterday', 'The end date must be a date like 2025-01-31'],
    ['from=2026-06-03&to=2026-06-02', 'The start date must be on or before the end date'],
    ['from=TOMORROW', 'The start date cannot be after today'],
    ['from=2022-06-01&to=2025-06-01', 'The period can be at most 3 years, please choose a shorter one'],
    ['from=2020-01-01', 'The period can be at most 3 years, please choose a shorter one'],
    ['format=xlsx', 'The format must be csv or pdf'],
    ['per_page=500', 'per_page must be a whole number from 1 to 100'],
  ])('refuses %s', async (query, message) => {
    const res = await get(s, `?${query.replace('TOMORROW', tomorrow())}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('accepts a period of exactly 3 years', async () => {
    expect((await get(s, '?from=2023-06-02&to=2026-06-01')).statusCode).toBe(200);
  });
});

describe('format=csv', () => {
  it('downloads every row of the period, exactly, with formulas defused', async () => {
    const res = await get(s, '?from=2026-06-02&to=2026-06-03&format=csv&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-06-02-to-2026-06-03.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(
      [
        '\uFEFFStatement of account,Finnacrest Co-operative Society',
        'Member,Ada Statement',
        `Member number,FIN-${s.id}`,
        'Account,Wallet',
        'Period,2026-06-02 to 2026-06-03',
        'Opening balance,8500.00',
        'Closing balance,6850.50',
        'Total credits,850.50',
        'Total debits,2500.00',
        '',
        'Date,Reference,Description,Credit,Debit,Balance',
        '2026-06-02 00:00,WD-S-1,Withdrawal to Guaranty Trust Bank ******6789,,2000.00,6500.00',
        '2026-06-02 12:00,WD-S-2,Withdrawal to Access Bank ******1234 (voided),,500.00,6000.00',
        '2026-06-02 12:30,WD-S-2:void,Reversal: Withdrawal to Access Bank ******1234,500.00,,6500.00',
        '2026-06-03 08:00,FUND-S-2,Wallet funding,250.50,,6750.50',
        `2026-06-03 23:59,CARD-S-1,"'=HYPERLINK(""http://evil.example"",""Click"")",100.00,,6850.50`,
        '',
      ].join('\r\n'),
    );
  });

  it('holds thousands of rows over several batches, all of them, in order, the balance running on across batches', async () => {
    const member = await createUser(t);
    const n = 2 * STATEMENT_BATCH + 103;
    await insertHistory(member.id, n);
    for (let i = 0; i < 3; i++) await ledger.fund(member.id, 100n + BigInt(i));
    const res = await get(member, `?from=2026-01-01&format=csv`);
    const lines = res.body.trimEnd().split('\r\n');
    const rows = lines.slice(lines.indexOf('Date,Reference,Description,Credit,Debit,Balance') + 1).map((line) => line.split(','));
    expect(rows).toHaveLength(n + 3);
    expect(rows.slice(0, n).map((cells) => cells[1])).toEqual(Array.from({ length: n }, (_, i) => `HIST-${member.id}-${i + 1}`));
    const kobo = (v: string) => (v === '' ? 0n : BigInt(v.replace('.', '')));
    let running = 0n;
    for (const [, , , credit, debit, balance] of rows) {
      running += kobo(credit) - kobo(debit);
      expect(balance).toBe(naira(running));
    }
    expect(rows.at(-1)!.at(-1)).toBe((await get(member, '?from=2026-01-01')).json().closing_balance);
  });

  it('writes the same file whatever the batch size', async () => {
    const period = { from: '2026-06-01', to: '2026-06-03', fromInstant: lagos('2026-06-01 00:00'), toInstant: lagos('2026-06-04 00:00') };
    const file = async (batchSize?: number) => {
      const { summary, batches } = await fullStatement(t.database.db, s.id, period, batchSize);
      let text = '';
      for await (const chunk of statementCsv(summary, batches, 'Society')) text += chunk;
      return text;
    };
    const whole = await file();
    expect(whole.trimEnd().split('\r\n')).toHaveLength(11 + 7);
    for (const batchSize of [1, 2, 3, 7]) expect(await file(batchSize)).toBe(whole);
  });

  it("downloads only the signed-in member's own wallet", async () => {
    const res = await get(other, '?from=2026-06-01&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Member,Other Member');
    expect(res.body).not.toMatch(/FUND-S-|WD-S-|FEE-S-|CARD-S-|Ada Statement/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines.slice(lines.indexOf('Date,Reference,Description,Credit,Debit,Balance') + 1)).toHaveLength(1);
  });

  it.each([['from=2026-06-31'], ['from=2026-06-03&to=2026-06-02'], ['to=soon']])('refuses a bad period (%s) with a 422 and no file', async (query) => {
    const res = await get(s, `?${query}&format=csv`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('format=pdf', () => {
  it('downloads a PDF with the society, the member, the balances and every row', async () => {
    const res = await get(s, '?from=2026-06-02&to=2026-06-03&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-06-02-to-2026-06-03.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    for (const text of ['Finnacrest Co-operative Society', 'Statement of Account', 'Ada Statement', `FIN-${s.id}`, '2 Jun 2026 to 3 Jun 2026', '₦8,500.00', '₦6,850.50', '₦850.50', '₦2,500.00', 'WD-S-2:void', 'Withdrawal to Access Bank ******1234', 'WD-S-2 · voided', 'Page 1 of 1']) {
      expect(pages[0]).toContain(text);
    }
  });

  it('breaks long statements over numbered pages', async () => {
    const member = await createUser(t, { firstName: 'Many', lastName: 'Rows' });
    await insertHistory(member.id, 90);
    await ledger.fund(member.id, 5_000_000n);
    const body = (await get(member, '?from=2026-01-01')).json();
    const pages = pdfPages((await get(member, '?from=2026-01-01&format=pdf')).rawPayload);
    // 24 rows on the first page, 29 on the next ones: 91 rows → 4 pages
    expect(pages).toHaveLength(4);
    expect(pageCount(91)).toBe(4);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of 4`));
    expect(pages[0]).toContain(`₦${Number(body.closing_balance.split('.')[0]).toLocaleString('en-US')}.${body.closing_balance.split('.')[1]}`);
    expect(pages.slice(1).every((page) => page.includes('Date\nDescription / Reference'))).toBe(true);
    const rowCount = pages.join('\n').match(/^HIST-/gm)?.length;
    expect(rowCount).toBe(90);
    const empty = pdfPages((await get(member, '?from=2025-01-01&to=2025-01-31&format=pdf')).rawPayload);
    expect(empty[0]).toContain('No transactions in this period.');
  });

  it('refuses a PDF of more rows than a PDF can sensibly hold, pointing to the CSV', async () => {
    const member = await createUser(t);
    await insertHistory(member.id, 10_000);
    await ledger.fund(member.id, 1n);
    const res = await get(member, '?from=2026-01-01&format=pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This period has 10001 entries, too many for a PDF (at most 10000). Choose a shorter period, or download the CSV');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

/**
 * `n` wallet movements (alternating +₦10.00 / −₦4.00), one a second from 2026-02-01, written set-based the way
 * the ledger itself numbers and balances them. Call it before any other movement of the member, so times rise
 * with the entry numbers.
 */
async function insertHistory(userId: number, n: number): Promise<void> {
  const account = await ledger.wallet(userId);
  const counter = await societyAccount(t.database.db, `test_history_${userId}`);
  const db = t.database.db;
  const [start] = ((await db.execute(sql`SELECT balance::text AS balance, posting_count::text AS n, debit_total::text AS debits FROM ledger_accounts WHERE id = ${account}`)) as unknown as {
    rows: Array<{ balance: string; n: string; debits: string }>;
  }).rows;
  const base = '2026-02-01T00:00:00Z';
  await db.execute(sql`INSERT INTO ledger_transfers (reference, kind, status, user_id, description, created_at, posted_at)
    SELECT 'HIST-' || ${userId} || '-' || i, 'wallet_funding', 'posted', ${userId}, 'History ' || i, ${base}::timestamptz + i * interval '1 second', ${base}::timestamptz + i * interval '1 second'
    FROM generate_series(1, ${n}) AS i`);
  await db.execute(sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
    SELECT t.id, x.account, x.amount, x.balance, x.entry_no, x.debits, t.created_at
    FROM (SELECT id, created_at, split_part(reference, '-', 3)::bigint AS i FROM ledger_transfers WHERE reference LIKE ${`HIST-${userId}-%`}) t
    CROSS JOIN LATERAL (VALUES
      (${account}::bigint, CASE WHEN t.i % 2 = 1 THEN 1000 ELSE -400 END, ${start.balance}::bigint + 1000 * ((t.i + 1) / 2) - 400 * (t.i / 2), ${start.n}::bigint + t.i, ${start.debits}::bigint + 400 * (t.i / 2)),
      (${counter}::bigint, CASE WHEN t.i % 2 = 1 THEN -1000 ELSE 400 END, 400 * (t.i / 2) - 1000 * ((t.i + 1) / 2), t.i, 1000 * ((t.i + 1) / 2))
    ) AS x(account, amount, balance, entry_no, debits)`);
  await db.execute(sql`UPDATE ledger_accounts a SET balance = s.balance, posting_count = s.n, debit_total = s.debits
    FROM (SELECT account_id, sum(amount) AS balance, count(*) AS n, coalesce(sum(-amount) FILTER (WHERE amount < 0), 0) AS debits
          FROM ledger_postings WHERE account_id IN (${account}, ${counter}) GROUP BY account_id) s
    WHERE a.id = s.account_id`);
}
