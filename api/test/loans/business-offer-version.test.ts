// A business offer cannot change under the member (issue 26): every offer the society makes or changes bumps the
// request's offer_version, the member's reads show it beside total_amount, and an acceptance must name the offer it
// accepts (offer_version, or total_amount), or, naming neither as the original client's bare GET does, the offer its
// list last showed; one that names an older offer binds nothing.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loans } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, ledgerCheck, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { insertLoan, loanNow } from './support/loans';

let t: TestApp;
let maker: Member;
beforeAll(async () => {
  t = await createTestApp();
  maker = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const CHANGED = 'This offer has changed: review the new offer before accepting';
const UNNAMED = 'Reload the page to see the society’s offer, then accept it';

const offer = (id: number, total: string) => call(t, maker, 'POST', `/api/admin/business/${id}/offer`, { total_amount: total }, { key: true });
const myRequest = async (owner: Member, id: number) => (await call(t, owner, 'GET', '/api/display_request')).json().find((r: { id: number }) => r.id === id);

async function offered(total = '110000'): Promise<{ owner: Member; id: number }> {
  const owner = await saver(t);
  const request = await insertLoan(t, { userId: owner.id, amountKobo: 10_000_000n, kind: 'business', durationMonths: 4 });
  expect((await offer(request.id, total)).statusCode).toBe(200);
  return { owner, id: request.id };
}

describe('the offer’s version', () => {
  it('starts at 0, is bumped by each offer made or changed, and is shown with total_amount', async () => {
    const owner = await saver(t);
    const request = await insertLoan(t, { userId: owner.id, amountKobo: 10_000_000n, kind: 'business' });
    expect(await myRequest(owner, request.id)).toMatchObject({ offer_version: 0, total_amount: '0.00' });
    await offer(request.id, '110000');
    expect(await myRequest(owner, request.id)).toMatchObject({ offer_version: 1, total_amount: '110000.00' });
    await offer(request.id, '120000');
    expect(await myRequest(owner, request.id)).toMatchObject({ offer_version: 2, total_amount: '120000.00' });
    expect((await loanNow(t, request.id)).offerVersion).toBe(2);
  });
});

describe('accepting names the offer', () => {
  it('the version seen before the society changed its offer is refused with 409 and binds nothing', async () => {
    const { owner, id } = await offered('110000');
    const seen = (await myRequest(owner, id)).offer_version;
    await offer(id, '190000');
    const res = await call(t, owner, 'POST', `/api/accepts_request/${id}`, { offer_version: seen });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CHANGED);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.pending, acceptedAt: null });
    const current = await myRequest(owner, id);
    const ok = await call(t, owner, 'POST', `/api/accepts_request/${id}`, { offer_version: current.offer_version });
    expect(ok.statusCode).toBe(200);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.processing, totalKobo: 19_000_000n });
    // sent again (a lost answer): the same acceptance, still 200; an older version still refused
    expect((await call(t, owner, 'POST', `/api/accepts_request/${id}`, { offer_version: current.offer_version })).statusCode).toBe(200);
    expect((await call(t, owner, 'POST', `/api/accepts_request/${id}`, { offer_version: seen })).statusCode).toBe(409);
  });

  it('the original client’s GET may name the offer in its query, by version or by total_amount', async () => {
    const { owner, id } = await offered('110000');
    expect((await call(t, owner, 'GET', `/api/accepts_request/${id}?total_amount=105000`)).json().message).toBe(CHANGED);
    expect((await call(t, owner, 'GET', `/api/accepts_request/${id}?offer_version=2`)).statusCode).toBe(409);
    expect((await loanNow(t, id)).status).toBe(LOAN_STATUS.pending);
    const res = await call(t, owner, 'GET', `/api/accepts_request/${id}?total_amount=110,000.00`);
    expect(res.statusCode).toBe(200);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.processing, totalKobo: 11_000_000n });
  });

  it('a POST may name it by total_amount; both named must both match', async () => {
    const { owner, id } = await offered('150000');
    const both = await call(t, owner, 'POST', `/api/accepts_request/${id}`, { offer_version: 1, total_amount: '140000' });
    expect(both.statusCode).toBe(409);
    expect((await call(t, owner, 'POST', `/api/accepts_request/${id}`, { total_amount: '150000.00' })).statusCode).toBe(200);
    expect((await loanNow(t, id)).status).toBe(LOAN_STATUS.processing);
  });

  it('an acceptance that names no offer, before the member\'s list showed it, is refused with a message to reload', async () => {
    const { owner, id } = await offered();
    for (const res of [await call(t, owner, 'GET', `/api/accepts_request/${id}`), await call(t, owner, 'POST', `/api/accepts_request/${id}`), await call(t, owner, 'POST', `/api/accepts_request/${id}`, {})]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(UNNAMED);
    }
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.pending, acceptedAt: null });
  });

  it('the original client (display_request, then a bare GET) accepts the offer its list showed', async () => {
    const { owner, id } = await offered('110000');
    expect(await myRequest(owner, id)).toMatchObject({ total_amount: '110000.00' });
    expect((await call(t, owner, 'GET', `/api/accepts_request/${id}`)).statusCode).toBe(200);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.processing, totalKobo: 11_000_000n });
  });

  it('a bare GET after the society changed the offer the list showed is refused, and binds nothing', async () => {
    const { owner, id } = await offered('110000');
    await myRequest(owner, id);
    await offer(id, '130000');
    const res = await call(t, owner, 'GET', `/api/accepts_request/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CHANGED);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.pending, acceptedAt: null });
    await myRequest(owner, id);
    expect((await call(t, owner, 'GET', `/api/accepts_request/${id}`)).statusCode).toBe(200);
    expect((await loanNow(t, id)).totalKobo).toBe(13_000_000n);
  });

  it('a malformed version or total is a 422 with a message, never a 500', async () => {
    const { owner, id } = await offered();
    for (const body of [{ offer_version: 'two' }, { offer_version: -1 }, { total_amount: 'lots' }]) {
      const res = await call(t, owner, 'POST', `/api/accepts_request/${id}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/offer|total/i);
    }
    expect((await call(t, owner, 'GET', `/api/accepts_request/${id}?offer_version=1.5`)).statusCode).toBe(422);
    expect((await loanNow(t, id)).status).toBe(LOAN_STATUS.pending);
  });

  it('another member naming the right version still gets 404', async () => {
    const { id } = await offered();
    const stranger = await saver(t);
    expect((await call(t, stranger, 'POST', `/api/accepts_request/${id}`, { offer_version: 1 })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(loans).where(eq(loans.id, id));
    expect(row.status).toBe(LOAN_STATUS.pending);
  });
});
