// The admin's catalogue: categories, and products with up to four pictures (multipart), price, mark-up, down
// payment (per unit) and stock. New pictures replace the old ones; without pictures the old ones stay.
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AdminProductRow, ProductCategory } from '../../../contract';
import type { Executor, Transaction } from '../../../db/client';
import { productCategories, productImages, products, type Product } from '../../../db/schema';
import { conflict, notFound, unprocessable } from '../../../http/errors';
import { PRODUCT_NOT_FOUND } from '../catalogue';
import { dropVariants, saveVariants, uploadedPicture } from '../pictureVariants';
import { productCard, productPictures } from '../productViews';
import { matchesSearch, prefixQuery } from '../search';
import type { ProductFields } from './body';

export const MAX_PICTURES = 4;
export const PAGE = 50;

export async function addCategory(tx: Executor, name: string): Promise<ProductCategory> {
  const [row] = await tx.insert(productCategories).values({ categoryName: name }).onConflictDoNothing().returning();
  if (!row) throw conflict(`A category named ${name} already exists`);
  return { id: row.id, category_name: row.categoryName };
}

export async function renameCategory(tx: Executor, id: number, name: string): Promise<ProductCategory> {
  const [clash] = await tx.select({ id: productCategories.id }).from(productCategories).where(sql`lower(${productCategories.categoryName}) = lower(${name}) AND ${productCategories.id} <> ${id}`);
  if (clash) throw conflict(`A category named ${name} already exists`);
  const [row] = await tx.update(productCategories).set({ categoryName: name }).where(eq(productCategories.id, id)).returning();
  if (!row) throw notFound('Category not found');
  return { id: row.id, category_name: row.categoryName };
}

async function assertCategory(tx: Executor, id: number): Promise<string> {
  const [row] = await tx.select({ name: productCategories.categoryName }).from(productCategories).where(eq(productCategories.id, id));
  if (!row) throw unprocessable('Choose one of the categories');
  return row.name;
}

async function savePictures(tx: Transaction, productId: number, uploads: Buffer[]): Promise<void> {
  if (!uploads.length) return;
  const pictures = await Promise.all(uploads.map(uploadedPicture));
  const replaced = await tx.delete(productImages).where(eq(productImages.productId, productId)).returning({ version: productImages.version });
  await dropVariants(tx, replaced.map((p) => p.version));
  await tx.insert(productImages).values(pictures.map((p, position) => ({ productId, position, version: p.version, data: p.data, contentType: p.contentType })));
  for (const p of pictures) await saveVariants(tx, p.version, p.variants);
}

const columns = (f: ProductFields, now: Date) => ({
  categoryId: f.category_id,
  productName: f.product_name,
  shortDescription: f.short_description,
  description: f.description,
  priceKobo: f.price,
  markUpKobo: f.mark_up,
  downPaymentKobo: f.down_payment,
  stock: f.quantity,
  published: f.published,
  updatedAt: now,
});

export async function createProduct(tx: Transaction, fields: ProductFields, pictures: Buffer[], adminId: number, now: Date): Promise<Product> {
  await assertCategory(tx, fields.category_id);
  const [product] = await tx
    .insert(products)
    .values({ ...columns(fields, now), createdBy: adminId, createdAt: now })
    .returning();
  await savePictures(tx, product.id, pictures);
  return product;
}

export const staleStockMessage = (stock: number) => `The stock changed while you were editing: it is now ${stock}. Reload and try again`;
export const unsaidStockMessage = (stock: number) => `Send the stock the form showed (stock_was) to change it: it is now ${stock}. Reload and try again`;

/**
 * The stock is compare-and-set: sales take units between the form opening and its save, so the form's quantity is
 * taken only when the stock is still what the form showed (`stock_was`), under the row's lock (a checkout's
 * conditional stock UPDATE waits for it, then takes from the new stock).
 * An edit that does not say what it showed may keep the stock as it is, not change it.
 */
async function assertStockUnchanged(tx: Transaction, id: number, fields: ProductFields): Promise<void> {
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (fields.stock_was !== undefined && fields.stock_was !== row.stock) throw conflict(staleStockMessage(row.stock));
  if (fields.stock_was === undefined && fields.quantity !== row.stock) throw conflict(unsaidStockMessage(row.stock));
}

export async function updateProduct(tx: Transaction, id: number, fields: ProductFields, pictures: Buffer[], now: Date): Promise<Product> {
  await assertCategory(tx, fields.category_id);
  await assertStockUnchanged(tx, id, fields);
  const [product] = await tx.update(products).set(columns(fields, now)).where(eq(products.id, id)).returning();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  await savePictures(tx, id, pictures);
  return product;
}

export async function adminProductRows(executor: Executor, list: Product[]): Promise<AdminProductRow[]> {
  const pictures = await productPictures(executor, list.map((p) => p.id));
  const categories = new Map((await executor.select().from(productCategories)).map((c) => [c.id, c.categoryName]));
  return list.map((p) => ({ ...productCard(p, pictures.get(p.id) ?? []), published: p.published, category_name: categories.get(p.categoryId) ?? '', images: pictures.get(p.id) ?? [], description: p.description }));
}

export async function adminProduct(executor: Executor, id: number): Promise<AdminProductRow> {
  const [product] = await executor.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return (await adminProductRows(executor, [product]))[0];
}

export async function adminProducts(executor: Executor, query: { search?: string; before?: number }): Promise<{ data: AdminProductRow[]; next_before: number | null }> {
  const tsquery = query.search ? prefixQuery(query.search) : null;
  const older = query.before ? lt(products.id, query.before) : undefined;
  // With a term, the matching ids come from the GIN index behind a fence (OFFSET 0): left to plan ORDER BY id LIMIT
  // over the whole table, the planner walks the id index and tests every product, slow when the matches are few.
  const matching = tsquery
    ? inArray(
        products.id,
        executor
          .select({ id: sql<number>`matches.id` })
          .from(executor.select({ id: products.id }).from(products).where(and(older, matchesSearch(tsquery))).offset(0).as('matches'))
          .orderBy(desc(sql`matches.id`))
          .limit(PAGE + 1),
      )
    : older;
  const rows = await executor.select().from(products).where(matching).orderBy(desc(products.id)).limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return { data: await adminProductRows(executor, page), next_before: rows.length > PAGE ? page[page.length - 1].id : null };
}

export async function allCategories(executor: Executor): Promise<ProductCategory[]> {
  const rows = await executor.select().from(productCategories).orderBy(asc(sql`lower(${productCategories.categoryName})`));
  return rows.map((c) => ({ id: c.id, category_name: c.categoryName }));
}
