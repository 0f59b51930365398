// Checkout races on a real PostgreSQL server (PGlite runs one statement at a time, so this file is skipped there):
// 50 members, each with 1 unit of the same product in their cart, check out at once with 5 in stock. Exactly 5
// orders are placed with their down payments, the other 45 hear why, the stock ends at 0 and never below, no
// refused member pays anything, and the ledger still balances.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { orderItems, orders, productCategories, products } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, accountBalance, societyAccount } from '../../src/ledger';
import { fromNewAddress } from '../helpers/clientAddress';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { kobo } from '../savings/support/savings';
import { call, creditWallet, ledgerCheck, member, type Member } from '../wallet/support/money';

const BUYERS = 50;
const STOCK = 5;
const WALLET_KOBO = 1_000_000n;
/** ₦10,000 + ₦500 mark-up a unit, ₦3,150 down (30% of the price members see) */
const PRICE_KOBO = 1_000_000n;
const MARK_UP_KOBO = 50_000n;
const DOWN_PAYMENT_KOBO = 315_000n;

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

async function scarceProduct(): Promise<number> {
  const db = t.database.db;
  const [category] = await db.insert(productCategories).values({ categoryName: `Phones ${crypto.randomBytes(3).toString('hex')}` }).returning();
  const [product] = await db
    .insert(products)
    .values({ categoryId: category.id, productName: 'Tecno Spark 20', priceKobo: PRICE_KOBO, markUpKobo: MARK_UP_KOBO, downPaymentKobo: DOWN_PAYMENT_KOBO, stock: STOCK })
    .returning();
  return product.id;
}

/** checkOut as the original client sent it: co-operative terms, the down payment from the wallet */
const checkoutBody = { payment_method: 'co-operative', form_payment: 'Wallet', total: '10500', remaining_amount: '7350', total_down_payment: '3150', paystack_id: '', card_id: '', date_time: '2026-11-23 10:00:00' };

describeOnPostgres('concurrent checkouts of the last units (PostgreSQL, through HTTP)', () => {
  it('50 members checking out 1 unit each with 5 in stock: 5 orders, 45 clear refusals, stock 0, money consistent', async () => {
    const productId = await scarceProduct();
    const buyers: Member[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const buyer = await member(t);
      await creditWallet(t, buyer, WALLET_KOBO);
      const added = await call(t, buyer, 'POST', `/api/addToCart/${productId}`, { quantity: 1 });
      if (added.statusCode !== 200) throw new Error(`addToCart: ${added.body}`);
      buyers.push(buyer);
    }
    const held = await societyAccount(t.database.db, SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld);
    const heldBefore = await accountBalance(t.database.db, held);

    const results = await Promise.all(buyers.map((b) => call(t, b, 'POST', '/api/checkOut', checkoutBody, { key: true, headers: fromNewAddress() })));

    for (const r of results) if (r.statusCode >= 500) throw new Error(`a checkout failed: ${r.statusCode} ${r.body}`);
    const placed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(STOCK);
    expect(refused).toHaveLength(BUYERS - STOCK);
    for (const r of placed) expect(r.json().order).toMatchObject({ order_status: 1 });
    for (const r of refused) {
      expect([409, 422]).toContain(r.statusCode);
      expect(r.json().message).toMatch(/^(This product is out of stock: Tecno Spark 20|Only \d Tecno Spark 20 (is|are) left in stock)$/);
    }

    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product.stock).toBe(0);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, productId));
    expect(lines).toHaveLength(STOCK);
    const buyerIds = buyers.map((b) => b.id);
    const placedOrders = await t.database.db.select().from(orders).where(inArray(orders.userId, buyerIds));
    expect(placedOrders).toHaveLength(STOCK);
    expect(new Set(placedOrders.map((o) => o.userId)).size).toBe(STOCK);

    let debited = 0n;
    const winners = new Set(placedOrders.map((o) => o.userId));
    for (const b of buyers) {
      const wallet = await kobo(t, b.id, MEMBER_ACCOUNT_KIND.wallet);
      expect([b.id, wallet]).toEqual([b.id, winners.has(b.id) ? WALLET_KOBO - DOWN_PAYMENT_KOBO : WALLET_KOBO]);
      debited += WALLET_KOBO - wallet;
    }
    expect(debited).toBe(BigInt(STOCK) * DOWN_PAYMENT_KOBO);
    expect((await accountBalance(t.database.db, held)) - heldBefore).toBe(BigInt(STOCK) * DOWN_PAYMENT_KOBO);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true, negative_member_accounts: [] });
  }, 120_000);
});
