// Two open loans (issue 26), on a real PostgreSQL server: applications sent at the same moment with different
// Idempotency-Keys all pass the one-open-loan select, so the unique partial indexes decide. Exactly one wins; every
// other gets the rule's usual 409 and message (never a 500) and pays nothing. The same for business requests.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { loans } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { LOAN_IN_PROGRESS } from '../../src/modules/loans/application/rules';
import { ONE_WAITING } from '../../src/modules/loans/business/service';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart, type Part } from '../profile/fixtures';
import { call, ledgerCheck, newKey } from '../wallet/support/money';
import { kobo, saver } from '../savings/support/savings';
import { dayFromToday, loanBody } from './support/loans';

const AT_ONCE = 6;
const FEE = 100_000n; // the seeded ₦1,000 loan form fee

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

function outcome(results: { statusCode: number; body: string; json: () => { message?: string } }[], refusal: string) {
  for (const r of results) if (r.statusCode >= 500) throw new Error(`a ${r.statusCode}: ${r.body}`);
  const won = results.filter((r) => r.statusCode === 200);
  const lost = results.filter((r) => r.statusCode !== 200);
  expect(won).toHaveLength(1);
  for (const r of lost) {
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(refusal);
  }
}

describeOnPostgres('one open loan per member, under concurrency (PostgreSQL, through HTTP)', () => {
  it(`${AT_ONCE} loanAdd at once with different keys: one loan, one fee, the others the usual 409`, async () => {
    const ada = await saver(t, { walletKobo: 1_000_000n, regularKobo: 10_000_000n });
    const body = loanBody({ amount: '5000', start: dayFromToday(t, 1) });
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => call(t, ada, 'POST', '/api/loanAdd', body, { key: newKey() })));
    outcome(results, LOAN_IN_PROGRESS);
    expect(await t.database.db.select().from(loans).where(eq(loans.userId, ada.id))).toHaveLength(1);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n - FEE);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true });
  }, 60_000);

  it(`${AT_ONCE} business requests at once: one waits for a decision, the others the usual 409`, async () => {
    const owner = await saver(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
    const fields = { business_name: 'Mama Put Kitchen', frequency: 'Monthly', requested_amount: '150000', repayment_duration: '6', start_date: dayFromToday(t, 7) };
    const place = () => {
      const parts: Part[] = [...Object.entries(fields).map(([name, data]) => ({ name, data })), { name: 'image', data: png, filename: 'shop.png', contentType: 'image/png' }];
      const form = multipart(parts);
      return t.app.inject({ method: 'POST', url: '/api/business_request', payload: form.payload, headers: { ...owner.headers, ...form.headers } });
    };
    outcome(await Promise.all(Array.from({ length: AT_ONCE }, place)), ONE_WAITING);
    expect(await t.database.db.select().from(loans).where(eq(loans.userId, owner.id))).toHaveLength(1);
  }, 60_000);
});
