// The catalogue's search (as a member types): each word of the term must start a word of the product's name or short
// description. Words are reduced to letters and digits, so the term can never be tsquery syntax, and the match runs on
// the GIN index `products_search_idx` (the expression below must stay the index's, word for word).
import { sql, type SQL } from 'drizzle-orm';

export const MAX_SEARCH_WORDS = 5;

/** `'galax:* & a1:*'`, or null when the term has no letters or digits */
export function prefixQuery(term: string): string | null {
  const words = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((w) => w.slice(0, 40));
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export function matchesSearch(query: string): SQL {
  return sql`to_tsvector('simple', "products"."product_name" || ' ' || "products"."short_description") @@ to_tsquery('simple', ${query})`;
}
