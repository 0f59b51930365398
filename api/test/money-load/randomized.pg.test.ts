// A randomized run of ≥ 1,000 money operations through HTTP on PostgreSQL (skipped on PGlite, which serialises
// everything): 20 members as concurrent clients fund by saved card, withdraw (some to the sandbox's failing account,
// settled by its webhooks), pay the registration fee, and retry requests at random with the same Idempotency-Key
// (sometimes two copies at once). Afterwards the ledger check passes and every wallet equals what the replies said.
// Settling waits as long as withdrawals keep settling (see untilSettled), not a fixed time.
// requests from many addresses and no hourly PIN cap: this run tests the money, not the abuse limits
import { fromNewAddress } from '../helpers/clientAddress';
import { eq, inArray } from 'drizzle-orm';
import { sandboxWebhooks, societySettings, withdrawals } from '../../src/db/schema';
import { formatKobo } from '../../src/money/money';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, admin, balanceOf, call, latestPin, member, newKey, PASSWORD, type Member } from '../wallet/support/money';
import { FAILING_BANK_ACCOUNT, GOOD_BANK_ACCOUNT, giveBankAccount } from '../helpers/memberRecords';

const CLIENTS = 20;
const MONEY_OPS = 1000;

let t: TestApp;
beforeAll(async () => {
  if (!usingPostgres) return;
  t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 100, RATE_LIMIT_AUTH_PER_MINUTE: 1_000_000 });
  // the settings' highest cap, straight into the row (raising it through the API is a proposal)
  await t.database.db.update(societySettings).set({ pinRequestsPerHour: 100 }).where(eq(societySettings.id, 1));
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  if (usingPostgres) await t.close();
});

interface Client {
  user: Member;
  cardId: number;
  /** kobo the replies say the wallet holds (reversed withdrawals are added at the end) */
  expected: bigint;
  withdrawalIds: number[];
}

/** no withdrawal settling for this long means a webhook is lost, not late */
const STALL_MS = 30_000;

/**
 * Waits until every withdrawal is confirmed or reversed. Not a fixed deadline: the run leaves hundreds of sandbox
 * webhooks due at once (a charge.success per card funding, a transfer.* per withdrawal), delivered as fast as the
 * machine allows; on a busy 2-core machine that took over 60 s though none was lost. It fails when settling stops
 * making progress, and says whether the webhooks of what is still open are undelivered (late) or absent (lost).
 */
async function untilSettled(ids: number[]) {
  let open = Number.POSITIVE_INFINITY;
  let progressAt = Date.now();
  for (;;) {
    const rows = await t.database.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    const pending = rows.filter((w) => w.status !== 'confirmed' && w.status !== 'reversed');
    if (!pending.length) return rows;
    if (pending.length < open) [open, progressAt] = [pending.length, Date.now()];
    if (Date.now() - progressAt > STALL_MS) {
      const hooks = await t.database.db.select().from(sandboxWebhooks);
      const undelivered = hooks.filter((h) => !h.deliveredAt);
      const lost = pending.filter((w) => !hooks.some((h) => h.body.includes(w.reference)));
      throw new Error(
        `${pending.length} withdrawals unsettled after ${STALL_MS / 1000} s without progress: ${lost.length} without a webhook (lost), ` +
          `${undelivered.length} webhooks undelivered (late; attempts ${undelivered.map((h) => h.attempts).join(',')}; ${undelivered.find((h) => h.lastError)?.lastError ?? 'no error'})`,
      );
    }
    await sleep(100);
  }
}

const randomKobo = (min: number, max: number) => BigInt(min + Math.floor(Math.random() * (max - min)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeOnPostgres('a randomized money run (PostgreSQL, through HTTP)', () => {
  it(`${MONEY_OPS}+ mixed operations from ${CLIENTS} clients with random retries: ledger exact, wallets as replied`, async () => {
    const clients: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = await member(t);
      await giveBankAccount(t, user, i % 5 === 0 ? FAILING_BANK_ACCOUNT : GOOD_BANK_ACCOUNT);
      clients.push({ user, cardId: await addCard(t, user), expected: 10_000n, withdrawalIds: [] });
    }
    const stats = { ops: 0, fund: 0, withdraw: 0, registration: 0, refused: 0, replays: 0, doubles: 0, waits: 0 };

    /** sends until the answer is not "still in flight"; with some luck sends two copies at once first */
    async function send(c: Client, url: string, body: Record<string, unknown>, key: string) {
      const once = () => call(t, c.user, 'POST', url, body, { key, headers: fromNewAddress() });
      let res: Awaited<ReturnType<typeof once>>;
      if (Math.random() < 0.1) {
        stats.doubles += 1;
        const both = await Promise.all([once(), once()]);
        const answered = both.filter((r) => r.statusCode !== 409);
        // at most one of the two copies ran; the other waited (409) or replayed it
        expect(answered.filter((r) => r.headers['idempotent-replayed'] !== 'true').length).toBeLessThanOrEqual(1);
        res = answered.find((r) => r.headers['idempotent-replayed'] !== 'true') ?? answered[0] ?? both[0];
      } else {
        res = await once();
      }
      for (let tries = 0; res.statusCode === 409 && /still being processed/.test(res.json().message) && tries < 100; tries++) {
        stats.waits += 1;
        await sleep(20);
        res = await once();
      }
      if (res.statusCode !== 409 && res.statusCode < 500 && Math.random() < 0.3) {
        stats.replays += 1;
        const again = await once();
        expect(again.statusCode).toBe(res.statusCode);
        expect(again.headers['idempotent-replayed']).toBe('true');
        if (url.includes('Withdrawal')) expect(again.json().withdrawal?.id).toBe(res.json().withdrawal?.id);
        else expect(again.json()).toEqual(res.json());
      }
      return res;
    }

    async function fund(c: Client) {
      const kobo = randomKobo(10_000, 500_000);
      const res = await send(c, '/api/save_wallet/store', { amount: formatKobo(kobo), payment_method: 'Paystack', card_id: c.cardId }, newKey());
      expect(res.statusCode).toBe(200);
      expect(res.json().amount).toBe(formatKobo(kobo));
      c.expected += kobo;
      stats.fund += 1;
    }

    async function withdraw(c: Client) {
      // now and then more than the wallet holds (`expected` lags reversals still on their way, so it may even be < 0)
      const known = c.expected > 0n ? c.expected : 0n;
      const kobo = Math.random() < 0.15 ? known + 10_000n : randomKobo(100, Math.max(200, Number(known / 2n)));
      const verify = await call(t, c.user, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: formatKobo(kobo) }, { headers: fromNewAddress() });
      if (verify.statusCode === 422) {
        expect(verify.json().message).toMatch(/^Insufficient balance: your available balance is ₦/);
        stats.refused += 1;
        return;
      }
      expect(verify.statusCode).toBe(200);
      const pin = await latestPin(t, c.user);
      const res = await send(c, '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: formatKobo(kobo), withdrawal_pin: pin }, newKey());
      if (res.statusCode === 422) {
        stats.refused += 1; // a reversal had not come back yet, or the fee took it
        return;
      }
      expect(res.statusCode).toBe(200);
      c.expected -= kobo;
      c.withdrawalIds.push(res.json().withdrawal.id);
      stats.withdraw += 1;
    }

    async function registration(c: Client) {
      const res = await send(c, `/api/registration_fee_payment?token=${c.user.token}`, { payment_method: 'Wallet' }, newKey());
      if (res.statusCode === 200) {
        c.expected -= 200_000n;
        stats.registration += 1;
      } else {
        expect([409, 422]).toContain(res.statusCode);
        stats.refused += 1;
      }
    }

    await Promise.all(
      clients.map(async (c) => {
        while (stats.ops < MONEY_OPS) {
          stats.ops += 1;
          const roll = Math.random();
          if (roll < 0.45) await fund(c);
          else if (roll < 0.88) await withdraw(c);
          else await registration(c);
          if (Math.random() < 0.2) expect((await call(t, c.user, 'GET', `/api/show_wallet?page=${1 + Math.floor(Math.random() * 3)}`)).statusCode).toBe(200);
        }
      }),
    );
    expect(stats.ops).toBeGreaterThanOrEqual(MONEY_OPS);

    // every withdrawal settles through the sandbox's webhooks (their backlog after the run drains at the machine's pace)
    const ids = clients.flatMap((c) => c.withdrawalIds);
    const settleStart = Date.now();
    const settled = await untilSettled(ids);
    const settleMs = Date.now() - settleStart;
    for (const w of settled) if (w.status === 'reversed') clients.find((c) => c.user.id === w.userId)!.expected += w.amountKobo;
    expect(settled.filter((w) => w.status === 'reversed').length).toBeGreaterThan(0);

    const boss = await admin(t);
    const check = (await call(t, boss, 'GET', '/api/admin/ledger/check')).json();
    expect(check).toMatchObject({ ok: true, postings_sum: '0.00', mismatched_accounts: [], negative_member_accounts: [], unbalanced_transfers: [], broken_running_balances: [] });
    for (const c of clients) expect(await balanceOf(t, c.user)).toBe(formatKobo(c.expected));
    console.log(`randomized run: ${JSON.stringify(stats)}; ${settled.length} withdrawals settled in ${settleMs} ms after the run`);
  }, 900_000);
});
