// How a product reads on the wire (facts §2.8): the original's keys, price shown = price + mark_up, the first
// picture's address (read for a page of products in one query).
import { asc, inArray } from 'drizzle-orm';
import type { ProductCard, ProductDetails } from '../../contract';
import type { Executor } from '../../db/client';
import { productImages, type Product } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { productImageUrl } from './pictures';
import { pictureSrcset } from './pictureVariants';

export const memberPrice = (p: Pick<Product, 'priceKobo' | 'markUpKobo'>): bigint => p.priceKobo + p.markUpKobo;

/** every picture address of each product, position order */
export async function productPictures(executor: Executor, productIds: number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>();
  if (!productIds.length) return byProduct;
  const rows = await executor
    .select({ productId: productImages.productId, version: productImages.version })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), productImageUrl(row.productId, row.version)]);
  return byProduct;
}

export function productCard(product: Product, pictures: string[]): ProductCard {
  return {
    id: product.id,
    product_name: product.productName,
    image: pictures[0] ?? null,
    image_srcset: pictureSrcset(pictures[0] ?? null),
    price: formatKobo(product.priceKobo),
    mark_up: formatKobo(product.markUpKobo),
    category_id: product.categoryId,
    current_values: formatKobo(memberPrice(product)),
    short_description: product.shortDescription,
    down_payment: formatKobo(product.downPaymentKobo),
    quantity: product.stock,
  };
}

export async function productCards(executor: Executor, products: Product[]): Promise<ProductCard[]> {
  const pictures = await productPictures(executor, products.map((p) => p.id));
  return products.map((p) => productCard(p, pictures.get(p.id) ?? []));
}

export function productDetails(product: Product, pictures: string[], categoryName: string): ProductDetails {
  return {
    ...productCard(product, pictures),
    description: product.description,
    images: pictures,
    images_srcset: pictures.map((url) => pictureSrcset(url) ?? ''),
    category_name: categoryName,
    total: formatKobo(memberPrice(product)),
    total_product: product.stock,
  };
}
