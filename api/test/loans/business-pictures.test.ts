// A business request's picture goes with the request (issue 26, "Uploads"): cancelled by the member, its offer
// declined, or declined by the society, the stored picture is deleted, so cancelling and placing again does not pile
// up picture rows.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { businessRequestImages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart, type Part } from '../profile/fixtures';
import { call, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { dayFromToday } from './support/loans';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6e0b4f' } }).png().toBuffer();
});
afterAll(() => t.close());

function place(user: Member) {
  const values = { business_name: 'Mama Put Kitchen', frequency: 'Monthly', requested_amount: '150,000', repayment_duration: '6', start_date: dayFromToday(t, 7), repayment_amount: '1' };
  const parts: Part[] = Object.entries(values).map(([name, data]) => ({ name, data }));
  parts.push({ name: 'image', data: png, filename: 'shop.png', contentType: 'image/png' });
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/business_request', payload: body.payload, headers: { ...user.headers, ...body.headers } });
}

const pictureRows = async (loanId: number) => (await t.database.db.select({ version: businessRequestImages.version }).from(businessRequestImages).where(eq(businessRequestImages.loanId, loanId))).length;

it('cancelling a request deletes its picture; placing it again stores only the new one', async () => {
  const owner = await nonMember(t);
  const first = (await place(owner)).json().request;
  expect(await pictureRows(first.id)).toBe(1);
  expect((await t.app.inject({ url: first.image })).statusCode).toBe(200);

  expect((await call(t, owner, 'POST', `/api/reject_request/${first.id}`)).statusCode).toBe(200);
  expect(await pictureRows(first.id)).toBe(0);
  expect((await t.app.inject({ url: first.image })).statusCode).toBe(404);

  const second = (await place(owner)).json().request;
  expect(await pictureRows(second.id)).toBe(1);
  expect(await pictureRows(first.id)).toBe(0);
});
