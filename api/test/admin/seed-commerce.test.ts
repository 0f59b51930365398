// The demo catalogue and investments of the development first start (src/db/demoCommerce.ts), as the demo member
// sees them through the API; and nothing of it outside development.
import sharp from 'sharp';
import { loadConfig } from '../../src/config';
import { investmentNews, investments, productCategories, productImages, products } from '../../src/db/schema';
import { DEMO_PRODUCT_COUNT, DEMO_SHOP, demoDownPaymentKobo } from '../../src/db/demoShop';
import { DEMO_INVESTMENTS, DEMO_SALE_DAYS } from '../../src/db/demoInvestments';
import { demoPicture, wrapWords } from '../../src/db/demoCommercePicture';
import { seedFirstStart } from '../../src/db/seed';
import { runLedgerCheck } from '../../src/ledger';
import { parseNaira } from '../../src/money/money';
import { addDays, addMonths } from '../../src/time/lagos';
import { lagosDate } from '../../src/time/lagos';
import type { ProductCard } from '../../src/contract';
import { bearer, signIn } from '../helpers/accounts';
import { createTestApp, TEST_IDEMPOTENCY_HASH_KEY, type TestApp } from '../helpers/testApp';

const devConfig = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true', ...env } as NodeJS.ProcessEnv);
const kobo = (money: string) => parseNaira(money) as bigint;

async function tableSizes(t: TestApp) {
  const db = t.database.db;
  return {
    categories: (await db.select().from(productCategories)).length,
    products: (await db.select({ id: products.id }).from(products)).length,
    pictures: (await db.select({ id: productImages.id }).from(productImages)).length,
    investments: (await db.select({ id: investments.id }).from(investments)).length,
    news: (await db.select({ id: investmentNews.id }).from(investmentNews)).length,
  };
}

async function expectWebp(t: TestApp, url: string | null) {
  expect(url).not.toBeNull();
  const res = await t.app.inject({ url: url as string });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
}

describe('the demo catalogue on the development first start', () => {
  let t: TestApp;
  let token: string;
  const now = new Date();
  const today = lagosDate(now);
  beforeAll(async () => {
    t = await createTestApp();
    await seedFirstStart(t.database.db, devConfig(), now);
    token = (await signIn(t, 'demo@finnacrest.local', 'Member@12345')).token;
  });
  afterAll(() => t.close());
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('has the categories, each with its published products', async () => {
    const categories = await get('/api/allFinanceCategories');
    expect(categories.map((c: { category_name: string; products: number }) => [c.category_name, c.products]).sort()).toEqual(DEMO_SHOP.map((c) => [c.category, c.products.length]).sort());
  });

  it('lists every product with stock, a mark-up and a down payment of 30% of the member’s price', async () => {
    const { products: page } = await get('/api/allFinanceProducts?per_page=60');
    expect(page.total).toBe(DEMO_PRODUCT_COUNT);
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(8);
    for (const p of page.data as ProductCard[]) {
      expect(p.quantity).toBeGreaterThanOrEqual(3);
      expect(p.quantity).toBeLessThanOrEqual(20);
      expect(p.short_description).not.toBe('');
      const price = kobo(p.price);
      const markUp = kobo(p.mark_up);
      expect(markUp > 0n).toBe(true);
      expect(kobo(p.current_values)).toBe(price + markUp);
      expect(kobo(p.down_payment)).toBe(demoDownPaymentKobo(price, markUp));
      // 30% of the member's price, to the naira
      expect(Number(kobo(p.down_payment)) / Number(price + markUp)).toBeCloseTo(0.3, 3);
    }
  });

  it('gives each product a picture served as WebP, and a long description on its page', async () => {
    const { products: page } = await get('/api/allFinanceProducts?per_page=60');
    for (const p of page.data as ProductCard[]) await expectWebp(t, p.image);
    const [details] = await get(`/api/singleProduct/${page.data[0].id}`);
    expect(details.description.length).toBeGreaterThan(details.short_description.length);
    expect(details.images).toHaveLength(1);
  });

  it('is searchable, and shown on the open landing list', async () => {
    const { products: found } = await get('/api/searchProducts/samsung');
    expect(found.data.map((p: ProductCard) => p.product_name)).toEqual(['Samsung Galaxy A15 128GB']);
    // a search's pages count every match, also on a page past the last one
    const second = (await get('/api/searchProducts/kit?per_page=1&page=2')).products;
    expect(second).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(second.data.map((p: ProductCard) => p.product_name)).toEqual(['Sun King Home 60 Solar Kit']);
    expect((await get('/api/allFinanceProducts?search_term=kit&per_page=1&page=3')).products).toMatchObject({ total: 2, data: [] });
    const open = (await t.app.inject({ url: '/api/allFinanceProducts1' })).json();
    expect(open.products.total).toBe(DEMO_PRODUCT_COUNT);
  });

  it.each(DEMO_INVESTMENTS.map((d) => [d.kind, d] as const))('has a %s investment on sale, maturing months ahead, with a picture and two news items', async (kind, demo) => {
    const list = await get(kind === 'market' ? '/api/show_all_investment' : '/api/show_all_halai');
    expect(list).toHaveLength(1);
    const [card] = list;
    expect(card).toMatchObject({
      kind,
      investment_type: demo.investmentType,
      on_sale: true,
      status: 'open',
      unit_remaining: demo.units,
      application_date: addDays(today, DEMO_SALE_DAYS),
      maturity_date: addMonths(today, demo.maturityMonths),
    });
    expect(kobo(card.current_values) > 0n && kobo(card.expected_returns) > 0n).toBe(true);
    expect(card.market_categories_id === null).toBe(kind === 'halal');
    await expectWebp(t, card.investment_pic);
    expect(await get(`/api/single_investment/${card.id}`)).toMatchObject({ insurance_partner: demo.insurancePartner, start_date: today });
    const news = await get(`/api/${kind === 'market' ? 'show_investment' : 'show_halai'}/${card.id}`);
    expect(news.map((n: { news: string }) => n.news)).toEqual([...demo.news].reverse());
  });

  it('moves no money: the ledger check still passes', async () => {
    const check = await t.database.db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
    expect(check.ok).toBe(true);
  });

  it('is not added again on a restart', async () => {
    const before = await tableSizes(t);
    expect(before).toEqual({ categories: DEMO_SHOP.length, products: DEMO_PRODUCT_COUNT, pictures: DEMO_PRODUCT_COUNT, investments: 2, news: 4 });
    expect(await seedFirstStart(t.database.db, devConfig(), new Date())).toEqual([]);
    expect(await tableSizes(t)).toEqual(before);
  });
});

describe('outside development', () => {
  it.each([
    ['production', () => loadConfig({ DEV_MODE: 'true' } as NodeJS.ProcessEnv, { NODE_ENV: 'production' })],
    ['an external database', () => devConfig({ DATABASE_URL: 'postgres://db.example.com/coop' })],
    ['DEV_MODE off', () => loadConfig({ NODE_ENV: 'development', IDEMPOTENCY_HASH_KEY: TEST_IDEMPOTENCY_HASH_KEY, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_PUBLIC_KEY: 'pk_test_x' } as NodeJS.ProcessEnv)],
  ])('adds no demo catalogue or investments (%s)', async (_label, config) => {
    const t = await createTestApp();
    try {
      await seedFirstStart(t.database.db, config(), new Date());
      expect(await tableSizes(t)).toEqual({ categories: 0, products: 0, pictures: 0, investments: 0, news: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('the demo pictures', () => {
  it('wrap the name on whole words', () => {
    expect(wrapWords('Hisense 1.5HP Split Air Conditioner')).toEqual(['Hisense 1.5HP Split', 'Air Conditioner']);
  });

  it('write names with XML characters safely', async () => {
    const picture = await demoPicture('Pots & Pans <Deluxe> "Set"', 'Kitchen', '#333333');
    expect(picture.contentType).toBe('image/webp');
    expect((await sharp(picture.data).metadata()).format).toBe('webp');
  });
});
