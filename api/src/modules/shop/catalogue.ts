// Reading the catalogue: published products by category and search term, a page at a time, ordered by name, in the
// original's paginator; one product with its pictures; the categories.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Paginator, ProductCard, ProductCategory, ProductDetails } from '../../contract';
import type { Executor } from '../../db/client';
import { productCategories, products } from '../../db/schema';
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

export async function listProducts(executor: Executor, query: CatalogueQuery, page: PageRequest): Promise<Paginator<ProductCard>> {
  const where = conditions(query);
  const [rows, [{ total }]] = await Promise.all([
    executor
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(sql`lower(${products.productName})`), asc(products.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    executor.select({ total: count() }).from(products).where(where),
  ]);
  return paginator(await productCards(executor, rows), Number(total), {
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
      products: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = ${productCategories.id} AND p.published)`,
    })
    .from(productCategories)
    .orderBy(asc(sql`lower(${productCategories.categoryName})`));
  return rows.map((r) => ({ id: r.id, category_name: r.categoryName, products: Number(r.products) }));
}
