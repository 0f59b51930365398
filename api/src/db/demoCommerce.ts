// The commerce area on the embedded first start (development only), so a new user sees a working shop at once: the
// demo catalogue (./demoShop.ts) and the demo investments (./demoInvestments.ts), recorded as the SA's work.
import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import { users } from './schema';
import { seedDemoInvestments } from './demoInvestments';
import { seedDemoShop } from './demoShop';

export async function seedDemoCommerce(tx: Transaction, now: Date): Promise<void> {
  const [sa] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'SA')).limit(1);
  await seedDemoShop(tx, sa?.id ?? null, now);
  await seedDemoInvestments(tx, sa?.id ?? null, now);
}
