// Crash safety of the money routes: the BUILT API (node dist/main.js) on a throwaway PostgreSQL database takes
// saved-card fundings, withdrawals and registration fees from concurrent clients; we SIGKILL it mid-run, start it
// again on the same database, and check that every acknowledged (2xx) request is still there, that sending every
// request again with its Idempotency-Key replays instead of posting twice, and that the ledger is exact.
// Needs a server (TEST_DATABASE_URL): PGlite is in-process and cannot be shared with a child.
import { and, count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { ledgerTransfers, withdrawals } from '../../src/db/schema';
import { formatKobo } from '../../src/money/money';
import { describeOnPostgres, openPostgresTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { ensureBuilt, freePort, startApi } from './support/builtApi';
import { addCards, apiClient, CARD_VERIFICATION_KOBO, expectAcknowledgedPresent, isAcknowledged, runMoneyWorkload, seedCrashMembers, type Sent } from './support/crashRun';

const CLIENTS = 8;
const KILL_AFTER_ACKS = 120;

let url: string;
let database: DatabaseHandle;

beforeAll(async () => {
  if (!usingPostgres) return;
  ensureBuilt();
  ({ handle: database, url } = await openPostgresTestDatabase({ poolMax: 5, prefix: 'sigkill' }));
}, 180_000);

afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres('SIGKILL of the built API mid-run (PostgreSQL)', () => {
  it('loses nothing acknowledged, replays retries instead of posting twice, and keeps the ledger exact', async () => {
    const db = database.db;
    const cast = await seedCrashMembers(database, CLIENTS);
    const { members, boss } = cast;
    const port = await freePort();
    let api = await startApi(port, { DATABASE_URL: url });
    const client = apiClient(port, cast.tokens);
    const { post, get } = client;
    const cards = await addCards(port, client, members);

    const sent = await runMoneyWorkload({ api, client, cast, cards, killAfterAcks: KILL_AFTER_ACKS + Math.floor(Math.random() * 40), registered: new Set() });
    const { signal } = await api.exited;
    expect(signal).toBe('SIGKILL');
    const acknowledged = sent.filter(isAcknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    // 1. every acknowledged request is in the database, straight after the crash
    await expectAcknowledgedPresent(db, acknowledged);

    // 2. the same API again on the same database; every request sent again with its key
    api = await startApi(port, { DATABASE_URL: url });
    const finals = new Map<Sent, { status: number; json: Record<string, unknown> }>();
    for (const s of sent) {
      let res = await post(s.member, s.url, s.body, s.key);
      // a claim the dead process held is released after its lock time (20 s); a saved-card charge the dead process
      // recorded but never sent is settled as not charged once it is 30 s old
      for (const until = Date.now() + 60_000; res.status === 409 && /still being/.test(String(res.json.message)) && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 250));
        res = await post(s.member, s.url, s.body, s.key);
      }
      if (isAcknowledged(s)) {
        expect({ status: res.status, replayed: res.replayed }).toEqual({ status: s.status, replayed: true });
        if (s.kind === 'withdraw') expect((res.json.withdrawal as { id: number }).id).toBe((s.reply!.withdrawal as { id: number }).id);
        else expect(res.json).toEqual(s.reply);
      } else if (s.status !== undefined) {
        expect(res.status).toBe(s.status);
      } else {
        expect(res.status).not.toBe(409);
        expect(res.status).toBeLessThan(500);
      }
      finals.set(s, res);
    }

    // 3. nothing twice: one funding transfer per funded key, one withdrawal per withdrawal key
    for (const m of members) {
      const funded = sent.filter((s) => s.member === m.id && s.kind === 'fund' && finals.get(s)!.status === 200);
      const withdrew = sent.filter((s) => s.member === m.id && s.kind === 'withdraw' && finals.get(s)!.status === 200);
      const [{ n: fundings }] = await db.select({ n: count() }).from(ledgerTransfers).where(and(eq(ledgerTransfers.userId, m.id), eq(ledgerTransfers.kind, 'wallet_funding')));
      expect(fundings).toBe(funded.length);
      const [{ n: withdrawalRows }] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, m.id));
      expect(withdrawalRows).toBe(withdrew.length);
      let expected = CARD_VERIFICATION_KOBO;
      for (const s of funded) expected += s.kobo;
      for (const s of withdrew) expected -= s.kobo;
      for (const s of sent.filter((x) => x.member === m.id && x.kind === 'registration' && finals.get(x)!.status === 200)) expected -= s.kobo;
      expect((await get(m.id, '/show_wallet_balance')).balance).toBe(formatKobo(expected));
    }

    // 4. the ledger is exact
    const check = await get(boss.id, '/admin/ledger/check');
    expect(check).toMatchObject({ success: true, ok: true, postings_sum: '0.00', mismatched_accounts: [], unbalanced_transfers: [], broken_running_balances: [] });
    console.log(`sigkill run: ${sent.length} requests, ${acknowledged.length} acknowledged before the kill, ${sent.filter((s) => s.status === undefined).length} in flight`);

    api.child.kill('SIGTERM');
    await api.exited;
    expect(api.stderr()).not.toMatch(/unhandled|TypeError|ReferenceError/);
  }, 300_000);
});
