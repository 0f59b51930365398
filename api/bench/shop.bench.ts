// `npm run bench` (in api/): the catalogue search the member's shop screen makes as they type, among 50k published
// products, through real HTTP on a throwaway PostgreSQL server: `allFinanceProducts?search_term=…&page=1` and
// `searchProducts/{term}` for terms from broad prefixes to none found, and the first catalogue page without a term.
// The products (names from word lists, one picture row each) are written in bulk with SQL. Prints the median and p95
// of N requests and the number of products found; never asserts. BENCH_RUNS overrides the default; BENCH_EXPLAIN=1
// also prints the query plans of the search.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { matchesSearch, prefixQuery } from '../src/modules/shop/search';
import { benchConfig } from './support/benchConfig';
import { benchDatabase } from './support/postgres';
import { timeIt } from './support/timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PRODUCTS = 50_000;
/** from a one-letter prefix (a large share of the catalogue) to a word that is nowhere */
const TERMS = ['s', 'sa', 'sam', 'samsung', 'samsung fr', 'thermocool chest', 'hisense smart tv', 'pro4', 'zzzz'];
const log = (line = '') => process.stdout.write(`${line}\n`);

const sqlArray = (words: string[]) => sql.raw(`(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`);

const CATEGORIES = ['Phones', 'Home Appliances', 'Electronics', 'Solar', 'Computers', 'Kitchen', 'Furniture', 'Generators'];
const BRANDS = ['Samsung', 'Tecno', 'Infinix', 'Itel', 'LG', 'Hisense', 'Thermocool', 'Binatone', 'Nexus', 'Scanfrost', 'HP', 'Dell', 'Lenovo', 'Apple', 'Sony', 'Panasonic', 'Haier', 'Midea', 'Polystar', 'Sun King', 'Firman', 'Sumec', 'Oraimo', 'Xiaomi'];
const KINDS = ['Phone', 'Chest Freezer', 'Refrigerator', 'Smart TV', 'Laptop', 'Blender', 'Standing Fan', 'Generator', 'Inverter', 'Solar Panel', 'Air Conditioner', 'Microwave', 'Pressing Iron', 'Bluetooth Speaker', 'Power Bank', 'Washing Machine', 'Gas Cooker', 'Water Dispenser', 'Sound Bar', 'Tablet', 'Rechargeable Lamp'];
const SERIES = ['A', 'S', 'X', 'Pro', 'Max', 'Lite', 'Neo', 'Plus', 'Ultra', 'Mini'];
const FEATURES = ['energy saving', 'one year warranty', 'fast charging', 'inverter technology', 'low noise', 'dual SIM', 'stainless steel', 'remote control', 'long battery life', 'free delivery in Lagos'];

async function writeCatalogue(db: Database, adminId: number) {
  await db.execute(sql`INSERT INTO product_categories (category_name) SELECT unnest(${sqlArray(CATEGORIES)})`);
  // each word picked by its own hash of the row number, so brands, kinds and models combine freely
  const pick = (words: string[], salt: string) => sql`${sqlArray(words)}[1 + abs(hashtext(${salt} || g)::bigint) % ${words.length}]`;
  await db.execute(sql`
    INSERT INTO products (category_id, product_name, short_description, description, price_kobo, mark_up_kobo, down_payment_kobo, stock, published, created_by)
    SELECT c.category_id, c.name, c.short, c.short || '. ' || c.name || ' sold on product finance: pay a down payment now and the rest monthly.',
           c.price, c.price / 10, (c.price + c.price / 10) * 3 / 10, 1 + g % 50, true, ${adminId}
    FROM generate_series(1, ${PRODUCTS}) g
    CROSS JOIN LATERAL (SELECT
      1 + abs(hashtext('c' || g)::bigint) % ${CATEGORIES.length} AS category_id,
      ${pick(BRANDS, 'b')} || ' ' || ${pick(KINDS, 'k')} || ' ' || ${pick(SERIES, 's')} || (10 + abs(hashtext('n' || g)::bigint) % 90) AS name,
      initcap(${pick(FEATURES, 'f')}) || ', ' || ${pick(FEATURES, 'h')} AS short,
      (20000 + abs(hashtext('p' || g)::bigint) % 980000) * 100 AS price) c`);
  await db.execute(sql`
    INSERT INTO product_images (product_id, position, version, data, content_type)
    SELECT id, 0, substr(md5(id::text), 1, 22), decode(repeat('00', 64), 'hex'), 'image/webp' FROM products`);
  await db.execute(sql`VACUUM (ANALYZE) product_categories, products, product_images`);
}

/** the plans of the search page's ids and count (catalogue.ts, searchPage) */
async function explainSearch(db: Database) {
  for (const term of ['s', 'samsung', 'samsung fr']) {
    const plan = (await db.execute(
      sql`EXPLAIN (ANALYZE, BUFFERS) SELECT id, total FROM (SELECT id, lower(product_name) AS sort_name, count(*) OVER () AS total FROM products
          WHERE published AND ${matchesSearch(prefixQuery(term) as string)} OFFSET 0) matches ORDER BY sort_name, id LIMIT 20`,
    )) as unknown as { rows: Array<Record<string, string>> };
    log(`-- ${term}`);
    for (const row of plan.rows) log(`   ${row['QUERY PLAN']}`);
  }
}

async function main() {
  const { server, database } = await benchDatabase('shop_bench', log);
  try {
    const db = database.db;
    const [admin] = await db.insert(users).values({ email: 'admin@bench.ng', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', phoneNo: '0', role: 'SA', emailVerifiedAt: new Date() }).returning({ id: users.id });
    const [member] = await db.insert(users).values({ email: 'member@bench.ng', passwordHash: 'x', firstName: 'Bench', lastName: 'Member', phoneNo: '0', memberStatus: true, emailVerifiedAt: new Date() }).returning({ id: users.id });
    log(`writing ${PRODUCTS.toLocaleString('en-US')} published products…`);
    await writeCatalogue(db, admin.id);
    if (process.env.BENCH_EXPLAIN === '1') await explainSearch(db);

    const { token } = await issueToken(db, member.id, { now: new Date(), ttlMinutes: 600 });
    const config = benchConfig();
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    /** the number of products found (the paginator's total) */
    const call = async (path: string): Promise<number> => {
      const response = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body}`);
      return (JSON.parse(body) as { products: { total: number } }).products.total;
    };

    const cases: Array<[string, string]> = [['allFinanceProducts?page=1 (no term)', '/allFinanceProducts?page=1']];
    for (const term of TERMS) {
      cases.push([`allFinanceProducts?search_term=${term}`, `/allFinanceProducts?search_term=${encodeURIComponent(term)}&page=1`]);
      cases.push([`searchProducts/${term}`, `/searchProducts/${encodeURIComponent(term)}`]);
    }
    const rows: Array<[string, { median: number; p95: number }, number]> = [];
    for (const [label, path] of cases) {
      const found = await call(path);
      rows.push([label, await timeIt(() => call(path), RUNS), found]);
    }
    await app.close();
    await database.close();

    log();
    log(`== GET through HTTP (127.0.0.1), PostgreSQL (fsync off, as in tests), ${PRODUCTS.toLocaleString('en-US')} products: median / p95 in ms, ${RUNS} runs ==`);
    log(`${'request'.padEnd(50)}${'median / p95'.padStart(20)}${'found'.padStart(10)}`);
    for (const [name, r, found] of rows) log(`${name.padEnd(50)}${`${r.median.toFixed(2)} / ${r.p95.toFixed(2)}`.padStart(20)}${found.toLocaleString('en-US').padStart(10)}`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
