// Guarantees are capped (issue 26, "Guarantees"): a guarantor is asked at most what the loan still needs (the amount
// less the borrower's own cover less what the other guarantors are asked) and at most what they can pledge (their
// guarantable amount); a request above either cap is a 422 naming it, and nothing is taken or created.
import { eq } from 'drizzle-orm';
import { loans, users } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { sentMails } from '../helpers/mail';
import { call, ledgerCheck, notificationsOf, type Member } from '../wallet/support/money';
import { kobo, saver } from '../savings/support/savings';
import { dayFromToday, loanBody } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const named = async (m: Member, firstName: string, lastName: string) => t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, m.id));

/** Ada has ₦20,000 of her own to pledge, so a ₦30,000 loan needs ₦10,000 from guarantors */
async function people() {
  const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n });
  const bola = await saver(t, { regularKobo: 5_000_000n });
  const chidi = await saver(t, { regularKobo: 5_000_000n });
  await named(bola, 'Bola', 'Ade');
  await named(chidi, 'Chidi', 'Obi');
  return { ada, bola, chidi };
}

const apply = (who: Member, guarantors: Array<{ user_id: number; guaranteed_amount: string }>) =>
  call(t, who, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors }), { key: true });

async function expectRefused(res: Awaited<ReturnType<typeof apply>>, message: string, ada: Member, asked: Member[]) {
  if (res.statusCode === 500) console.log("DEBUG", res.body);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe(message);
  expect(await t.database.db.select().from(loans).where(eq(loans.userId, ada.id))).toHaveLength(0);
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n);
  for (const who of asked) {
    expect(await notificationsOf(t, who)).toHaveLength(0);
    expect(await sentMails(t, who.email)).toHaveLength(0);
  }
}

describe('a guarantee request', () => {
  it('is capped at what the loan needs beyond the borrower’s own cover', async () => {
    const { ada, bola } = await people();
    const res = await apply(ada, [{ user_id: bola.id, guaranteed_amount: '25000' }]);
    await expectRefused(res, 'You can ask Bola Ade to guarantee at most ₦10,000.00: the part of your loan your own savings and your other guarantors do not cover', ada, [bola]);
  });

  it('is capped at what the loan needs less what the other guarantors are asked', async () => {
    const { ada, bola, chidi } = await people();
    const res = await apply(ada, [{ user_id: bola.id, guaranteed_amount: '9000' }, { user_id: chidi.id, guaranteed_amount: '4000' }]);
    await expectRefused(res, 'You can ask Bola Ade to guarantee at most ₦6,000.00: the part of your loan your own savings and your other guarantors do not cover', ada, [bola, chidi]);
  });

  it('is capped at what the guarantor can pledge, without telling the borrower their savings', async () => {
    const { ada, chidi } = await people();
    const poor = await saver(t, { regularKobo: 300_000n });
    await named(poor, 'Dayo', 'Bello');
    const res = await apply(ada, [{ user_id: poor.id, guaranteed_amount: '6000' }, { user_id: chidi.id, guaranteed_amount: '4000' }]);
    await expectRefused(res, 'Dayo Bello cannot pledge ₦6,000.00 of their savings now: ask them for less, or choose another guarantor', ada, [poor, chidi]);
    expect(res.body).not.toContain('3,000');
  });

  it('within both caps is made, each guarantor asked their part', async () => {
    const { ada, bola, chidi } = await people();
    const res = await apply(ada, [{ user_id: bola.id, guaranteed_amount: '6000' }, { user_id: chidi.id, guaranteed_amount: '4000' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().loan).toMatchObject({ to_guarantee: '10000.00', loan_group: 'Member' });
  });
});
