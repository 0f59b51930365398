// Business finance for any signed-in user (facts §1.3, §2.7, §4.3): a request with a picture checked by its content,
// one waiting at a time, the offer accepted or declined, cancelling, the picture served at its unguessable address.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, businessRequestImages, loans } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart, type Part } from '../profile/fixtures';
import { call, ledgerCheck, notificationsOf, admin, type Member } from '../wallet/support/money';
import { nonMember, saver } from '../savings/support/savings';
import { dayFromToday, loanNow } from './support/loans';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return { business_name: 'Mama Put Kitchen', frequency: 'Monthly', requested_amount: '150,000', repayment_duration: '6', start_date: dayFromToday(t, 7), repayment_amount: '1', ...overrides };
}

function place(user: Member, values: Record<string, string>, image: Part | null = { name: 'image', data: png, filename: 'shop.png', contentType: 'image/png' }) {
  const parts: Part[] = Object.entries(values).map(([name, data]) => ({ name, data }));
  if (image) parts.push(image);
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/business_request', payload: body.payload, headers: { ...user.headers, ...body.headers } });
}

describe('business_request', () => {
  it('is open to a non-member; the picture is re-encoded and served; the admins are told', async () => {
    const boss = await admin(t);
    const owner = await nonMember(t);
    const res = await place(owner, fields());
    expect(res.statusCode).toBe(200);
    const request = res.json().request;
    expect(request).toMatchObject({ business_name: 'Mama Put Kitchen', requested_amount: '150000.00', total_amount: '0.00', mark_up: '0.00', request_status: 0, repayment_duration: 6, repayment_amount: '25000.00' });
    expect(res.json().message).toBe('Your business finance request has been submitted');
    const picture = await t.app.inject({ url: request.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: request.image.replace(/\/[^/]+\.webp$/, '/AAAAAAAAAAAAAAAAAAAAAA.webp') })).statusCode).toBe(404);
    expect((await notificationsOf(t, boss)).map((n) => n.title)).toContain('New business finance request');
    expect((await call(t, owner, 'GET', '/api/display_request')).json()).toMatchObject([{ id: request.id }]);
    expect((await call(t, owner, 'GET', '/api/business_view_loan')).json()).toEqual([]);
    const again = await place(owner, fields());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a business finance request waiting for a decision');
  });

  it.each([
    [{ business_name: '' }, 'The business name is required'],
    [{ frequency: 'Daily' }, 'Choose a frequency: Weekly or Monthly'],
    [{ requested_amount: 'lots' }, 'The requested amount must be a number with at most 2 decimal places'],
    [{ repayment_duration: '13' }, 'The loan duration can be at most 12 months'],
    [{ start_date: '2020-01-01' }, 'The start date cannot be in the past'],
  ])('refuses a bad field %j, storing nothing', async (change, message) => {
    const owner = await saver(t);
    const res = await place(owner, fields(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(loans).where(eq(loans.userId, owner.id))).toHaveLength(0);
  });

  it('refuses a missing, fake, empty or oversized picture and a body that is not a form', async () => {
    const owner = await saver(t);
    expect((await place(owner, fields(), null)).json().message).toBe('Please choose a picture of your business');
    const fake = await place(owner, fields(), { name: 'image', data: Buffer.from('<?php echo 1; ?>'), filename: 'shop.png', contentType: 'image/png' });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('The picture must be a JPEG, PNG or WebP image');
    const empty = await place(owner, fields(), { name: 'image', data: Buffer.alloc(0), filename: 'shop.png', contentType: 'image/png' });
    expect(empty.statusCode).toBe(422);
    const huge = await place(owner, fields(), { name: 'image', data: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), filename: 'big.png', contentType: 'image/png' });
    expect(huge.statusCode).toBe(413);
    const json = await call(t, owner, 'POST', '/api/business_request', fields());
    expect(json.statusCode).toBe(415);
    expect(await t.database.db.select().from(loans).where(eq(loans.userId, owner.id))).toHaveLength(0);
    expect(await t.database.db.select().from(businessRequestImages)).not.toHaveLength(0);
  });
});

describe('the offer', () => {
  it('cannot be accepted before it is made; accepted once made (idempotently); another’s id is 404', async () => {
    const owner = await saver(t);
    const id = (await place(owner, fields())).json().request.id;
    const early = await call(t, owner, 'GET', `/api/accepts_request/${id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The society has not made an offer on this request yet');
    await t.database.db.update(loans).set({ totalKobo: 16_500_000n, offerVersion: 1, offeredAt: t.clock.now }).where(eq(loans.id, id));
    expect((await call(t, owner, 'GET', '/api/display_request')).json()[0]).toMatchObject({ total_amount: '165000.00', offer_version: 1, mark_up: '15000.00', request_status: 0 });
    const stranger = await saver(t);
    expect((await call(t, stranger, 'GET', `/api/accepts_request/${id}?offer_version=1`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/reject_request/${id}`)).statusCode).toBe(404);
    // the acceptance names the offer it accepts (./business-offer-version.test.ts)
    expect((await call(t, owner, 'GET', `/api/accepts_request/${id}?offer_version=1`)).statusCode).toBe(200);
    expect((await call(t, owner, 'POST', `/api/accepts_request/${id}`, { offer_version: 1 })).statusCode).toBe(200);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.processing, instalmentKobo: 2_750_000n });
  });

  it('declined, or the request cancelled, closes it (idempotently)', async () => {
    const owner = await saver(t);
    const id = (await place(owner, fields())).json().request.id;
    await t.database.db.update(loans).set({ totalKobo: 16_000_000n }).where(eq(loans.id, id));
    expect((await call(t, owner, 'GET', `/api/reject_request/${id}`)).json().message).toBe('You have declined the offer');
    expect((await call(t, owner, 'GET', `/api/reject_request/${id}`)).statusCode).toBe(200);
    expect(await loanNow(t, id)).toMatchObject({ status: LOAN_STATUS.cancelled, closedReason: 'Offer declined by you' });
    const second = (await place(owner, fields())).json().request.id;
    expect((await call(t, owner, 'POST', `/api/reject_request/${second}`)).json().message).toBe('Your request has been cancelled');
  });
});
