// Reading the catalogue: published products by category and search term, a page at a time, ordered by name, in the
// original's paginator; one product with its pictures; the categories.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paginator, ProductCard, ProductCategory, ProductDetails } from '../../contract';
import type { Executor } from '../../db/client';
import { productCategories, products, type Product } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageOffset, paginator, type PageRequest } from '../../http/pagination';
import { productCards, productDetails, productPictures } from './productViews';
import { matchesSearch, prefixQuery } from './search';

export const PRODUCT_NOT_FOUND = 'Product not found';

export interface CatalogueQuery {
  search?: string;
  categoryId?: number;
}

function conditions(query: CatalogueQuery): SQL | undefined {
  const parts: SQL[] = [eq(products.published, true)];
  if (query.categoryId) parts.push(eq(products.categoryId, query.categoryId));
  if (query.search !== undefined) {
    const tsquery = prefixQuery(query.search);
    if (tsquery) parts.push(matchesSearch(tsquery));
  }
  return and(...parts);
}

const byName = [asc(sql`lower(${products.productName})`), asc(products.id)];

const countProducts = async (executor: Executor, where: SQL | undefined) => Number((await executor.select({ total: count() }).from(products).where(where))[0].total);

/**
 * A search page and the number of matches, from one pass over the matches through the GIN index: their ids and
 * names are counted and sorted in a subquery, then the page's products are read by id. The subquery cannot be merged
 * into the outer query (a window function, and OFFSET 0 to say so): left to plan ORDER BY … LIMIT over the whole
 * table, PostgreSQL walks the name index and computes every product's words on the way, which reads most of the
 * catalogue when the matches are few or sort late ("samsung": ~300 ms at 50k products; bench/shop.bench.ts). Only
 * ids and names go through the count, so a broad prefix's many matches stay in memory.
 */
async function searchPage(executor: Executor, where: SQL | undefined, page: PageRequest): Promise<{ rows: Product[]; total: number }> {
  const matches = executor
    .select({ id: products.id, sortName: sql<string>`lower(${products.productName})`.as('sort_name'), total: sql<string>`count(*) OVER ()`.as('total') })
    .from(products)
    .where(where)
    .offset(0)
    .as('matches');
  const found = await executor
    .select({ id: matches.id, total: matches.total })
    .from(matches)
    .orderBy(asc(matches.sortName), asc(matches.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  // a page past the last one has no row to carry the count
  if (!found.length) return { rows: [], total: await countProducts(executor, where) };
  const byId = new Map((await executor.select().from(products).where(inArray(products.id, found.map((f) => f.id)))).map((p) => [p.id, p]));
  return { rows: found.flatMap((f) => byId.get(f.id) ?? []), total: Number(found[0].total) };
}

/** without a term the name index serves the page directly, and the count is a separate (cheap) query */
async function browsePage(executor: Executor, where: SQL | undefined, page: PageRequest): Promise<{ rows: Product[]; total: number }> {
  const [rows, total] = await Promise.all([
    executor.select().from(products).where(where).orderBy(...byName).limit(page.perPage).offset(pageOffset(page)),
    countProducts(executor, where),
  ]);
  return { rows, total };
}

export async function listProducts(executor: Executor, query: CatalogueQuery, page: PageRequest): Promise<Paginator<ProductCard>> {
  const where = conditions(query);
  const searching = query.search !== undefined && prefixQuery(query.search) !== null;
  const { rows, total } = await (searching ? searchPage : browsePage)(executor, where, page);
  return paginator(await productCards(executor, rows), total, {
    ...page,
    query: { search_term: query.search, category_id: query.categoryId?.toString(), ...page.query },
  });
}

export async function oneProduct(executor: Executor, id: number): Promise<ProductDetails> {
  const [row] = await executor
    .select({ product: products, categoryName: productCategories.categoryName })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.published, true)));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const pictures = await productPictures(executor, [id]);
  return productDetails(row.product, pictures.get(id) ?? [], row.categoryName);
}

export async function categoriesWithCounts(executor: Executor): Promise<ProductCategory[]> {
  const rows = await executor
    .select({
      id: productCategories.id,
      categoryName: productCategories.categoryName,
      // qualified by hand: drizzle writes this select's columns unqualified, and a bare "id" would be the product's
      products: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = ${sql.raw('"product_categories"."id"')} AND p.published)`,
    })
    .from(productCategories)
    .orderBy(asc(sql`lower(${productCategories.categoryName})`));
  return rows.map((r) => ({ id: r.id, category_name: r.categoryName, products: Number(r.products) }));
}
