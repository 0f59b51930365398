// Withdrawals while Paystack asks for a transfer OTP (its account setting): the transfer answered `otp` is held, not
// sent; the money stays reserved and the member is told it waits for the society, never "on its way"; the
// administrators are alerted once, with what to do; an administrator finalizes it with the OTP from the console, or
// Paystack abandons it and the job gives the money back.
import { and, eq } from 'drizzle-orm';
import { adminAlerts, withdrawals } from '../../src/db/schema';
import { RECONCILE_JOB } from '../../src/modules/withdrawals/reconcile';
import { signWebhook } from '../../src/rails/webhooks';
import { FAKE_SECRET_KEY, FAKE_TRANSFER_OTP, type FakePaystack } from '../fakes/fakePaystack';
import type { TestApp } from '../helpers/testApp';
import { usePaystackApp, withdrawToBank } from './support/paystackWithdrawals';
import { admin, balanceOf, call, ledgerCheck, notificationsOf, type Member } from '../wallet/support/money';

let fake: FakePaystack;
let t: TestApp;
usePaystackApp((bed) => ({ fake, t } = bed), { prepare: (f) => (f.transferOtp = true) });

async function withdraw(amount: string): Promise<{ user: Member; body: { message: string; withdrawal: { id: number; reference: string; status: string } } }> {
  const { user, res } = await withdrawToBank(t, amount);
  return { user, body: res.json() };
}

const row = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
const otpAlerts = () => t.database.db.select().from(adminAlerts).where(and(eq(adminAlerts.kind, 'transfer_otp')));

async function runJob() {
  t.clock.advance(61 * 60_000);
  expect(await t.app.deps.jobs.runDue(RECONCILE_JOB)).toBe('ran');
}

it('holds a transfer answered otp: reserved, never "sent", one alert; an administrator finalizes it with the OTP', async () => {
  const { user, body } = await withdraw('1500');
  expect(body.withdrawal.status).toBe('reserved');
  expect(body.message).toBe('Your withdrawal of ₦1,500.00 to Access Bank (****6784) is waiting for the society to approve it. The money is set aside for it.');
  expect(await row(body.withdrawal.id)).toMatchObject({ status: 'reserved', providerStatus: 'otp', providerTransferCode: expect.stringMatching(/^TRF_/) });
  expect(await balanceOf(t, user)).toBe('8500.00');
  expect((await notificationsOf(t, user)).map((n) => n.title)).not.toContain('Withdrawal sent');

  // a second held withdrawal: the same open alert, seen again, not a second one
  const second = await withdraw('700');
  const alerts = await otpAlerts();
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toMatchObject({ title: 'Paystack asks for an OTP for transfers: switch OTP off for automatic payouts', seenCount: 2 });
  expect(String((alerts[0].details as { what_to_do: string }).what_to_do)).toMatch(/Switch it off in the Paystack dashboard/);

  // the job asks again and still hears otp: nothing changes, nothing is re-sent
  await runJob();
  expect(await row(body.withdrawal.id)).toMatchObject({ status: 'reserved', providerStatus: 'otp', sendAttempts: 1 });

  const boss = await admin(t);
  const details = await call(t, boss, 'GET', `/api/admin/withdrawals/${body.withdrawal.id}`);
  expect(details.json().withdrawal).toMatchObject({ open_actions: ['finalize'], stuck: true, provider: { status: 'otp' } });
  const retry = await call(t, boss, 'POST', `/api/admin/withdrawals/${body.withdrawal.id}/retry`, {}, { key: true });
  expect(retry.statusCode).toBe(409);
  expect(retry.json().message).toMatch(/holds this transfer for an OTP/);

  const wrong = await call(t, boss, 'POST', `/api/admin/withdrawals/${body.withdrawal.id}/finalize`, { otp: '000000' }, { key: true });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().message).toBe('The payment provider refused the OTP: Invalid OTP');
  expect((await row(body.withdrawal.id)).status).toBe('reserved');

  const finalized = await call(t, boss, 'POST', `/api/admin/withdrawals/${body.withdrawal.id}/finalize`, { otp: FAKE_TRANSFER_OTP }, { key: true });
  expect(finalized.statusCode).toBe(200);
  expect(finalized.json()).toMatchObject({ success: true, message: 'The OTP was accepted: the transfer is on its way', withdrawal: { status: 'sent', provider_status: 'pending' } });
  expect(fake.last('POST', '/transfer/finalize_transfer')!.body).toEqual({ transfer_code: (await row(body.withdrawal.id)).providerTransferCode, otp: FAKE_TRANSFER_OTP });

  fake.setTransferStatus(body.withdrawal.reference, 'success');
  const payload = JSON.stringify({ event: 'transfer.success', data: { reference: body.withdrawal.reference, status: 'success' } });
  const hook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(payload, FAKE_SECRET_KEY) }, payload });
  expect(hook.statusCode).toBe(200);
  await t.app.deps.payments.events.idle();
  expect((await row(body.withdrawal.id)).status).toBe('confirmed');
  expect(await balanceOf(t, user)).toBe('8500.00');

  // the other one Paystack abandons (nobody entered its OTP in 30 minutes): the money goes back to the wallet
  fake.abandonTransfer(second.body.withdrawal.reference);
  await runJob();
  expect(await row(second.body.withdrawal.id)).toMatchObject({ status: 'reversed' });
  expect(await balanceOf(t, second.user)).toBe('10000.00');
  expect((await ledgerCheck(t)).ok).toBe(true);
});

it('refuses an OTP for a withdrawal that is not held for one', async () => {
  fake.transferOtp = false;
  try {
    const { body } = await withdraw('500');
    const boss = await admin(t);
    const res = await call(t, boss, 'POST', `/api/admin/withdrawals/${body.withdrawal.id}/finalize`, { otp: FAKE_TRANSFER_OTP }, { key: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This withdrawal is not waiting for an OTP');
    const bad = await call(t, boss, 'POST', `/api/admin/withdrawals/${body.withdrawal.id}/finalize`, { otp: 'abc' }, { key: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/The OTP is 4 to 8 digits/);
  } finally {
    fake.transferOtp = true;
  }
});
