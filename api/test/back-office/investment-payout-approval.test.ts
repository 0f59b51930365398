// An investment's payout run takes two administrators (issue 24): POST admin/investments/{id}/payout is a proposal;
// nobody is paid until another administrator approves it; the proposer cannot; one payout of an investment waits at
// a time. The hourly job is not an administrator's act and still pays on its own (test/investments/payout.test.ts).
import { desc } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { runPayout } from '../../src/modules/investments';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buy, dayFromToday, investmentRow, moveClockToDay, offerInvestment } from '../investments/support/investments';
import { kobo, saver } from '../savings/support/savings';
import { admin, call, ledgerCheck, type Member } from '../wallet/support/money';
import { approve, cancel, proposal } from './proposalSupport';

let t: TestApp;
let maker: Member;
let checker: Member;
beforeAll(async () => {
  // a week-long session: the tests move the clock to the maturity date
  t = await createTestApp({ TOKEN_TTL_MINUTES: 7 * 24 * 60 });
  maker = await admin(t);
  checker = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.reset();
  expect((await ledgerCheck(t)).ok).toBe(true);
});

const propose = (who: Member, id: number) => call(t, who, 'POST', `/api/admin/investments/${id}/payout`);

/** ada buys 2 slots (₦1,000 a slot, ₦150 returns a slot), maturing in two days */
async function heldInvestment(name: string) {
  const inv = await offerInvestment(t, maker, { investment_type: name });
  const ada = await saver(t, { walletKobo: 1_000_000n });
  const res = await buy(t, ada, 'market', inv.id, 2);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { inv, ada };
}

describe('the payout run', () => {
  it('is proposed by one administrator and paid when another approves it; the proposer cannot approve it', async () => {
    const { inv, ada } = await heldInvestment('Rice Farm');
    moveClockToDay(t, 2);
    const res = await propose(maker, inv.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Proposed: another administrator must approve it before it takes effect',
      proposal: { kind: 'investment_payout', status: 'pending', summary: 'Pay out Rice Farm: ₦2,300.00 principal and returns to 1 holding', payload: { investment_id: inv.id, holdings: 1, amount: '2300.00' } },
    });
    const id = res.json().proposal.id;
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(800_000n);
    expect((await investmentRow(t, inv.id)).status).toBe('open');
    const [audited] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toMatchObject({ action: 'investments.propose_payout', actorId: maker.id, subjectType: 'proposal', subjectId: String(id) });

    // one payout of an investment waits at a time
    const twice = await propose(checker, inv.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`A payout of Rice Farm already waits for approval (proposal ${id})`);

    const own = await approve(t, maker, id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You proposed this: another administrator must approve it');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(800_000n);

    const approved = await approve(t, checker, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Rice Farm: 1 holding paid: every holder has been paid', proposal: { status: 'approved', decided_by: { id: checker.id }, result: { paid: 1, remaining: 0, status: 'paid' } } });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
    expect(await investmentRow(t, inv.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect((await propose(maker, inv.id)).json().message).toBe('Every holder of Rice Farm has already been paid');
  });

  it('is refused before the maturity date; a proposal approved after the job paid everyone pays nothing twice', async () => {
    const { inv, ada } = await heldInvestment('Cassava Mill');
    const early = await propose(maker, inv.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Payouts open on the maturity date, ${dayFromToday(t, 2)}`);
    expect((await propose(maker, 999_999)).statusCode).toBe(404);

    moveClockToDay(t, 2);
    const id = (await propose(maker, inv.id)).json().proposal.id;
    // the hourly job (runDuePayouts → runPayout) gets there first
    await runPayout(t.database.db, inv.id, t.clock.now);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
    const approved = await approve(t, checker, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().proposal.result).toMatchObject({ paid: 0, remaining: 0, status: 'paid' });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
  });

  it('a cancelled payout proposal lets a new one be made', async () => {
    const { inv } = await heldInvestment('Palm Oil');
    moveClockToDay(t, 2);
    const id = (await propose(maker, inv.id)).json().proposal.id;
    expect((await cancel(t, maker, id)).statusCode).toBe(200);
    expect((await proposal(t, maker, id)).status).toBe('cancelled');
    expect((await propose(checker, inv.id)).statusCode).toBe(202);
  });
});
