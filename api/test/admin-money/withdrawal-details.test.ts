// GET admin/withdrawals/{id}: one withdrawal for an administrator — the member, amount and fee, the bank account with
// its number masked, what the provider said, the whole history with the administrator who acted, the administrators'
// requests about it from the audit trail (done and refused), and which actions are open to the one reading it.
// 404 for an unknown id, 422 for one that is not an id, 403 for a member, 401 without a session.
import { eq } from 'drizzle-orm';
import { users, withdrawals, type WithdrawalStatusValue } from '../../src/db/schema';
import { appendAudit } from '../../src/http/auditTrail';
import { recordEvent } from '../../src/modules/withdrawals/settle';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { ledgerActivity } from '../transactions/support/ledgerActivity';

let t: TestApp;
let boss: TestUser;
let other: TestUser;
let chioma: TestUser;
/** the withdrawals were made ten hours before the test clock's start */
let base: number;
const at = (minutes: number) => new Date(base + minutes * 60_000);

async function insertWithdrawal(userId: number, status: WithdrawalStatusValue, extra: Partial<typeof withdrawals.$inferInsert> = {}): Promise<number> {
  await ledgerActivity(t.database.db).fund(userId, 1_000_000n);
  const made = await ledgerActivity(t.database.db).withdraw(userId, 250_000n);
  const [row] = await t.database.db
    .insert(withdrawals)
    .values({
      userId,
      reference: made.reference,
      amountKobo: 250_000n,
      status,
      transferId: made.id,
      bankName: 'Guaranty Trust Bank',
      bankCode: '058',
      accountNo: '0123456785',
      accountName: 'CHIOMA ADEYEMI',
      provider: 'paystack',
      providerTransferCode: 'TRF_abc123',
      providerStatus: 'not_found',
      lastProviderError: 'Transfer not found',
      sendAttempts: 2,
      createdAt: at(0),
      deadlineAt: at(24 * 60),
      ...extra,
    })
    .returning({ id: withdrawals.id });
  return row.id;
}

const details = (id: number | string, user: TestUser = boss) => t.app.inject({ url: `/api/admin/withdrawals/${id}`, headers: user.headers });

beforeAll(async () => {
  t = await createTestApp();
  base = t.clock.now.getTime() - 10 * 60 * 60_000;
  boss = await createUser(t, { role: 'ADMIN', firstName: 'Bola', lastName: 'Boss' });
  other = await createUser(t, { role: 'SA', firstName: 'Sade', lastName: 'Second' });
  chioma = await createUser(t, { firstName: 'Chioma', lastName: 'Adeyemi', email: 'chioma@example.com' });
  await t.database.db.update(users).set({ phoneNo: '08031234567' }).where(eq(users.id, chioma.id));
});
afterAll(() => t.close());

describe('GET admin/withdrawals/{id}', () => {
  it('shows the member, the money, the masked account, the provider, the history with who acted, and the open actions', async () => {
    const id = await insertWithdrawal(chioma.id, 'reserved');
    await t.database.db.transaction(async (tx) => {
      await recordEvent(tx, id, 'reserved', at(0), '₦2,500.00 reserved from the wallet');
      await recordEvent(tx, id, 'send_failed', at(1), 'Service unavailable');
      await recordEvent(tx, id, 'retried', at(90), 'Sent again by an administrator (the provider said: not_found)', other.id);
    });
    const res = await details(id);
    expect(res.statusCode).toBe(200);
    const { withdrawal } = res.json();
    expect(withdrawal).toMatchObject({
      id,
      status: 'reserved',
      amount: '2500.00',
      fee: '0.00',
      member: { id: chioma.id, name: 'Chioma Adeyemi', email: 'chioma@example.com', phone_no: '08031234567' },
      bank_account: { bank_name: 'Guaranty Trust Bank', bank_code: '058', account_no: '****6785', account_name: 'CHIOMA ADEYEMI' },
      provider: { name: 'paystack', transfer_code: 'TRF_abc123', status: 'not_found', last_error: 'Transfer not found', send_attempts: 2 },
      stuck: true,
      anomaly: false,
      open_actions: ['retry', 'void'],
      closed_because: null,
      yours: false,
    });
    expect(JSON.stringify(withdrawal)).not.toContain('0123456785');
    expect(withdrawal.history).toEqual([
      { kind: 'reserved', at: at(0).toISOString(), note: '₦2,500.00 reserved from the wallet', by: null },
      { kind: 'send_failed', at: at(1).toISOString(), note: 'Service unavailable', by: null },
      { kind: 'retried', at: at(90).toISOString(), note: 'Sent again by an administrator (the provider said: not_found)', by: { id: other.id, name: 'Sade Second', email: other.email } },
    ]);
  });

  it('lists the administrators’ requests about it from the audit trail, newest first: a void done and a refused retry', async () => {
    const id = await insertWithdrawal(boss.id, 'sent');
    // the owner tries to retry their own withdrawal: refused, and the refusal is audited by the admin scope
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/retry`, headers: { ...boss.headers, 'idempotency-key': 'details-retry-1' } });
    expect(refused.statusCode).toBe(403);
    await appendAudit(t.database.db, {
      actorId: other.id,
      actorRole: 'SA',
      action: 'withdrawals.void',
      outcome: 'done',
      subjectType: 'withdrawal',
      subjectId: id,
      before: { status: 'sent' },
      after: { status: 'reversed' },
      at: at(60),
    });
    // another withdrawal's row is not this one's
    await appendAudit(t.database.db, { actorId: other.id, actorRole: 'SA', action: 'withdrawals.void', outcome: 'done', subjectType: 'withdrawal', subjectId: id + 1000 });
    const { withdrawal } = (await details(id, other)).json();
    expect(withdrawal.administrator_acts).toEqual([
      expect.objectContaining({ action: 'withdrawals.void', outcome: 'done', by: { id: other.id, name: 'Sade Second', email: other.email, role: 'SA' }, detail: null }),
      expect.objectContaining({
        action: 'withdrawals.retry',
        outcome: 'refused',
        by: { id: boss.id, name: 'Bola Boss', email: boss.email, role: 'ADMIN' },
        detail: 'This is your own withdrawal: another administrator must decide on it',
      }),
    ]);
  });

  it('opens no action on one’s own withdrawal, a settled one or one being sent, and says why', async () => {
    const mine = await insertWithdrawal(boss.id, 'sent');
    expect((await details(mine)).json().withdrawal).toMatchObject({ yours: true, open_actions: [], closed_because: 'This is your own withdrawal: another administrator must decide on it' });
    // the same withdrawal is open to another administrator
    expect((await details(mine, other)).json().withdrawal).toMatchObject({ yours: false, open_actions: ['retry', 'void'], closed_because: null });

    const paid = await insertWithdrawal(chioma.id, 'confirmed', { providerStatus: 'success' });
    expect((await details(paid)).json().withdrawal).toMatchObject({ status: 'confirmed', open_actions: [], closed_because: 'Only a pending withdrawal can be changed: this one is already settled' });

    const sending = await insertWithdrawal(chioma.id, 'reserved', { leaseUntil: new Date(t.clock.now.getTime() + 60_000) });
    expect((await details(sending)).json().withdrawal).toMatchObject({ open_actions: [], closed_because: 'This withdrawal is being processed right now. Please try again in a minute' });
    t.clock.advance(2 * 60_000);
    expect((await details(sending)).json().withdrawal.open_actions).toEqual(['retry', 'void']);
  });

  it('shows a reversed one’s reason and an anomaly’s amount owed', async () => {
    const id = await insertWithdrawal(chioma.id, 'reversed', { failureReason: 'Account closed', anomalyAt: at(200), amountOwedKobo: 250_000n });
    expect((await details(id)).json().withdrawal).toMatchObject({ failure_reason: 'Account closed', anomaly: true, anomaly_at: at(200).toISOString(), amount_owed: '2500.00' });
  });

  it('answers 404 for an unknown id and 422 for one that is not an id', async () => {
    const unknown = await details(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no withdrawal with this id');
    for (const bad of ['abc', '0', '-3']) {
      const res = await details(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The withdrawal must be a positive whole number');
    }
  });

  it('is for administrators only: a member gets 403, even for their own withdrawal, and no session 401', async () => {
    const id = await insertWithdrawal(chioma.id, 'sent');
    expect((await details(id, chioma)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/withdrawals/${id}` })).statusCode).toBe(401);
  });
});
