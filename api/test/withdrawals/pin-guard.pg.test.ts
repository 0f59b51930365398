// The PIN guard's limits under a burst, on a real PostgreSQL server (PGlite runs one statement at a time and would
// serialise the race away, so this file is skipped there).
import { and, eq } from 'drizzle-orm';
import { notifications, pinLocks, withdrawalPins, wrongPins } from '../../src/db/schema';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { fundedMember } from './support/withdrawer';
import { issueOther, pinFor, pinMails, requestPin, useOther, withdraw, wrongPinFor } from './support/pinGuard';

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

describeOnPostgres('the PIN guard under a burst (PostgreSQL)', () => {
  it('10 PIN requests at once: exactly 5 PINs issued and mailed, 5 refused with 429', async () => {
    const ada = await fundedMember(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => requestPin(t, ada)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, ada.id))).toHaveLength(5);
    expect(pinMails(await sentMails(t, ada.email))).toBe(5);
  });

  it('10 PIN requests of the guard itself at once (no password check to stagger them): exactly 5 PINs', async () => {
    const ada = await fundedMember(t);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => issueOther(t, ada)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(r.reason).toMatchObject({ statusCode: 429 });
    expect(await t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, ada.id))).toHaveLength(5);
  });

  it('10 wrong PINs at once over two flows: locked exactly once (one lock notification)', async () => {
    const ada = await fundedMember(t);
    const walletPin = await pinFor(t, ada);
    const { pin: otherPin } = await issueOther(t, ada);
    await Promise.all([
      ...Array.from({ length: 5 }, () => withdraw(t, ada, wrongPinFor(walletPin))),
      ...Array.from({ length: 5 }, () => useOther(t, ada, wrongPinFor(otherPin))),
    ]);
    expect(await t.database.db.select().from(wrongPins).where(eq(wrongPins.userId, ada.id))).toHaveLength(10);
    const [lock] = await t.database.db.select().from(pinLocks).where(eq(pinLocks.userId, ada.id));
    expect(lock.lockedAt).not.toBeNull();
    const notes = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, ada.id), eq(notifications.title, 'Withdrawals locked')));
    expect(notes).toHaveLength(1);
  });
});
