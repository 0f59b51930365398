// The payout anomaly on the sandbox's paid-after-reversal account: the withdrawal is reversed (money back in the
// wallet), then the provider reports it paid. The withdrawal records the amount owed, the admins get one alert, the
// admin list shows it (and filters on it), nothing is taken from the member, and the ledger stays sound.
import { eq } from 'drizzle-orm';
import { withdrawalEvents, withdrawals } from '../../src/db/schema';
import { withMoneyTransaction } from '../../src/ledger';
import { SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT } from '../../src/rails';
import { confirmWithdrawal, lockWithdrawal } from '../../src/modules/withdrawals/settle';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, eventually, ledgerCheck, notificationsOf, PASSWORD, type Member } from '../wallet/support/money';
import { fundedMember, withdrawalPin } from '../withdrawals/support/withdrawer';

let t: TestApp;
let sa: Member;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 100 });
  sa = await admin(t);
});
afterAll(() => t.close());

const PAID_AFTER_REVERSAL = {
  bankName: 'Guaranty Trust Bank',
  bankCode: SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT.bankCode,
  accountNo: SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT.accountNumber,
  accountName: 'ADA OKAFOR',
};

async function anomalousWithdrawal(): Promise<{ ada: Member; id: number; reference: string }> {
  const ada = await fundedMember(t, 1_000_000n, PAID_AFTER_REVERSAL);
  const pin = await withdrawalPin(t, ada, '4000');
  const res = await call(t, ada, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: '4000', withdrawal_pin: pin }, { key: true });
  expect(res.statusCode).toBe(200);
  const { id, reference } = res.json().withdrawal;
  await eventually(async () => (await call(t, ada, 'GET', `/api/show_withdrawal/${id}`)).json().status === 'reversed');
  await eventually(async () => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0].anomalyAt, 10_000);
  return { ada, id, reference };
}

it('records the amount owed, raises one alert and lists it under the anomaly filter, taking nothing from the member', async () => {
  const { ada, id, reference } = await anomalousWithdrawal();

  // the member keeps the reversal: the wallet is whole again, nothing is taken back
  expect(await balanceOf(t, ada)).toBe('10000.00');
  const member = (await call(t, ada, 'GET', `/api/show_withdrawal/${id}`)).json();
  expect(member.status).toBe('reversed');
  expect(member.timeline.map((s: { state: string }) => s.state)).toEqual(['reserved', 'sent', 'reversed']);

  const list = (await call(t, sa, 'GET', '/api/admin/withdrawals?status=anomaly')).json();
  expect(list).toMatchObject({ total: 1, data: [{ id, reference, status: 'reversed', anomaly: true, amount_owed: '4000.00', provider_status: 'success', anomaly_at: expect.any(String) }] });
  const all = (await call(t, sa, 'GET', '/api/admin/withdrawals')).json();
  expect(all.data.find((w: { id: number }) => w.id === id)).toMatchObject({ anomaly: true, amount_owed: '4000.00' });

  const alerts = (await call(t, sa, 'GET', '/api/admin/alerts')).json().data;
  expect(alerts).toEqual([
    expect.objectContaining({
      kind: 'payout_anomaly',
      status: 'open',
      withdrawal_id: id,
      amount_owed: '4000.00',
      details: expect.objectContaining({ reference, amount: '4000.00', member_email: ada.email, member_name: expect.stringMatching(/^Ada /) }),
    }),
  ]);
  expect(alerts[0].title).toMatch(new RegExp(`^Withdrawal ${reference} was paid after it was reversed: Ada \\S+ owes ₦4,000\\.00$`));
  expect((await notificationsOf(t, sa)).map((n) => n.title)).toEqual([alerts[0].title]);

  // the provider says it again: recorded once, alerted once
  await withMoneyTransaction(t.database.db, async (tx) => confirmWithdrawal(tx, (await lockWithdrawal(tx, id))!, t.clock.now));
  expect((await call(t, sa, 'GET', '/api/admin/alerts')).json().data).toHaveLength(1);
  const events = await t.database.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, id));
  expect(events.filter((e) => e.kind === 'anomaly')).toHaveLength(1);

  expect((await ledgerCheck(t)).ok).toBe(true);
});

