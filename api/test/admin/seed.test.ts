import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { savingsPlans, users } from '../../src/db/schema';
import { DEMO_SAVINGS } from '../../src/db/demoSavings';
import { DEMO_LOANS } from '../../src/db/demoLoans';
import { seedBanner, seedFirstStart } from '../../src/db/seed';
import { MEMBER_ACCOUNT_KIND, memberAccounts, runLedgerCheck, targetSavingsAccountKind } from '../../src/ledger';
import { getSettings } from '../../src/modules/settings/service';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true', ...env } as NodeJS.ProcessEnv);

describe('first-start seed', () => {
  it('never runs in production', async () => {
    expect(await seedFirstStart(t.database.db, loadConfig({ DEV_MODE: 'true' } as NodeJS.ProcessEnv, { NODE_ENV: 'production' }), new Date())).toEqual([]);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('never runs against an external database (DATABASE_URL set)', async () => {
    expect(await seedFirstStart(t.database.db, config({ DATABASE_URL: 'postgres://db.example.com/coop' }), new Date())).toEqual([]);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('creates a verified SA and a verified demo member once, who can sign in', async () => {
    const cfg = config({});
    const seeded = await seedFirstStart(t.database.db, cfg, new Date());
    expect(seeded).toEqual([
      { role: 'SA', email: 'admin@finnacrest.local', password: 'Admin@12345' },
      { role: 'ADMIN', email: 'admin+checker@finnacrest.local', password: 'Admin@12345' },
      { role: 'MEMBER', email: 'demo@finnacrest.local', password: 'Member@12345' },
    ]);
    const banner = seedBanner(seeded);
    expect(banner).toContain('admin@finnacrest.local  password: Admin@12345');
    expect(banner).toContain('demo@finnacrest.local  password: Member@12345');

    const [sa] = await t.database.db.select().from(users).where(eq(users.role, 'SA'));
    expect(sa.email).toBe('admin@finnacrest.local');
    expect(sa.emailVerifiedAt).not.toBeNull();

    for (const account of seeded) {
      const reply = (await post(t, '/api/auth/login', { email: account.email, password: account.password })).json();
      expect(reply).toMatchObject({ status: 1, user: { role: account.role } });
    }

    expect(await seedFirstStart(t.database.db, cfg, new Date())).toEqual([]);
    // the SA, the second administrator, the demo member, the demo member's four friends (demoLoans.ts) and Funmi, whose
    // loan is overdue (demoReports.ts)
    expect(await t.database.db.select().from(users)).toHaveLength(8);
  });

  it('uses SEED_* settings', async () => {
    const other = await createTestApp();
    try {
      const cfg = config({ SEED_ADMIN_EMAIL: 'boss@coop.ng', SEED_ADMIN_PASSWORD: 'Boss#Pass99', SEED_DEMO_MEMBER_EMAIL: 'try@coop.ng', SEED_DEMO_MEMBER_PASSWORD: 'Try#Pass99' });
      const seeded = await seedFirstStart(other.database.db, cfg, new Date());
      expect(seeded.map((s) => s.email)).toEqual(['boss@coop.ng', 'boss+checker@coop.ng', 'try@coop.ng']);
      expect((await post(other, '/api/auth/login', { email: 'try@coop.ng', password: 'Try#Pass99' })).json().status).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("gives the demo member savings through balanced transfers: shares, regular, save-to-loan, an active and a completed target", async () => {
    const other = await createTestApp();
    try {
      const db = other.database.db;
      const now = new Date('2026-03-10T08:00:00Z');
      await seedFirstStart(db, config({}), now);
      const [demo] = await db.select().from(users).where(eq(users.email, 'demo@finnacrest.local'));
      expect(demo.memberStatus).toBe(true);
      const settings = await getSettings(db);
      const balances = Object.fromEntries((await memberAccounts(db, demo.id)).map((a) => [a.purpose, a.balance]));
      const plans = await db.select().from(savingsPlans).where(eq(savingsPlans.userId, demo.id)).orderBy(savingsPlans.id);
      expect(plans.map((p) => [p.kind, p.status, p.targetName])).toEqual([
        ['regular', 'active', null],
        ['save_to_loan', 'active', null],
        ['target', 'active', 'New laptop'],
        ['target', 'completed', 'House rent'],
      ]);
      const [, , active, completed] = plans;
      expect(active).toMatchObject({ targetedAmountKobo: 300_000_00n, amountKobo: 25_000_00n, startDate: '2026-03-10', endDate: '2027-03-10' });
      expect(completed).toMatchObject({ closedAmountKobo: 60_000_00n, endDate: '2026-06-10' });

      const shares = balances[MEMBER_ACCOUNT_KIND.shares];
      expect(shares >= settings.minimumShareholdingKobo).toBe(true);
      expect(balances[MEMBER_ACCOUNT_KIND.regularSavings]).toBe(50_000_00n);
      expect(balances[MEMBER_ACCOUNT_KIND.saveToLoan]).toBe(30_000_00n);
      expect(balances[targetSavingsAccountKind(active.id)]).toBe(75_000_00n);
      expect(balances[targetSavingsAccountKind(completed.id)]).toBe(0n);
      expect(balances[MEMBER_ACCOUNT_KIND.wallet]).toBe(
        DEMO_SAVINGS.walletFundingKobo - settings.registrationFeeKobo - shares - 50_000_00n - 30_000_00n - 75_000_00n - settings.loanFormFeeKobo + DEMO_LOANS.loanKobo - DEMO_LOANS.repaidKobo,
      );

      const check = await db.transaction((tx) => runLedgerCheck(tx, now), { isolationLevel: 'repeatable read' });
      expect(check.ok).toBe(true);

      // the member sees it: the savings routes let them in, and the categories are the savings ones
      const login = (await post(other, '/api/auth/login', { email: 'demo@finnacrest.local', password: 'Member@12345' })).json();
      const rows = (await other.app.inject({ url: '/api/transactions/details?per_page=20', headers: { authorization: `Bearer ${login.user.token}` } })).json().data;
      expect(new Set(rows.map((r: { category_label: string }) => r.category_label))).toEqual(
        new Set(['Wallet Funding', 'Membership Form', 'Shareholding', 'Regular Savings', 'Save To Loan', 'Target Savings', 'Target Completed', 'Loan Form', 'Disbursement', 'Loan Repayment']),
      );
    } finally {
      await other.close();
    }
  });

  it('gives the demo member loans to try: a disbursed loan partly repaid, a guarantee request, an active group, a business offer', async () => {
    const other = await createTestApp();
    try {
      await seedFirstStart(other.database.db, config({}), new Date());
      const login = (await post(other, '/api/auth/login', { email: 'demo@finnacrest.local', password: 'Member@12345' })).json();
      const get = async (url: string) => (await other.app.inject({ url, headers: { authorization: `Bearer ${login.user.token}` } })).json();
      expect(await get('/api/loan/view_loan')).toMatchObject([{ loan_status: 11, loan_amount: '60000.00', repaid: '20000.00', outstanding: '40000.00' }]);
      expect(await get('/api/show_non_group_loans_for_approval')).toMatchObject([{ first_name: 'Bola', guaranteed_amount: '40000.00', status: 0, loan_status: 0 }]);
      expect(await get('/api/loan/loan_group')).toMatchObject([{ group_name: 'Demo Circle', group_status: 1, active_members: 5 }]);
      expect(await get('/api/display_request')).toMatchObject([{ business_name: 'Demo Foods & Provisions', total_amount: '220000.00', mark_up: '20000.00', request_status: 0 }]);
      const friend = (await post(other, '/api/auth/login', { email: 'demo+bola@finnacrest.local', password: 'Member@12345' })).json();
      expect(friend.status).toBe(1);
      const check = await other.database.db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
      expect(check.ok).toBe(true);
    } finally {
      await other.close();
    }
  });
});
