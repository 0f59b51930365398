// Helpers for the PostgreSQL load tests: members ready to withdraw, live PINs issued directly, a wallet check.
import { eq } from 'drizzle-orm';
import { withdrawalPins } from '../../../src/db/schema';
import { bankAccountOf } from '../../../src/modules/bank';
import { bankAccountTarget, PIN_TTL_MS } from '../../../src/modules/pins';
import { hashPin } from '../../../src/modules/pins/code';
import type { TestApp } from '../../helpers/testApp';

/**
 * Live PINs for one member, one per amount. The verify route keeps one live PIN per member (a newer request replaces
 * the older); to put many withdrawals of one wallet in flight at once, tests issue them here, hashed as the route does.
 */
export async function issuePins(t: TestApp, userId: number, amountKobo: bigint, count: number): Promise<string[]> {
  const pins = Array.from({ length: count }, (_, i) => String(100_000 + i));
  const now = t.clock.now;
  const account = await bankAccountOf(t.database.db, userId);
  if (!account) throw new Error(`member ${userId} has no bank account`);
  const target = bankAccountTarget(account.id);
  await t.database.db.insert(withdrawalPins).values(pins.map((pin) => ({ userId, target, pinHash: hashPin(pin), amountKobo, createdAt: now, expiresAt: new Date(now.getTime() + PIN_TTL_MS) })));
  return pins;
}

export async function livePins(t: TestApp, userId: number) {
  return t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, userId));
}
